import { readFile } from 'node:fs/promises';
import { composeSupergraph, schemaFile } from '../../schema/composition.js';

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
      for (const block of sdl.matchAll(/type (Query|Mutation) \{([^}]*)\}/g)) {
        for (const field of block[2]!.matchAll(/^\s+(\w+)[(:]/gm)) {
          const key = `${block[1]}.${field[1]}`;
          if (field[1]!.startsWith('_')) continue;
          expect({ key, owner: owners.get(key) ?? name }).toEqual({ key, owner: name });
          owners.set(key, name);
        }
      }
    }
    expect(owners.size).toBeGreaterThan(0);
  });
});
