import { DEFAULT_DOCUMENT_LIMITS } from '../document-limits.js';
import { normalizeDocumentId, sha256Of } from './document-id.js';
import { ManifestRefused, readManifest } from './manifest.js';

const LIMITS = { ...DEFAULT_DOCUMENT_LIMITS, maxDepth: 12 };
const QUERY = 'query Courses { courses { id } }';
const SUBSCRIPTION = 'subscription Updates { profileUpdated(entityId: "x") { entityId } }';

test("reads Apollo's persisted query list: ids, bodies, names and types", () => {
  const manifest = readManifest(
    {
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [
        { id: sha256Of(QUERY), body: QUERY, name: 'Courses', type: 'query' },
        { id: 'custom-id', body: SUBSCRIPTION, name: 'Updates', type: 'subscription' },
      ],
    },
    LIMITS,
  );
  expect(manifest).toEqual({
    format: 'apollo-persisted-query-manifest',
    documents: [
      { id: sha256Of(QUERY), body: QUERY, name: 'Courses', type: 'query' },
      { id: 'custom-id', body: SUBSCRIPTION, name: 'Updates', type: 'subscription' },
    ],
  });
});

test("reads codegen's persisted-documents.json, with or without the sha256: prefix", () => {
  const manifest = readManifest(
    { [`sha256:${sha256Of(QUERY)}`]: QUERY, [sha256Of(SUBSCRIPTION)]: SUBSCRIPTION },
    LIMITS,
  );
  expect(manifest.format).toBe('persisted-documents');
  expect(manifest.documents.map((document) => document.id)).toEqual([sha256Of(QUERY), sha256Of(SUBSCRIPTION)]);
});

test('one id whatever its spelling: sha256:<hex>, bare hex, upper case; any other id as it is', () => {
  const hex = sha256Of(QUERY);
  expect(normalizeDocumentId(`sha256:${hex}`)).toBe(hex);
  expect(normalizeDocumentId(hex.toUpperCase())).toBe(hex);
  expect(normalizeDocumentId('my-app:Courses:1')).toBe('my-app:Courses:1');
});

test('refuses the whole manifest, naming every wrong entry', () => {
  const deep = `query Deep { ${'a { '.repeat(20)}b${' }'.repeat(20)} }`;
  let refusal: unknown;
  try {
    readManifest(
      {
        [sha256Of(QUERY)]: QUERY,
        [sha256Of('query {')]: 'query {',
        [sha256Of(deep)]: deep,
        [sha256Of('type T { a: Int }')]: 'type T { a: Int }',
        [sha256Of('x')]: QUERY,
        empty: '',
      },
      LIMITS,
    );
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(ManifestRefused);
  expect((refusal as ManifestRefused).problems).toEqual([
    expect.stringContaining('it does not parse'),
    expect.stringContaining('depth'),
    expect.stringContaining('a trusted document holds operations and fragments only'),
    expect.stringContaining('not the SHA-256 of its body'),
    expect.stringContaining('its body is not a non-empty string'),
  ]);
});

test.each([
  [[], 'a manifest is a JSON object'],
  [{ format: 'other', version: 1, operations: [] }, '"format" must be "apollo-persisted-query-manifest"'],
  [{ format: 'apollo-persisted-query-manifest', version: 2, operations: [] }, 'is not supported'],
  [{ format: 'apollo-persisted-query-manifest', version: 1, operations: {} }, '"operations" must be an array'],
  [{ format: 'apollo-persisted-query-manifest', version: 1, operations: [] }, 'the manifest has no document'],
  [
    {
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [
        { id: 'same', body: QUERY },
        { id: 'same', body: SUBSCRIPTION },
      ],
    },
    'its id names another document earlier',
  ],
])('refuses a manifest that is none: %j', (json, message) => {
  expect(() => readManifest(json, LIMITS)).toThrow(message);
});
