import { probeInputs, type InputPath, type Location, type ProbedInput } from './request-probe.js';
import type { ProbedRoute } from './types.js';

/**
 * GraphQL's refusals of the variables a route sent, in the legacy client's terms. graphql-js words them after the
 * operation's variables (`Variable "$input" got invalid value 5 at "input.amount"; String cannot represent ...`),
 * which a legacy client never sent: the variable and the path inside it are traced back to the body field, query
 * parameter or path parameter the route's `variables` mapper took the value from (learnt by `request-probe.ts`,
 * like the OpenAPI documents learn it), and the problem is said in words of JSON, not of GraphQL types.
 */

/** One refused input: where the legacy request had it, and what is wrong with it. */
export interface InputProblem {
  /** E.g. `body field "amount"`, `query parameter "page"`; undefined when no legacy input leads there. */
  readonly input?: string;
  /** The key of `details.fields`: the legacy name, dotted (`stepRates[0].rate`). */
  readonly field?: string;
  readonly problem: string;
  /** The whole sentence, where a legacy service worded a field's refusal its own way (`input.ts`: `ownWords`). */
  readonly sentence?: string;
}

type PathKey = string | number;

const NAME = '[_A-Za-z][_0-9A-Za-z]*';
const MISSING_VARIABLE = new RegExp(
  `^Variable "\\$(${NAME})" of (?:required|non-null) type "[^"]*" (?:was not provided|must not be null)\\.$`,
);
const INVALID_VALUE = new RegExp(`^Variable "\\$(${NAME})" got invalid value `);
const MISSING_FIELD = new RegExp(`Field "(${NAME})" of required type "[^"]*" was not provided\\.$`);
const UNKNOWN_FIELD = new RegExp(`Field "([^]*)" is not defined by type "${NAME}"\\.$`);
const SUGGESTION = new RegExp(` Did you mean (?:the enum value )?(?:"${NAME}"(?:, |,? or )?)+\\?$`);
const NOT_REPRESENTABLE = new RegExp(`^(${NAME}) cannot represent`);

/** What a scalar's refusal means for a JSON value. */
const SCALAR_PROBLEMS: Readonly<Record<string, string>> = {
  Int: 'must be an integer',
  Float: 'must be a number',
  String: 'must be a string',
  ID: 'must be a string',
  Boolean: 'must be true or false',
  DateTime: 'must be a date-time (ISO 8601)',
  DateTimeISO: 'must be a date-time (ISO 8601)',
  JSONObject: 'must be an object',
};

/** `.a[0].b` → `['a', 0, 'b']` (graphql-js's printPathArray, read back). */
function pathSegments(printed: string): PathKey[] {
  return [...printed.matchAll(new RegExp(`\\.(${NAME})|\\[(\\d+)\\]`, 'g'))].map((match) =>
    match[1] !== undefined ? match[1] : Number(match[2]),
  );
}

/** The problem a graphql-js coercion message states, after the value and the path it names. */
function problemOf(inner: string): { problem: string; field?: string } {
  const text = inner.replace(SUGGESTION, '');
  const missing = MISSING_FIELD.exec(text);
  if (missing) return { problem: 'is required', field: missing[1] };
  const unknown = UNKNOWN_FIELD.exec(text);
  if (unknown) return { problem: 'is not a field this request takes', field: unknown[1] };
  if (/not to be null\.$/.test(text)) return { problem: 'is required' };
  if (/to be an object\.$/.test(text)) return { problem: 'must be an object' };
  if (/does not exist in "[^"]*" enum\.$|^Enum "[^"]*" cannot represent/.test(text))
    return { problem: 'is not one of the accepted values' };
  const scalar = NOT_REPRESENTABLE.exec(text)?.[1];
  return { problem: (scalar && SCALAR_PROBLEMS[scalar]) ?? 'is not a valid value' };
}

/** A graphql-js variable-coercion message, parsed: the path from the variable's name on, and the problem. */
export function variableProblem(message: string): { path: PathKey[]; problem: string } | undefined {
  const missing = MISSING_VARIABLE.exec(message);
  if (missing) return { path: [missing[1]!], problem: 'is required' };
  const invalid = INVALID_VALUE.exec(message);
  if (!invalid) return undefined;
  const variable = invalid[1]!;
  const rest = message.slice(invalid[0].length);
  const end = endOfValue(rest, new RegExp(` at "${variable}((?:\\.${NAME}|\\[\\d+\\])*)"; `, 'y'));
  if (!end) return { path: [variable], problem: 'is not a valid value' };
  const path: PathKey[] = [variable, ...pathSegments(end.path)];
  const { problem, field } = problemOf(rest.slice(end.index));
  return { path: field === undefined ? path : [...path, field], problem };
}

/**
 * Where the printed value ends: graphql-js prints it first (strings JSON-quoted), then ` at "<variable><path>"`
 * when the problem lies inside it, then `; ` and the problem. What a string of the client's holds is skipped, so
 * that a value that reads like a message does not end the value early.
 */
function endOfValue(rest: string, at: RegExp): { index: number; path: string } | undefined {
  let quoted = false;
  for (let index = 0; index < rest.length; index++) {
    const char = rest[index];
    if (quoted) {
      if (char === '\\') index++;
      else if (char === '"') quoted = false;
      continue;
    }
    at.lastIndex = index;
    const path = at.exec(rest);
    if (path) return { index: index + path[0].length, path: path[1]! };
    if (rest.startsWith('; ', index)) return { index: index + 2, path: '' };
    if (char === '"') quoted = true;
  }
  return undefined;
}

/** Whether a message speaks of the operation's variables (and so must never reach a legacy client as it is). */
export const namesVariables = (message: string) => /\bVariable "\$/.test(message);

interface Mapping {
  readonly input: InputPath;
  readonly location: Location;
}

const normalized = (path: readonly PathKey[]) => path.map((key) => (typeof key === 'number' ? '[]' : key));
const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.length <= path.length && prefix.every((key, index) => path[index] === key);

function legacyName(input: InputPath, suffix: readonly PathKey[]): { label: string; field: string } {
  const keys: PathKey[] = [...input.path, ...suffix];
  const field = keys.map((key, index) => (typeof key === 'number' ? `[${key}]` : index ? `.${key}` : key)).join('');
  const kind = { body: 'body field', query: 'query parameter', params: 'path parameter', headers: 'header' }[
    input.source
  ];
  return { label: field ? `${kind} "${field}"` : 'the request body', field: field || 'body' };
}

/** Where a route's mapper puts each legacy input in the variables, read backwards. */
export class LegacyInputs {
  private readonly mappings: Mapping[] = [];

  constructor(route: Pick<ProbedRoute<unknown>, 'variables' | 'path'>) {
    const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const inputs = probeInputs(route.variables, params);
    const visit = (node: ProbedInput) => {
      for (const location of node.locations)
        if (location.conversion !== 'embedded') this.mappings.push({ input: node, location });
      node.children.forEach(visit);
    };
    Object.values(inputs).forEach(visit);
  }

  /** The legacy input a path in the variables came from: the same place, or inside a value passed on as it came. */
  private source(path: readonly PathKey[]): { input: InputPath; suffix: PathKey[] } | undefined {
    const wanted = normalized(path);
    let best: { mapping: Mapping; exact: boolean } | undefined;
    for (const mapping of this.mappings) {
      const at = mapping.location.variablePath;
      const exact = at.length === wanted.length && startsWith(wanted, at);
      const whole = mapping.location.conversion === 'object' || mapping.location.conversion === 'same';
      if (!exact && !(whole && startsWith(wanted, at))) continue;
      // The exact place first, else the deepest object; among alternatives (`a ?? b`) the first read.
      if (
        !best ||
        (exact && !best.exact) ||
        (exact === best.exact && at.length > best.mapping.location.variablePath.length)
      )
        best = { mapping, exact };
    }
    if (!best) return undefined;
    return { input: best.mapping.input, suffix: path.slice(best.mapping.location.variablePath.length) };
  }

  /** A coercion message in legacy terms; undefined when it is not one. */
  problem(message: string): InputProblem | undefined {
    const parsed = variableProblem(message);
    if (!parsed) return undefined;
    const source = this.source(parsed.path);
    if (!source) return { problem: parsed.problem };
    const { label, field } = legacyName(source.input, source.suffix);
    return { input: label, field, problem: parsed.problem };
  }
}

const known = new WeakMap<ProbedRoute<unknown>, LegacyInputs>();

/**
 * Transitional, for probed routes: the route's inputs read backwards, learnt the first time a request of it is
 * refused (probing costs a few runs of its mapper). A declared route refuses its input itself (`input.ts`).
 */
export function legacyInputsOf(route: ProbedRoute<unknown>): LegacyInputs {
  let inputs = known.get(route);
  if (!inputs) {
    inputs = new LegacyInputs(route);
    known.set(route, inputs);
  }
  return inputs;
}

/** `details.fields` of a refusal: each legacy field name with its problems; undefined when no field is named. */
export function problemDetails(problems: readonly InputProblem[]): { fields: Record<string, string[]> } | undefined {
  // A Map: the client names the fields, `toString` and `__proto__` included.
  const fields = new Map<string, string[]>();
  for (const { field, problem } of problems) {
    if (field === undefined) continue;
    const known = fields.get(field) ?? [];
    if (!known.includes(problem)) fields.set(field, [...known, problem]);
  }
  return fields.size ? { fields: Object.fromEntries(fields) } : undefined;
}

/** One sentence for the problems of a request: `Body field "amount" must be a string; query parameter "page" ...`. */
export function describeProblems(problems: readonly InputProblem[]): string {
  const sentences = [
    ...new Set(
      problems.map(
        (problem) =>
          problem.sentence ??
          (problem.input ? `${problem.input} ${problem.problem}` : `A value of the request ${problem.problem}`),
      ),
    ),
  ];
  const text = sentences.join('; ');
  // A legacy sentence is kept as it was worded, its first letter included.
  return problems[0]?.sentence !== undefined ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
