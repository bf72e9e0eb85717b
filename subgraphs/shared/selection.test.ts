import { describe, expect, test } from '@jest/globals';
import { buildSchema, graphql } from 'graphql';
import { selectsField } from './selection.js';

const schema = buildSchema(`
  type Document { id: ID! }
  type Entity { id: ID! name: String documents: [Document!]! }
  type Query { entity: Entity }
`);

/** What `selectsField(info, 'documents')` said while `entity` resolved for `source`. */
async function asksForDocuments(source: string, variableValues: Record<string, unknown> = {}): Promise<boolean> {
  let answer: boolean | undefined;
  const rootValue = {
    entity: (_args: unknown, _context: unknown, info: Parameters<typeof selectsField>[0]) => {
      answer = selectsField(info, 'documents');
      return { id: '1', name: 'Acme', documents: [] };
    },
  };
  const result = await graphql({ schema, source, rootValue, variableValues });
  expect(result.errors).toBeUndefined();
  return answer!;
}

describe('selectsField', () => {
  test('sees the field asked for directly, under an alias, in fragments and inline fragments', async () => {
    expect(await asksForDocuments('{ entity { id documents { id } } }')).toBe(true);
    expect(await asksForDocuments('{ entity { id files: documents { id } } }')).toBe(true);
    expect(await asksForDocuments('{ entity { ...Parts } } fragment Parts on Entity { documents { id } }')).toBe(true);
    expect(await asksForDocuments('{ entity { ... on Entity { documents { id } } } }')).toBe(true);
  });

  test('does not see a field that is not asked for, or that @include or @skip leaves out', async () => {
    expect(await asksForDocuments('{ entity { id name } }')).toBe(false);
    expect(await asksForDocuments('{ entity { documents: name } }')).toBe(false);
    const conditional = 'query($with: Boolean!) { entity { id documents @include(if: $with) { id } } }';
    expect(await asksForDocuments(conditional, { with: false })).toBe(false);
    expect(await asksForDocuments(conditional, { with: true })).toBe(true);
    expect(await asksForDocuments('{ entity { id documents @skip(if: true) { id } } }')).toBe(false);
  });
});
