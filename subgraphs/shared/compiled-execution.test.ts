import { ApolloServer } from '@apollo/server';
import { describe, expect, test } from '@jest/globals';
import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type GraphQLResolveInfo,
} from 'graphql';
import { compilable, compiledExecution } from './compiled-execution.js';

/**
 * Apollo Server executing through compiled plans answers exactly as graphql-js does: the first execution of a
 * document runs through graphql-js, later ones through graphql-jit, and every answer is compared with the first.
 */
const direction = new GraphQLEnumType({
  name: 'Direction',
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } },
});
const sort = new GraphQLInputObjectType({
  name: 'Sort',
  fields: {
    field: { type: new GraphQLNonNull(GraphQLString) },
    direction: { type: new GraphQLNonNull(direction), defaultValue: 'asc' },
  },
});
const filter = new GraphQLInputObjectType({ name: 'Filter', fields: { minimum: { type: GraphQLInt } } });
const item = new GraphQLObjectType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    label: { type: GraphQLString },
    /** What the resolver's info says of the selection, as type-graphql and the kit read it. */
    selected: {
      type: new GraphQLList(GraphQLString),
      resolve: (_item, _args, _context, info: GraphQLResolveInfo) => [
        info.fieldName,
        info.parentType.name,
        info.path.prev?.key,
        Object.keys(info.variableValues).join(','),
      ],
    },
    failing: {
      type: GraphQLString,
      resolve: () => {
        throw new Error('plain failure');
      },
    },
    refused: {
      type: GraphQLString,
      resolve: () => {
        throw new GraphQLError('not yours', { extensions: { code: 'FORBIDDEN' } });
      },
    },
  },
});
const items = Array.from({ length: 5 }, (_, index) => ({ id: String(index + 1), label: `item ${index + 1}` }));
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(item))),
        args: { filter: { type: filter }, limit: { type: GraphQLInt } },
        resolve: (_root, args: { filter?: { minimum?: number }; limit?: number }, context: { calls: number }) => {
          context.calls++;
          return items.filter((each) => Number(each.id) >= (args.filter?.minimum ?? 0)).slice(0, args.limit ?? 5);
        },
      },
      sorted: {
        type: new GraphQLList(GraphQLString),
        args: { sort: { type: new GraphQLList(new GraphQLNonNull(sort)) } },
        resolve: (_root, args: { sort?: { field: string; direction: string }[] }) =>
          (args.sort ?? []).map((key) => `${key.field} ${key.direction}`),
      },
      missing: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
      /** Which engine called the resolver: graphql-js's executor shows in the stack, a compiled plan does not. */
      engine: {
        type: GraphQLString,
        resolve: () => (/graphql[\\/]execution[\\/]execute/.test(new Error().stack ?? '') ? 'graphql-js' : 'compiled'),
      },
    },
  }),
});

async function answersOf(query: string, variables: Record<string, unknown>, times: number) {
  const server = new ApolloServer<{ calls: number }>({ gateway: compiledExecution(schema) });
  await server.start();
  try {
    const answers = [];
    for (let index = 0; index < times; index++) {
      const response = await server.executeOperation({ query, variables }, { contextValue: { calls: 0 } });
      if (response.body.kind !== 'single') throw new Error('incremental answer');
      answers.push(response.body.singleResult);
    }
    return answers;
  } finally {
    await server.stop();
  }
}

describe('compiled execution', () => {
  test('answers data, resolve info, errors and their extensions as graphql-js does', async () => {
    const query = `query Page($minimum: Int, $limit: Int) {
      items(filter: { minimum: $minimum }, limit: $limit) { id label selected failing refused }
    }`;
    const answers = await answersOf(query, { minimum: 3, limit: 2 }, 4);
    expect(answers[0].data).toEqual({
      items: [
        {
          id: '3',
          label: 'item 3',
          selected: ['selected', 'Item', '0', 'minimum,limit'],
          failing: null,
          refused: null,
        },
        {
          id: '4',
          label: 'item 4',
          selected: ['selected', 'Item', '1', 'minimum,limit'],
          failing: null,
          refused: null,
        },
      ],
    });
    expect(answers[0].errors?.map((error) => [error.message, error.extensions?.code, error.path])).toEqual([
      ['plain failure', 'INTERNAL_SERVER_ERROR', ['items', 0, 'failing']],
      ['not yours', 'FORBIDDEN', ['items', 0, 'refused']],
      ['plain failure', 'INTERNAL_SERVER_ERROR', ['items', 1, 'failing']],
      ['not yours', 'FORBIDDEN', ['items', 1, 'refused']],
    ]);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  test('runs a document through graphql-js once, then through its compiled plan', async () => {
    const answers = await answersOf('{ engine }', {}, 3);
    expect(answers.map((answer) => answer.data?.engine)).toEqual(['graphql-js', 'compiled', 'compiled']);
    const uncompiled = await answersOf('query ($sort: [Sort!]) { engine sorted(sort: $sort) }', {}, 3);
    expect(uncompiled.map((answer) => answer.data?.engine)).toEqual(['graphql-js', 'graphql-js', 'graphql-js']);
  });

  test('refuses a bad variable with graphql-js message, and nulls a non-null field the same way', async () => {
    const bad = await answersOf('query ($limit: Int) { items(limit: $limit) { id } }', { limit: 'many' }, 3);
    expect(bad[0].errors?.[0]?.message).toBe(
      'Variable "$limit" got invalid value "many"; Int cannot represent non-integer value: "many"',
    );
    for (const answer of bad.slice(1)) expect(answer).toEqual(bad[0]);
    const missing = await answersOf('{ missing }', {}, 3);
    expect(missing[0].errors?.[0]?.message).toBe('Cannot return null for non-nullable field Query.missing.');
    for (const answer of missing.slice(1)) expect(answer).toEqual(missing[0]);
  });

  test('leaves to graphql-js the operations whose input graphql-jit reads otherwise (a non-null field with a default)', async () => {
    const query = 'query ($sort: [Sort!]) { sorted(sort: $sort) }';
    expect(compilable(schema, parse(query))).toBe(false);
    expect(compilable(schema, parse('{ sorted(sort: [{ field: "id" }]) }'))).toBe(false);
    expect(compilable(schema, parse('query ($limit: Int! = 2) { items(limit: $limit) { id } }'))).toBe(false);
    expect(compilable(schema, parse('query ($limit: Int) { items(limit: $limit) { id } }'))).toBe(true);
    const answers = await answersOf(query, { sort: [{ field: 'id' }, { field: 'label', direction: 'DESC' }] }, 3);
    for (const answer of answers) expect(answer).toEqual({ data: { sorted: ['id asc', 'label desc'] } });
  });
});
