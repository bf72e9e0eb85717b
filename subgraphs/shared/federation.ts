import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import { getNullableType, parse, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, type BuildSchemaOptions } from 'type-graphql';

const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible"])';

/** Reference resolvers by type name: how this subgraph turns a `@key` representation into its entity. */
export type ReferenceResolvers = Record<string, { __resolveReference(reference: never, context: never): unknown }>;

/**
 * Query root fields are nullable, whatever their resolvers declare: an operation may span subgraphs, and a
 * non-null root field whose subgraph is down would null the whole `data`, taking the other subgraphs' answers
 * with it. Its error still says why it is null.
 */
function nullableQueryRootFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.QUERY_ROOT_FIELD]: (field) => ({ ...field, type: getNullableType(field.type) as GraphQLOutputType }),
  });
}

/**
 * Builds a Federation 2 subgraph schema from type-graphql resolvers: type-graphql produces the types and
 * resolvers, `@apollo/subgraph` adds `_service`, `_entities` and the reference resolvers.
 */
export async function buildFederatedSchema(
  options: Omit<BuildSchemaOptions, 'skipCheck'>,
  referenceResolvers: ReferenceResolvers = {},
): Promise<GraphQLSchema> {
  const schema = nullableQueryRootFields(await buildSchema({ ...options, skipCheck: true }));
  const resolvers = createResolversMap(schema) as GraphQLResolverMap<unknown>;
  for (const [typeName, reference] of Object.entries(referenceResolvers)) {
    resolvers[typeName] = { ...(resolvers[typeName] as object), ...reference } as never;
  }
  return buildSubgraphSchema([
    { typeDefs: parse(`${FEDERATION_LINK}\n\n${printSchemaWithDirectives(schema)}`), resolvers },
  ]);
}
