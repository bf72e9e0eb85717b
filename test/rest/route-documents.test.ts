import { Supergraph } from '@apollo/federation-internals';
import { Kind, validate, type GraphQLSchema } from 'graphql';
import { readFile } from 'node:fs/promises';
import { schemaFile } from '../../schema/supergraph.js';
import { SERVICES } from '../../rest-adapter/services/index.js';

/**
 * Every GraphQL document of every route table must be valid against the API schema of the checked-in
 * supergraph, so that a schema change that breaks a legacy route fails here rather than in production.
 */
let apiSchema: GraphQLSchema;

beforeAll(async () => {
  const sdl = await readFile(schemaFile('supergraph'), 'utf8');
  apiSchema = Supergraph.build(sdl).apiSchema().toGraphQLJSSchema();
});

const cases = SERVICES.flatMap((service) =>
  service.routes.map((route) => [`${service.name} ${route.method} ${route.path} (${route.name})`, route] as const),
);

describe('route-table documents', () => {
  test.each(cases)('%s is valid against the supergraph API schema', (_name, route) => {
    const errors = validate(apiSchema, route.document);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  test.each(cases)('%s holds exactly one named operation', (_name, route) => {
    const operations = route.document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
    expect(operations[0]?.kind === Kind.OPERATION_DEFINITION && operations[0].name?.value).toBeTruthy();
  });

  test('operation names are unique across the tables', () => {
    const names = cases.map(([, route]) =>
      route.document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
      ),
    );
    const flat = names.flat();
    expect(new Set(flat).size).toBe(flat.length);
  });
});
