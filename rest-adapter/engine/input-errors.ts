/**
 * A refused request in the legacy client's terms: each refused input named as the client sent it (the body field,
 * query parameter or path parameter of the route's declaration, `input.ts`), said in words of JSON, not of
 * GraphQL types.
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

/** Whether a message speaks of the operation's variables (and so must never reach a legacy client as it is). */
export const namesVariables = (message: string) => /\bVariable "\$/.test(message);

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
