import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, parse, print, type DefinitionNode, type DocumentNode } from 'graphql';
import { badRequest } from './errors.js';

/**
 * A document parsed at load, with interpolated fragments (documents or strings) appended once each, typed by the
 * caller (`gql<Data, Variables>\`...\``): for the engine's own tests, whose schemas are no part of the
 * supergraph. Route tables write theirs with the generated `graphql(...)`, typed by codegen.
 */
export function gql<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: (DocumentNode | string)[]
): TypedDocumentNode<TData, TVariables> {
  let source = strings[0] ?? '';
  values.forEach((value, index) => {
    source += (typeof value === 'string' ? value : print(value)) + (strings[index + 1] ?? '');
  });
  const document = parse(source);
  const seen = new Set<string>();
  const definitions: DefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (seen.has(definition.name.value)) continue;
      seen.add(definition.name.value);
    }
    definitions.push(definition);
  }
  return { ...document, definitions };
}

/** The name of a document's operation (sent to the gateway as `operationName`). */
export function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  }
  return undefined;
}

/**
 * The id GraphQL Code Generator gave a document of the route tables (`__meta__.hash`, with `persistedDocuments` in
 * codegen.yml): its key in rest-adapter/generated/persisted-documents.json, which the gateway loads as trusted
 * documents. Undefined for a document written otherwise (a test's own `gql`), which is then sent as text.
 */
export function documentIdOf(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

// ---- query-string conversions (`input.ts`'s `query*` helpers): convert only what is unambiguous, pass anything
// ---- else raw so that the route's declaration refuses it with a 400 (a query string carries only strings).

const INTEGER = /^-?\d{1,15}$/;

/** `'20'` → 20; anything else is passed as it came. */
export function intParam(value: unknown): unknown {
  return typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value.trim()) : value;
}

/** `'true'`/`'1'` → true, `'false'`/`'0'` → false; anything else is passed as it came. */
export function boolParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const normalized = value.trim().toLowerCase();
  if (normalized === 'true' || normalized === '1') return true;
  if (normalized === 'false' || normalized === '0') return false;
  return value;
}

/** A list from comma-separated and/or repeated parameters (`a,b` or `x=a&x=b`); empty → undefined. */
export function listParam(value: unknown): unknown {
  if (value === undefined) return undefined;
  const parts = Array.isArray(value) ? value : [value];
  if (!parts.every((part) => typeof part === 'string')) return value;
  const items = parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

/** A query parameter meant as one string: the first of repeated values, empty as absent. */
export function stringParam(value: unknown): unknown {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return first === '' ? undefined : first;
}

/** A GraphQL enum value back to the legacy lower case. */
export function enumOut<TValue extends string>(value: TValue): Lowercase<TValue>;
export function enumOut<TValue extends string>(value: TValue | null): Lowercase<TValue> | null;
export function enumOut(value: unknown): unknown;
export function enumOut(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** Drops undefined entries, so that absent REST fields stay absent GraphQL variables. */
export function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request body as an object; a missing body is an empty one, anything else (array, string) is a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isPlainObject(body)) throw badRequest('Request body must be a JSON object');
  return body;
}
