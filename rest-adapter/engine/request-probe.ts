import type { RouteRequest } from './types.js';

/**
 * Transitional: used for the routes that do not declare their input yet (`ProbedRoute`, compliance),
 * and for `when` rules; a declared route's inputs come from its declaration (`input.ts`).
 *
 * Learns what a route's request mappers (`variables`, `when`) read of a request, and where each value ends up
 * in the GraphQL variables, by running them on recording stand-ins instead of a real request. This is how the
 * OpenAPI documents name the legacy query parameters and body fields as the route really reads them (renamed,
 * aliased, converted), without a second, hand-written description that could drift from the code.
 *
 * A mapper is run once per input it may read: first with nothing present but the request's parts (to find the
 * top-level names), then with each name present as an object (to find nested names, and alternatives such as
 * `a ?? b`), then with each leaf present as a marked string, whose mark is looked for in the variables:
 * unchanged, upper-cased (`enumIn`), split into a list (`listParam`), or embedded in a longer string. Objects
 * are followed by identity, and copies made by enumerating one (`{...body}`) by a marker key.
 */

export type InputSource = 'params' | 'query' | 'body' | 'headers';

/** One input a mapper reads, e.g. `body` → `updates` → `status`. */
export interface InputPath {
  readonly source: InputSource;
  readonly path: readonly string[];
}

/** How a value reached the variables: as it was, upper-cased, inside a longer string, or the object itself. */
export type Conversion = 'same' | 'upper' | 'embedded' | 'object';

/** Where an input ended up: a path in the variables (`['filter', 'categorySlugs', '[]']`, `[]` = a list item). */
export interface Location {
  readonly variablePath: readonly string[];
  readonly conversion: Conversion;
}

export interface ProbedInput extends InputPath {
  /** Names read below this one (an object of the legacy request). */
  readonly children: ProbedInput[];
  readonly locations: Location[];
}

/** Every input a mapper reads, by source, as a tree (the roots are the request's parts). */
export type ProbedInputs = Readonly<Record<InputSource, ProbedInput>>;

/** What a probe run feeds an input: an object to read further into, or a string (a mark, or a given value). */
type Presence = { kind: 'object' } | { kind: 'string'; value?: string };

const SOURCES: readonly InputSource[] = ['params', 'query', 'body', 'headers'];
/** Keys a mapper may touch without meaning a field: promise and JSON conventions, prototype methods. */
const NOT_FIELDS = new Set(['then', 'toJSON']);
const COPY_MARKER = '\u0000probe-copy:';
const MARK = /~probe(\d+)~/gi;
/** Bounds the runs for a pathological mapper: more inputs than any legacy body has. */
const MAX_INPUTS = 200;
const MAX_DEPTH = 5;

const keyOf = (input: InputPath) => JSON.stringify([input.source, ...input.path]);
const isField = (name: string | symbol): name is string =>
  typeof name === 'string' && !(name in Object.prototype) && !NOT_FIELDS.has(name);

/** One run of a mapper over stand-ins, recording what it reads. */
class ProbeRun {
  readonly reads = new Map<string, InputPath>();
  private readonly nodes = new Map<string, object>();
  private readonly nodeInputs = new WeakMap<object, InputPath>();
  private readonly marks: InputPath[] = [];

  constructor(private readonly present: ReadonlyMap<string, Presence>) {}

  request(): RouteRequest {
    return {
      method: 'GET',
      params: this.node({ source: 'params', path: [] }) as Record<string, string>,
      query: this.node({ source: 'query', path: [] }) as Record<string, unknown>,
      body: this.node({ source: 'body', path: [] }),
      headers: this.node({ source: 'headers', path: [] }) as RouteRequest['headers'],
      correlationId: '00000000-0000-4000-8000-000000000000',
      gatewayOrigin: 'data:,',
    };
  }

  /** The stand-in of an object input: every read through it is recorded. */
  private node(input: InputPath): object {
    const key = keyOf(input);
    const existing = this.nodes.get(key);
    if (existing) return existing;
    const childOf = (name: string): InputPath => ({ source: input.source, path: [...input.path, name] });
    const presentChildren = () =>
      [...this.present.keys()]
        .map((present) => JSON.parse(present) as [InputSource, ...string[]])
        .filter(
          ([source, ...path]) =>
            path.length === input.path.length + 1 && keyOf({ source, path: path.slice(0, -1) }) === key,
        )
        .map((parts) => parts[parts.length - 1]!);
    const proxy = new Proxy(
      {},
      {
        get: (target, name) => {
          if (!isField(name)) return Reflect.get(target, name);
          return name === COPY_MARKER + key ? true : this.read(childOf(name));
        },
        has: (target, name) => (isField(name) ? this.read(childOf(name)) !== undefined : Reflect.has(target, name)),
        ownKeys: () => [...presentChildren(), COPY_MARKER + key],
        getOwnPropertyDescriptor: (_target, name) => {
          if (typeof name === 'symbol') return undefined;
          const value =
            name === COPY_MARKER + key ? true : presentChildren().includes(name) ? this.read(childOf(name)) : undefined;
          return value === undefined ? undefined : { value, writable: true, enumerable: true, configurable: true };
        },
      },
    );
    this.nodes.set(key, proxy);
    this.nodeInputs.set(proxy, input);
    return proxy;
  }

  private read(input: InputPath): unknown {
    const key = keyOf(input);
    this.reads.set(key, input);
    const presence = this.present.get(key);
    if (!presence) return undefined;
    if (presence.kind === 'object') return this.node(input);
    if (presence.value !== undefined) return presence.value;
    this.marks.push(input);
    return `~probe${this.marks.length - 1}~`;
  }

  /** Where the inputs of this run went in `output` (the variables a mapper answered). */
  locate(output: unknown): Map<string, Location[]> {
    const found = new Map<string, Location[]>();
    const add = (input: InputPath, location: Location) => {
      const key = keyOf(input);
      found.set(key, [...(found.get(key) ?? []), location]);
    };
    const walk = (value: unknown, at: string[]): void => {
      if (at.length > 12) return;
      if (typeof value === 'string') {
        for (const match of value.matchAll(MARK)) {
          const input = this.marks[Number(match[1])];
          if (!input) continue;
          const mark = `~probe${match[1]}~`;
          add(input, {
            variablePath: at,
            conversion: value === mark ? 'same' : value === mark.toUpperCase() ? 'upper' : 'embedded',
          });
        }
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      // A stand-in is never walked into: that would read through it.
      const input = this.nodeInputs.get(value);
      if (input) {
        add(input, { variablePath: at, conversion: 'object' });
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item) => walk(item, [...at, '[]']));
        return;
      }
      for (const [name, item] of Object.entries(value)) {
        if (name.startsWith(COPY_MARKER)) {
          const [source, ...path] = JSON.parse(name.slice(COPY_MARKER.length)) as [InputSource, ...string[]];
          add({ source, path }, { variablePath: at, conversion: 'object' });
        } else walk(item, [...at, name]);
      }
    };
    walk(output, []);
    return found;
  }
}

type Mapper = (req: RouteRequest) => unknown;

function run(
  mapper: Mapper,
  present: ReadonlyMap<string, Presence>,
  params: readonly string[],
): { run: ProbeRun; output: unknown } {
  const probe = new ProbeRun(withParams(present, params));
  let output: unknown;
  try {
    output = mapper(probe.request());
  } catch {
    // A mapper may refuse a stand-in (a mark is not a valid value): what it read until then still counts.
  }
  return { run: probe, output };
}

/** Path parameters are always there, as marked strings. */
function withParams(present: ReadonlyMap<string, Presence>, params: readonly string[]): Map<string, Presence> {
  const all = new Map(present);
  for (const name of params) {
    const key = keyOf({ source: 'params', path: [name] });
    if (!all.has(key)) all.set(key, { kind: 'string' });
  }
  return all;
}

/** The presence of `input`'s ancestors (objects) and of `input` itself. */
function presenceOf(input: InputPath, own: Presence): Map<string, Presence> {
  const present = new Map<string, Presence>();
  for (let depth = 1; depth < input.path.length; depth++)
    present.set(keyOf({ source: input.source, path: input.path.slice(0, depth) }), { kind: 'object' });
  present.set(keyOf(input), own);
  return present;
}

/** Finds every input a mapper reads, following each into its nested names. */
function discover(mapper: Mapper, params: readonly string[]): Map<string, InputPath> {
  const found = new Map<string, InputPath>();
  const pending: InputPath[] = [];
  const collect = (reads: Map<string, InputPath>) => {
    for (const [key, input] of reads) {
      if (found.has(key) || found.size >= MAX_INPUTS || input.path.length > MAX_DEPTH) continue;
      if (input.source === 'params' && (input.path.length !== 1 || !params.includes(input.path[0]!))) continue;
      found.set(key, input);
      if (input.source !== 'params') pending.push(input);
    }
  };
  collect(run(mapper, new Map(), params).run.reads);
  for (let input = pending.shift(); input; input = pending.shift()) {
    collect(run(mapper, presenceOf(input, { kind: 'object' }), params).run.reads);
  }
  return found;
}

/** Probes a mapper: every input it reads, and where each ends up in what it answers. */
export function probeInputs(mapper: Mapper | undefined, params: readonly string[]): ProbedInputs {
  const root = (source: InputSource): ProbedInput => ({ source, path: [], children: [], locations: [] });
  const roots: Record<InputSource, ProbedInput> = {
    params: root('params'),
    query: root('query'),
    body: root('body'),
    headers: root('headers'),
  };
  if (!mapper) return roots;
  const inputs = discover(mapper, params);
  const probed = new Map<string, ProbedInput>();
  for (const source of SOURCES) probed.set(keyOf({ source, path: [] }), roots[source]);
  // Shorter paths first, so that every parent exists before its children.
  for (const input of [...inputs.values()].sort((a, b) => a.path.length - b.path.length)) {
    const parent = probed.get(keyOf({ source: input.source, path: input.path.slice(0, -1) }));
    if (!parent) continue;
    const node: ProbedInput = { ...input, children: [], locations: [] };
    parent.children.push(node);
    probed.set(keyOf(input), node);
  }
  const locateWith = (input: ProbedInput, presence: Presence) => {
    const { run: probe, output } = run(mapper, presenceOf(input, presence), params);
    return probe.locate(output).get(keyOf(input)) ?? [];
  };
  for (const node of probed.values()) {
    if (node.path.length === 0) {
      const { run: probe, output } = run(mapper, new Map(), params);
      node.locations.push(...(probe.locate(output).get(keyOf(node)) ?? []));
    } else if (node.children.length === 0) {
      // A leaf: a marked string shows its conversion; an object still shows where a value that is not a string goes.
      const located = locateWith(node, { kind: 'string' });
      node.locations.push(...(located.length ? located : locateWith(node, { kind: 'object' })));
    } else {
      node.locations.push(...locateWith(node, { kind: 'object' }));
    }
  }
  return roots;
}

/** The leaves of a probed tree (inputs with no names read below them), depth first. */
export function leavesOf(input: ProbedInput): ProbedInput[] {
  return input.children.flatMap((child) => (child.children.length ? leavesOf(child) : [child]));
}

/**
 * What a route's `when` decides on: its answer with none of the inputs it reads, and with each one alone given
 * each candidate value (`undefined` in `candidates` stands for "sent, any value").
 */
export interface WhenOutcome {
  readonly input: InputPath;
  readonly value: string | undefined;
  readonly chosen: boolean;
}

export function probeWhen(
  when: (req: RouteRequest) => boolean,
  params: readonly string[],
  candidates: (input: InputPath) => readonly string[],
): { inputs: InputPath[]; baseline: boolean; outcomes: WhenOutcome[] } {
  // A `when` that throws on a stand-in does not choose its route.
  const decide = (present: ReadonlyMap<string, Presence>) => run(when, present, params).output === true;
  const inputs = [...discover(when, params).values()].filter((input) => input.source !== 'params');
  const leaves = inputs.filter(
    (input) =>
      !inputs.some(
        (other) =>
          other.path.length > input.path.length &&
          keyOf({ ...other, path: other.path.slice(0, input.path.length) }) === keyOf(input),
      ),
  );
  const baseline = decide(new Map());
  const outcomes: WhenOutcome[] = [];
  for (const input of leaves) {
    for (const value of [undefined, ...candidates(input)]) {
      outcomes.push({
        input,
        value,
        chosen: decide(presenceOf(input, value === undefined ? { kind: 'string' } : { kind: 'string', value })),
      });
    }
  }
  return { inputs: leaves, baseline, outcomes };
}
