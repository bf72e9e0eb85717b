import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNullableType,
  parse,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import {
  buildSchema,
  createResolversMap,
  getMetadataStorage,
  type BuildSchemaOptions,
  type MiddlewareFn,
} from 'type-graphql';
import {
  ADDRESS_LIMIT_DIRECTIVE,
  ADDRESS_LIMIT_SPEC,
  addressLimitArguments,
  type AddressLimitDeclaration,
} from './address-limits.js';
import { GATEWAY_ROLE_DIRECTIVES, GATEWAY_ROLE_SPEC } from './gateway-roles.js';
import { RESPONSE_CACHE_DIRECTIVES, RESPONSE_CACHE_SPEC } from './response-cache.js';

/**
 * Federation, `@addressLimit`, the response cache's `@cacheable`, `@invalidates` and `@cacheGate`, and
 * `@gatewayRole`, which composition keeps in the supergraph for the gateway.
 */
const SCHEMA_LINKS = `extend schema
  @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@composeDirective", "@authenticated", "@requiresScopes", "@policy", "@cost", "@listSize"])
  @link(url: "${ADDRESS_LIMIT_SPEC}", import: ["@addressLimit"])
  @link(url: "${RESPONSE_CACHE_SPEC}", import: ["@cacheable", "@invalidates", "@cacheGate", "@volatile"])
  @link(url: "${GATEWAY_ROLE_SPEC}", import: ["@gatewayRole"])
  @composeDirective(name: "@addressLimit")
  @composeDirective(name: "@cacheable")
  @composeDirective(name: "@invalidates")
  @composeDirective(name: "@cacheGate")
  @composeDirective(name: "@volatile")
  @composeDirective(name: "@gatewayRole")

${ADDRESS_LIMIT_DIRECTIVE}

${RESPONSE_CACHE_DIRECTIVES}

${GATEWAY_ROLE_DIRECTIVES}`;

/** Reference resolvers by type name: how this subgraph turns a `@key` representation into its entity. */
export type ReferenceResolvers = Record<string, { __resolveReference(reference: never, context: never): unknown }>;

/** What runs around resolvers, placed on the fields that need it rather than on every field of the schema. */
export interface FieldGuards {
  /** Run in order before every Query and Mutation field, with type-graphql's middleware signature. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rootFieldMiddlewares?: readonly MiddlewareFn<any>[];
  /** Checks the arguments of every field that takes some, before its resolver; throws to refuse them. */
  checkArguments?: (args: Record<string, unknown>) => void;
  /**
   * An `@addressLimit` for every Query and Mutation field that declares none of its own (a subgraph-wide limit),
   * except the fields named in `exceptFields` (health probes).
   */
  addressLimit?: AddressLimitDeclaration & { readonly exceptFields?: readonly string[] };
}

/** A root field's directives in type-graphql's extensions, with the subgraph-wide `@addressLimit` unless it has one. */
function withAddressLimit(
  field: GraphQLFieldConfig<unknown, unknown>,
  fieldName: string,
  declaration: FieldGuards['addressLimit'],
): GraphQLFieldConfig<unknown, unknown>['extensions'] {
  if (!declaration || declaration.exceptFields?.includes(fieldName)) return field.extensions;
  if (field.astNode?.directives?.some((directive) => directive.name.value === 'addressLimit')) return field.extensions;
  const directives = (field.extensions?.directives ?? {}) as Record<string, unknown>;
  return {
    ...field.extensions,
    directives: { ...directives, addressLimit: addressLimitArguments(declaration) },
  };
}

function withMiddlewares(
  middlewares: FieldGuards['rootFieldMiddlewares'] & object,
  resolve: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, unknown> {
  return (root, args: Record<string, unknown>, context, info) => {
    const action = { root, args, context, info };
    const run = async (index: number): Promise<unknown> =>
      index === middlewares.length
        ? await resolve(root, args, context, info)
        : await middlewares[index](action, () => run(index + 1));
    return run(0);
  };
}

/**
 * Shapes the type-graphql schema for federation and for speed:
 * - Query root fields are nullable, whatever their resolvers declare: an operation may span subgraphs, and a
 *   non-null root field whose subgraph is down would null the whole `data`, taking the other subgraphs' answers
 *   with it. Its error still says why it is null.
 * - Guards wrap only the fields they concern. (type-graphql's global middlewares would wrap every field, and its
 *   middleware chain is async: each scalar of a response would cost a promise.)
 */
function shapeFields(schema: GraphQLSchema, guards: FieldGuards): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const middlewares = guards.rootFieldMiddlewares ?? [];
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const isRoot = rootTypes.has(typeName);
      let resolve = field.resolve ?? defaultFieldResolver;
      if (isRoot && middlewares.length) resolve = withMiddlewares(middlewares, resolve);
      const { checkArguments } = guards;
      if (checkArguments && Object.keys(field.args ?? {}).length) {
        const guarded = resolve;
        resolve = (root, args: Record<string, unknown>, context, info) => {
          checkArguments(args);
          return guarded(root, args, context, info);
        };
      }
      const type =
        isRoot && typeName === schema.getQueryType()?.name
          ? (getNullableType(field.type) as GraphQLOutputType)
          : field.type;
      const extensions = isRoot ? withAddressLimit(field, fieldName, guards.addressLimit) : field.extensions;
      return { ...field, type, resolve, extensions };
    },
  });
}

/**
 * Plain fields read plainly: every field that carries no middleware and no roles under its own name uses
 * graphql-js's default resolver (type-graphql's `simple` field option); otherwise type-graphql wraps each in its
 * middleware chain, which a page of twenty courses pays hundreds of times. Decided on the decorators' raw metadata,
 * field by field, before type-graphql builds it (its object types list their fields only once built). A field or a
 * type that declares `simple`/`simpleResolvers` keeps its choice.
 */
function preferSimpleResolvers(): void {
  const storage = getMetadataStorage();
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const guarded = new Map<Function, Set<string>>();
  for (const { target, fieldName } of [...storage.middlewares, ...storage.authorizedFields]) {
    guarded.set(target, (guarded.get(target) ?? new Set()).add(fieldName));
  }
  const chosen = new Set(
    storage.objectTypes.filter((type) => type.simpleResolvers !== undefined).map((type) => type.target),
  );
  for (const field of storage.fields) {
    if (field.simple !== undefined || chosen.has(field.target) || field.name !== field.schemaName) continue;
    if (!guarded.get(field.target)?.has(field.name)) field.simple = true;
  }
}

/**
 * Builds a Federation 2 subgraph schema from type-graphql resolvers: type-graphql produces the types and
 * resolvers, `@apollo/subgraph` adds `_service`, `_entities` and the reference resolvers.
 */
export async function buildFederatedSchema(
  options: Omit<BuildSchemaOptions, 'skipCheck' | 'globalMiddlewares'>,
  referenceResolvers: ReferenceResolvers = {},
  guards: FieldGuards = {},
): Promise<GraphQLSchema> {
  preferSimpleResolvers();
  const schema = shapeFields(await buildSchema({ ...options, skipCheck: true }), guards);
  const resolvers = createResolversMap(schema) as GraphQLResolverMap<unknown>;
  for (const [typeName, reference] of Object.entries(referenceResolvers)) {
    resolvers[typeName] = { ...(resolvers[typeName] as object), ...reference } as never;
  }
  return buildSubgraphSchema([
    { typeDefs: parse(`${SCHEMA_LINKS}\n\n${printSchemaWithDirectives(schema)}`), resolvers },
  ]);
}
