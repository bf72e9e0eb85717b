export * from './types.js';
export * from './errors.js';
export * from './mapping.js';
export { EMPTY, FILE, timestamp, type AnswerOf, type RouteAnswers } from './output.js';
export {
  enumValue,
  int,
  legacyEnum,
  ownWords,
  queryBool,
  queryInt,
  queryList,
  queryString,
  queryValue,
  upperEnum,
  type ParsedInput,
  type RouteInput,
} from './input.js';
export { declaredSort, legacySort, querySort, type LegacySort, type SortKey } from './sort.js';
export { all, is, not, sent, type RouteRule, type RuleSource } from './rules.js';
export { GraphQLClient, type GraphQLClientOptions, type GraphQLResult } from './graphql-client.js';
export { serviceRouter } from './router.js';
export { streamFrom } from './files.js';
export {
  openApiDocument,
  openApiPaths,
  routeAnswers,
  type DeclaredAnswer,
  type DocumentedPath,
  type OpenApiDocument,
  type OpenApiOptions,
} from './openapi.js';
export { supergraphApiSchema, supergraphRoles } from './api-schema.js';
