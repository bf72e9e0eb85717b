import { Kind, parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { readSupergraph } from '../../schema/supergraph.js';

/**
 * Issue 36: every Query field is either `@cacheable` or listed in docs/ARCHITECTURE.md (› Reads the response cache
 * does not keep) with the reason it is not. A field added without either fails here, named; so does a listed field
 * that became cacheable or no longer exists, so that the list stays the truth.
 */
function listedFields(): Map<string, string> {
  const text = readFileSync('docs/ARCHITECTURE.md', 'utf8');
  const section = text.slice(text.indexOf('**Reads the response cache does not keep.**'));
  const listed = new Map<string, string>();
  for (const match of section.matchAll(/^\| `Query\.(\w+)` \| (.+) \|$/gm)) listed.set(match[1], match[2]);
  return listed;
}

async function queryFields(): Promise<{ name: string; cacheable: boolean }[]> {
  const document = parse(await readSupergraph());
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Query'
      ? (definition.fields ?? []).map((field) => ({
          name: field.name.value,
          cacheable: field.directives?.some((directive) => directive.name.value === 'cacheable') ?? false,
        }))
      : [],
  );
}

test('every Query field is @cacheable or listed with the reason it is not', async () => {
  const listed = listedFields();
  const fields = await queryFields();
  expect(fields.filter((field) => !field.cacheable && !listed.has(field.name)).map((field) => field.name)).toEqual([]);
  // The walk found the fields, and the list its rows.
  expect(fields.length).toBeGreaterThan(60);
  expect(listed.size).toBeGreaterThan(10);
});

test('the list names no cacheable field and no field that is gone', async () => {
  const fields = new Map((await queryFields()).map((field) => [field.name, field.cacheable]));
  const stale = [...listedFields().keys()].filter((name) => fields.get(name) !== false);
  expect(stale).toEqual([]);
});
