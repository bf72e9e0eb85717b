import { validationError } from '../../platform/errors.js';

/** A lone surrogate: in `u` mode a surrogate pair is one code point, so only lone ones match. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text the database and the validators can hold: well-formed Unicode (no lone surrogate) without U+0000. */
const isStorableText = (text: string) => !LONE_SURROGATE.test(text) && !text.includes('\u0000');

/** The path of the first string (or object key) inside `args` that is no storable text, if any. */
function pathOfUnstorableText(args: Record<string, unknown>): string | undefined {
  // Iterative, since clients choose how deep their JSON arguments nest.
  const pending: [unknown, string][] = Object.entries(args).map(([name, value]) => [value, name]);
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [value, path] = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
      continue;
    }
    // Uploads arrive as promises of the file; dates are no text.
    if (
      typeof value !== 'object' ||
      value === null ||
      value instanceof Date ||
      typeof (value as { then?: unknown }).then === 'function'
    )
      continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
      if (!isStorableText(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, jsonb refuses lone surrogates, and validators (isEmail) throw on
 * them: an argument carrying either is invalid input, refused with VALIDATION_ERROR before the resolver runs,
 * instead of failing deeper down as an internal error.
 */
export function refuseUnstorableText(args: Record<string, unknown>): void {
  const path = pathOfUnstorableText(args);
  if (path) {
    const problem = 'must be valid Unicode text without NUL characters';
    throw validationError(`Invalid input: ${path} ${problem}`, { fields: { [path]: [problem] } });
  }
}
