import escapeHtml from 'escape-html';

/**
 * The template language of document templates: `{{name}}` placeholders (whitespace allowed inside the braces,
 * `{{ name }}`) in an HTML body. Names start with a letter or underscore and go on with letters, digits,
 * underscores, dots or hyphens, so that `{{director.din}}` and `{{meeting-date}}` read naturally.
 */

/** The shape of a variable name, anchored (for checking declared names). */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/;

/** A placeholder: `{{`, optional whitespace, a name, optional whitespace, `}}`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]{0,99})\s*\}\}/g;

/** Anything between double braces, to find placeholders whose name is not a valid one (`{{ 1st }}`, `{{a b}}`). */
const BRACED = /\{\{([^{}]*)\}\}/g;

/**
 * The variable names the body uses, in the order of their first appearance. Text between double braces that is
 * not a valid name is returned in `malformed`, since it would otherwise stay in the document unreplaced.
 */
export function placeholdersOf(body: string): { names: string[]; malformed: string[] } {
  const names = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) names.add(match[1]);
  const malformed = [...body.matchAll(BRACED)]
    .filter((match) => !VARIABLE_NAME.test(match[1].trim()))
    .map((match) => match[0]);
  return { names: [...names], malformed: [...new Set(malformed)] };
}

/**
 * The body with every placeholder replaced by its value, HTML-escaped, so that a value can never add markup
 * (`<script>`, attributes broken out of by quotes, entities). One pass over the body: a value that itself looks
 * like a placeholder stays text. Every name the body uses must have a value (the caller checks that first).
 */
export function renderBody(body: string, values: ReadonlyMap<string, string>): string {
  return body.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`No value for template variable ${name}`);
    return escapeHtml(value);
  });
}
