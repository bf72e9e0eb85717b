import fc from 'fast-check';

/**
 * A fragment graph: fragment i spreads the fragments listed in spreads[i] (each possibly several times), and
 * selects `__typename`; the operation spreads fragment 0. Edges may point backwards (cycles) or repeat
 * (fan-out), and several fragments may share targets (diamonds).
 */
export interface FragmentGraph {
  readonly spreads: readonly (readonly number[])[];
}

export function documentOf(graph: FragmentGraph): string {
  const fragments = graph.spreads.map(
    (targets, index) =>
      `fragment F${index} on Query { __typename ${targets.map((target) => `...F${target}`).join(' ')} }`,
  );
  return `query Crafted { ...F0 }\n${fragments.join('\n')}`;
}

/** The oracle, computed on the graph (not the document): a cycle anywhere, fragments F0 does not reach, the expanded size. */
export function expectedOf(graph: FragmentGraph): { cycle: boolean; unused: boolean; expandedSize: bigint } {
  const count = graph.spreads.length;
  const reachable = new Set<number>([0]);
  for (const pending = [0]; pending.length > 0;) {
    for (const target of graph.spreads[pending.pop()!]) {
      if (reachable.has(target)) continue;
      reachable.add(target);
      pending.push(target);
    }
  }
  const state = new Map<number, 'open' | 'done'>();
  const size = new Map<number, bigint>();
  let cycle = false;
  const visit = (node: number): bigint => {
    if (state.get(node) === 'done') return size.get(node)!;
    if (state.get(node) === 'open') {
      cycle = true;
      return 0n;
    }
    state.set(node, 'open');
    // `__typename` plus, per spread, the spread itself and what it expands to.
    let total = 1n;
    for (const target of graph.spreads[node]) total += 1n + visit(target);
    state.set(node, 'done');
    size.set(node, total);
    return total;
  };
  // The graphs are small (at most 40 fragments), so the oracle's recursion is shallow.
  let fragmentsSize = 0n;
  for (let node = 0; node < count; node += 1) fragmentsSize += visit(node);
  return { cycle, unused: reachable.size < count, expandedSize: fragmentsSize + 1n + size.get(0)! };
}

export const fragmentGraphs: fc.Arbitrary<FragmentGraph> = fc
  .integer({ min: 1, max: 40 })
  .chain((count) =>
    fc.record({
      spreads: fc.array(
        fc.oneof(
          // fan-out: the next fragment, twice or more (doubling per level)
          fc.integer({ min: 2, max: 3 }).map((times) => ({ kind: 'fanout' as const, times })),
          // any fragments: chains, diamonds, cycles
          fc
            .array(fc.integer({ min: 0, max: count - 1 }), { maxLength: 4 })
            .map((targets) => ({ kind: 'any' as const, targets })),
        ),
        { minLength: count, maxLength: count },
      ),
    }),
  )
  .map(({ spreads }) => ({
    spreads: spreads.map((shape, index) =>
      shape.kind === 'fanout'
        ? index + 1 < spreads.length
          ? Array.from({ length: shape.times }, () => index + 1)
          : []
        : shape.targets,
    ),
  }));
