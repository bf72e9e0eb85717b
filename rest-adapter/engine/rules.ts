import { isPlainObject, stringParam } from './mapping.js';
import type { RouteRequest } from './types.js';

/**
 * The rule that tells apart routes sharing one method and path (`RouteDefinition.when`, interface variants),
 * declared as data: the engine tests each request against it, and the OpenAPI documents put the same declaration
 * in words (`describeRule`), so that what a document says of a variant is what the engine does.
 */

/** Where a rule looks: a request header, a query parameter, or a field of the JSON (or multipart) body. */
export type RuleSource = 'header' | 'query' | 'body';

export type RouteRule =
  | { readonly kind: 'sent'; readonly source: RuleSource; readonly name: string }
  | { readonly kind: 'is'; readonly source: RuleSource; readonly name: string; readonly value: string }
  | { readonly kind: 'not'; readonly rule: RouteRule }
  | { readonly kind: 'all'; readonly rules: readonly RouteRule[] };

/** The input is there, whatever its value (a body that is no object has no fields). */
export const sent = (source: RuleSource, name: string): RouteRule => ({ kind: 'sent', source, name });

/**
 * The input is a string spelling `value` as legacy enum values are spelt: trimmed, in any case (`Cancelled`);
 * a repeated query parameter by its first value.
 */
export const is = (source: RuleSource, name: string, value: string): RouteRule => ({ kind: 'is', source, name, value });

export const not = (rule: RouteRule): RouteRule => ({ kind: 'not', rule });

export const all = (...rules: RouteRule[]): RouteRule => ({ kind: 'all', rules });

function valueOf(req: RouteRequest, source: RuleSource, name: string): unknown {
  switch (source) {
    case 'header':
      return req.headers[name.toLowerCase()];
    case 'query':
      return Object.hasOwn(req.query, name) ? req.query[name] : undefined;
    case 'body':
      return isPlainObject(req.body) && Object.hasOwn(req.body, name) ? req.body[name] : undefined;
  }
}

/** Whether a request meets a rule. */
export function meets(req: RouteRequest, rule: RouteRule): boolean {
  switch (rule.kind) {
    case 'sent':
      return valueOf(req, rule.source, rule.name) !== undefined;
    case 'is': {
      const raw = valueOf(req, rule.source, rule.name);
      // Only a query string repeats a name; a list in a body is no value of one.
      const value = rule.source === 'query' ? stringParam(raw) : raw;
      return typeof value === 'string' && value.trim().toLowerCase() === rule.value.toLowerCase();
    }
    case 'not':
      return !meets(req, rule.rule);
    case 'all':
      return rule.rules.every((each) => meets(req, each));
  }
}

function inputWords(source: RuleSource, name: string): string {
  return source === 'header'
    ? `the \`${name}\` header`
    : source === 'body'
      ? `body field \`${name}\``
      : `query parameter \`${name}\``;
}

/** A rule in words: `body field \`status\` is \`cancelled\` and body field \`step\` is not sent`. */
export function describeRule(rule: RouteRule): string {
  switch (rule.kind) {
    case 'sent':
      return `${inputWords(rule.source, rule.name)} is sent`;
    case 'is':
      return `${inputWords(rule.source, rule.name)} is \`${rule.value}\` (in any case)`;
    case 'not':
      return rule.rule.kind === 'sent'
        ? `${inputWords(rule.rule.source, rule.rule.name)} is not sent`
        : rule.rule.kind === 'is'
          ? `${inputWords(rule.rule.source, rule.rule.name)} is not \`${rule.rule.value}\``
          : `not (${describeRule(rule.rule)})`;
    case 'all':
      return rule.rules.map(describeRule).join(' and ');
  }
}

/** How the engine picks a route among those of one method and path, in words of its rule. */
export function selectionRule(rule: RouteRule | undefined): string {
  if (!rule) return 'Taken when no route listed before it is.';
  if (rule.kind === 'not') return `Taken unless ${describeRule(rule.rule)}.`;
  return `Taken when ${describeRule(rule)}.`;
}
