import { getOperationAST, Kind, parse, type DocumentNode } from 'graphql';
import { measureDocument, type DocumentLimits } from '../document-limits.js';
import { isSha256Id, MAX_DOCUMENT_ID_LENGTH, normalizeDocumentId, sha256Of } from './document-id.js';

/**
 * The two manifest formats clients build: Apollo's persisted query list (its `generate-persisted-query-manifest`,
 * what Apollo Router's safelisting loads) and GraphQL Code Generator's client preset `persisted-documents.json`
 * (`presetConfig.persistedDocuments`, what Hive Gateway and Cosmo accept), a map from id to text.
 */
export type ManifestFormat = 'apollo-persisted-query-manifest' | 'persisted-documents';

export type OperationType = 'query' | 'mutation' | 'subscription';

/** One trusted document: its id (normalized, see normalizeDocumentId), its text, its operation's name and type. */
export interface TrustedDocument {
  readonly id: string;
  readonly body: string;
  readonly name: string | null;
  readonly type: OperationType | null;
}

export interface Manifest {
  readonly format: ManifestFormat;
  readonly documents: readonly TrustedDocument[];
}

/** Why a manifest is refused, every problem found (a manifest is loaded whole or not at all). */
export class ManifestRefused extends Error {
  override name = 'ManifestRefused';
  constructor(readonly problems: readonly string[]) {
    super(
      `The manifest is refused, nothing was loaded (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems
          .slice(0, 20)
          .map((problem) => `  - ${problem}`)
          .join('\n') +
        (problems.length > 20 ? `\n  ... and ${problems.length - 20} more` : ''),
    );
  }
}

const APOLLO_FORMAT = 'apollo-persisted-query-manifest';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entries of a manifest in either format, as id and text, before any check of the documents themselves. */
function entriesOf(json: unknown): { format: ManifestFormat; entries: { id: unknown; body: unknown; at: string }[] } {
  if (!isObject(json)) throw new ManifestRefused(['a manifest is a JSON object']);
  if ('format' in json || 'operations' in json) {
    if (json.format !== APOLLO_FORMAT)
      throw new ManifestRefused([`"format" must be "${APOLLO_FORMAT}", not ${JSON.stringify(json.format)}`]);
    if (json.version !== 1)
      throw new ManifestRefused([`"version" ${JSON.stringify(json.version)} is not supported (only 1)`]);
    if (!Array.isArray(json.operations)) throw new ManifestRefused(['"operations" must be an array']);
    return {
      format: APOLLO_FORMAT,
      entries: json.operations.map((operation: unknown, index) =>
        isObject(operation)
          ? { id: operation.id, body: operation.body, at: `operations[${index}]` }
          : { id: undefined, body: undefined, at: `operations[${index}]` },
      ),
    };
  }
  return {
    format: 'persisted-documents',
    entries: Object.entries(json).map(([id, body]) => ({ id, body, at: JSON.stringify(id) })),
  };
}

/** The checked document of one entry, or why it is refused. */
function documentOf(id: unknown, body: unknown, limits: DocumentLimits): TrustedDocument | string {
  if (typeof id !== 'string' || id.length === 0) return 'its id is not a non-empty string';
  if (id.length > MAX_DOCUMENT_ID_LENGTH) return `its id is longer than ${MAX_DOCUMENT_ID_LENGTH} characters`;
  if (typeof body !== 'string' || body.length === 0) return 'its body is not a non-empty string';
  const normalized = normalizeDocumentId(id);
  // A client sending a text it has a hash for computes the same hash: an id that is a SHA-256 names that text only.
  if (isSha256Id(normalized) && sha256Of(body) !== normalized)
    return 'its id is a SHA-256 but not the SHA-256 of its body';
  // The same limits as any document a client sends, checked once here: the guard never refuses a trusted document.
  const beyond = measureDocument(body, limits).refusal;
  if (beyond) return beyond;
  let document: DocumentNode;
  try {
    document = parse(body, { maxTokens: limits.maxTokens });
  } catch (error) {
    return `it does not parse: ${error instanceof Error ? error.message : String(error)}`;
  }
  const invalid = document.definitions.find(
    (definition) => definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION,
  );
  if (invalid) return `it defines a ${invalid.kind}: a trusted document holds operations and fragments only`;
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0) return 'it has no operation';
  const single = operations.length === 1 ? getOperationAST(document) : null;
  return {
    id: normalized,
    body,
    name: single?.name?.value ?? null,
    type: single ? single.operation : null,
  };
}

/**
 * A manifest read from its JSON: every entry checked (its id, its text parses and keeps to the document limits,
 * ids unique), in either format. Throws ManifestRefused with every problem found when any entry is wrong.
 */
export function readManifest(json: unknown, limits: DocumentLimits): Manifest {
  const { format, entries } = entriesOf(json);
  const problems: string[] = [];
  const documents = new Map<string, TrustedDocument>();
  for (const { id, body, at } of entries) {
    const document = documentOf(id, body, limits);
    if (typeof document === 'string') {
      problems.push(`${at}: ${document}`);
      continue;
    }
    const earlier = documents.get(document.id);
    if (earlier && earlier.body !== document.body) problems.push(`${at}: its id names another document earlier`);
    documents.set(document.id, document);
  }
  if (entries.length === 0) problems.push('the manifest has no document');
  if (problems.length) throw new ManifestRefused(problems);
  return { format, documents: [...documents.values()] };
}
