import { Kind, parse } from 'graphql';
import { readFile } from 'node:fs/promises';
import { composeSupergraph } from '../../schema/composition.js';
import { schemaFile } from '../../schema/supergraph.js';

describe('checked-in schemas', () => {
  it('are exactly what `npm run compose` produces from the code', async () => {
    const { subgraphs, supergraph } = await composeSupergraph();
    for (const [name, sdl] of Object.entries(subgraphs)) {
      expect({ name, sdl: await readFile(schemaFile(name), 'utf8') }).toEqual({ name, sdl });
    }
    expect(await readFile(schemaFile('supergraph'), 'utf8')).toEqual(supergraph);
  });

  it('never lets two subgraphs define the same root field', async () => {
    const { subgraphs } = await composeSupergraph();
    const owners = new Map<string, string>();
    for (const [name, sdl] of Object.entries(subgraphs)) {
      for (const definition of parse(sdl).definitions) {
        if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
        if (definition.name.value !== 'Query' && definition.name.value !== 'Mutation') continue;
        for (const field of definition.fields ?? []) {
          if (field.name.value.startsWith('_')) continue;
          const key = `${definition.name.value}.${field.name.value}`;
          expect({ key, owner: owners.get(key) ?? name }).toEqual({ key, owner: name });
          owners.set(key, name);
        }
      }
    }
    expect(owners.size).toBeGreaterThan(0);
  });
});
