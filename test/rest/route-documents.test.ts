import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  Kind,
  typeFromAST,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { readFile } from 'node:fs/promises';
import { declaredSort } from '../../rest-adapter/engine/index.js';
import { SERVICES } from '../../rest-adapter/services/index.js';
import { apiSchemaOf, schemaFile } from '../../schema/supergraph.js';

/**
 * Every GraphQL document of every route table must be valid against the API schema of the checked-in
 * supergraph, so that a schema change that breaks a legacy route fails here rather than in production.
 */
let apiSchema: GraphQLSchema;

beforeAll(async () => {
  const sdl = await readFile(schemaFile('supergraph'), 'utf8');
  apiSchema = apiSchemaOf(sdl);
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

  test.each(cases)(
    '%s declares a legacy sort exactly when its operation takes a $sort, with a spelling for each sortable field',
    (_name, route) => {
      const operation = route.document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      )!;
      const variable = operation.variableDefinitions?.find((definition) => definition.variable.name.value === 'sort');
      const sort = declaredSort(route);
      expect({ declared: sort !== undefined }).toEqual({ declared: variable !== undefined });
      if (!variable || !sort) return;
      const key = getNamedType(typeFromAST(apiSchema, variable.type));
      const field = isInputObjectType(key) ? getNamedType(key.getFields().field?.type) : undefined;
      if (!isEnumType(field)) throw new Error(`$sort of ${route.name} is not a list of sort keys with an enum field`);
      const values = field.getValues().map((value) => value.name);
      expect([...new Set(sort.fields.values())].sort()).toEqual([...values].sort());
    },
  );

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
