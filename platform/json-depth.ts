/**
 * How deep a JSON body may nest. Real bodies and GraphQL variables nest a few levels; thousands overflow the call
 * stack of whatever walks them further on (the gateway's own JSON.stringify of a subgraph request among them).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests objects or arrays deeper than `limit` levels (a loop: the value may be deeper than the stack). */
export function nestedDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, depth] = item;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
