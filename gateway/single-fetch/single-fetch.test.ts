import { composeServices } from '@apollo/composition';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { GraphQLError, parse } from 'graphql';
import { startTestSubgraph, type RunningTestSubgraph } from '../../test/support/echo-subgraph.js';
import { graphqlRequest } from '../../test/support/stack.js';
import { startGateway, type RunningGateway } from '../server.js';

/**
 * The single-fetch path against ApolloGateway's executor: two gateways in front of the same real subgraphs, one
 * serving single-fetch plans itself (`on`), the other leaving every plan to the executor (`off`), answer every
 * operation alike; the first serves exactly the operations whose plan is one fetch without requirements.
 */

const COURSES_SDL = /* GraphQL */ `
  extend schema
    @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key", "@inaccessible", "@authenticated"])

  enum Level {
    BASIC
    ADVANCED
    RETIRED @inaccessible
  }

  type Course @key(fields: "id") {
    id: ID!
    title: String!
    level: Level!
    tags: [String!]!
    draft: String @authenticated
  }

  interface Named {
    name: String!
  }

  type Teacher implements Named {
    name: String!
    room: Int
  }

  type Query {
    course(id: ID!): Course
    courses(first: Int = 2): [Course!]!
    "Answers null, which a non-null field cannot be."
    required: Course!
    "Answers a level the API schema does not have."
    retired: Course
    "Fails with an error of its own."
    broken: Course
    named: Named
  }
`;

const RATINGS_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])

  type Course @key(fields: "id") {
    id: ID!
    rating: Int!
  }

  type Query {
    topRated: [Course!]!
  }
`;

const course = (id: string, level = 'BASIC') => ({ id, title: `Course ${id}`, level, tags: ['a', 'b'], draft: 'x' });

let courses: RunningTestSubgraph;
let ratings: RunningTestSubgraph;
let served: RunningGateway;
let executed: RunningGateway;

beforeAll(async () => {
  courses = await startTestSubgraph({
    typeDefs: COURSES_SDL,
    resolvers: {
      Query: {
        course: (_parent: unknown, { id }: { id: string }) => (id === 'none' ? null : course(id)),
        courses: (_parent: unknown, { first }: { first: number }) =>
          Array.from({ length: first }, (_unused, index) => course(String(index + 1))),
        required: () => null,
        retired: () => course('9', 'RETIRED'),
        broken: () => {
          throw new GraphQLError('Course store unavailable', { extensions: { code: 'SERVICE_UNAVAILABLE', retry: 2 } });
        },
        named: () => ({ __typename: 'Teacher', name: 'Ada', room: 4 }),
      },
      Course: { __resolveReference: ({ id }: { id: string }) => course(id) },
    },
  });
  ratings = await startTestSubgraph({
    typeDefs: RATINGS_SDL,
    resolvers: {
      Query: { topRated: () => [{ id: '1', rating: 5 }] },
      Course: { __resolveReference: ({ id }: { id: string }) => ({ id, rating: id.length }) },
    },
  });
  const composed = composeServices([
    { name: 'courses', url: courses.url, typeDefs: parse(courses.sdl) },
    { name: 'ratings', url: ratings.url, typeDefs: parse(ratings.sdl) },
  ]);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  const start = (singleFetch: 'on' | 'off') =>
    startGateway({ port: 0, supergraphSdl: composed.supergraphSdl, singleFetch, deduplicateQueries: false });
  [served, executed] = await Promise.all([start('on'), start('off')]);
});

afterAll(async () => {
  await served?.stop();
  await executed?.stop();
  await courses?.stop();
  await ratings?.stop();
});

/** Sends an operation twice to the serving gateway (the first may teach it the plan) and once to the executing one. */
async function bothWays(query: string, variables: Record<string, unknown> = {}) {
  await graphqlRequest(served.url, query, variables);
  const before = served.singleFetch.served();
  const unreadBefore = served.singleFetch.passedUnread();
  const fast = await graphqlRequest(served.url, query, variables);
  const executor = await graphqlRequest(executed.url, query, variables);
  return {
    fast,
    executor,
    servedHere: served.singleFetch.served() - before,
    passedUnread: served.singleFetch.passedUnread() - unreadBefore,
  };
}

describe('single-fetch plans', () => {
  test.each<{ name: string; query: string; variables?: Record<string, unknown> }>([
    {
      name: 'aliases, fragments and __typename',
      query:
        '{ first: course(id: "1") { ...C kind: __typename } c: courses { id } } fragment C on Course { title t: title tags }',
    },
    {
      name: '@skip and @include by variables',
      query:
        'query ($s: Boolean!, $i: Boolean!) { courses(first: 3) { id title @skip(if: $s) level @include(if: $i) } }',
      variables: { s: true, i: false },
    },
    {
      name: '@skip and @include by variables, the other way',
      query:
        'query ($s: Boolean!, $i: Boolean!) { courses(first: 3) { id title @skip(if: $s) level @include(if: $i) } }',
      variables: { s: false, i: true },
    },
    {
      name: 'a default argument and a variable',
      query: 'query Q($id: ID!) { course(id: $id) { id level } none: course(id: "none") { id } }',
      variables: { id: '7' },
    },
    { name: 'an abstract type', query: '{ named { name ... on Teacher { room } __typename } }' },
    { name: 'null for a non-null field', query: '{ required { id } courses { id } }' },
    { name: 'an enum value the API schema hides', query: '{ retired { id level } }' },
    { name: 'a subgraph error with extensions', query: '{ broken { id } course(id: "2") { title } }' },
    { name: 'a field its caller may not see', query: '{ course(id: "3") { id draft } }' },
  ])('answer $name as the executor does', async ({ query, variables }) => {
    const { fast, executor, servedHere } = await bothWays(query, variables);
    expect(fast).toEqual(executor);
    expect(servedHere).toBe(1);
  });

  test("pass on unread a data-alone answer whose plan proves it conforms, a subgraph's errors never", async () => {
    const plain = await bothWays('query Plain($first: Int) { courses(first: $first) { id title tags } }', {
      first: 3,
    });
    expect(plain.fast).toEqual(plain.executor);
    expect(plain.fast.data?.courses).toHaveLength(3);
    expect(plain.passedUnread).toBe(1);
    const failed = await bothWays('{ broken { id } }');
    expect(failed.fast).toEqual(failed.executor);
    expect(failed.passedUnread).toBe(0);
  });

  test('check each answer where the subgraph may send what the API schema hides (an @inaccessible enum value)', async () => {
    const { fast, executor, servedHere, passedUnread } = await bothWays('{ courses { id level } }');
    expect(fast).toEqual(executor);
    expect(servedHere).toBe(1);
    expect(passedUnread).toBe(0);
  });

  test('answer invalid variables as the executor does', async () => {
    const query = 'query ($id: ID!) { course(id: $id) { id } }';
    await graphqlRequest(served.url, query, { id: '1' });
    const { fast, executor } = await bothWays(query, { id: { not: 'an id' } });
    expect(fast.errors?.length).toBe(1);
    expect(fast).toEqual(executor);
  });

  test('leave plans of several fetches to the executor', async () => {
    const { fast, executor, servedHere } = await bothWays('{ courses { id title rating } }');
    expect(fast).toEqual(executor);
    expect(fast.data).toEqual({ courses: [1, 2].map((id) => ({ id: `${id}`, title: `Course ${id}`, rating: 1 })) });
    expect(servedHere).toBe(0);
  });

  test('leave introspection to the executor', async () => {
    const { fast, executor, servedHere } = await bothWays(
      '{ __type(name: "Level") { enumValues { name } } courses { id } }',
    );
    expect(fast).toEqual(executor);
    expect(servedHere).toBe(0);
  });
});
