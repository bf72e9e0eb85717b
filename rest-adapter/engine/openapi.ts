import type { GraphQLSchema } from 'graphql';
import { BEARER, HEADERS, type RouteOperation } from './openapi-common.js';
import { errorComponents } from './openapi-errors.js';
import { routeOperation } from './openapi-operation.js';
import { openApiPaths } from './openapi-paths.js';
import { operationObject, tagOf } from './openapi-variants.js';
import type { ServiceDefinition } from './types.js';

export { routeAnswers, type DeclaredAnswer } from './openapi-operation.js';
export { openApiPaths, type DocumentedPath } from './openapi-paths.js';

/**
 * The OpenAPI 3.1 document of one legacy surface, generated from its route table so that it cannot drift from
 * what the adapter serves. Everything is derived from declarations, nothing by running a route's functions:
 * paths, methods and path parameters from the routes (`openapi-paths.ts`); query parameters, request bodies and
 * answers from each route's `input` and `answers` (`input.ts`, `output.ts`), its failures from its `errors` and
 * the service's declared error body (`openapi-errors.ts`), security from its `auth` (`openapi-operation.ts`); the
 * rule that picks one of the routes sharing a method and path from its `when` (`openapi-variants.ts`); and each
 * operation carries the GraphQL document it executes (`x-graphql-operation`).
 */

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

export interface OpenApiOptions {
  /** The API schema of the supergraph the operations run on, whose root fields' descriptions describe the routes. */
  readonly schema?: GraphQLSchema;
}

const OPENAPI_VERSION = '3.1.1';

export function openApiDocument(service: ServiceDefinition, options: OpenApiOptions = {}): OpenApiDocument {
  const operations = service.routes.map((route) => routeOperation(service, route, options.schema));

  const paths: OpenApiDocument['paths'] = {};
  const documented = openApiPaths(service.routes);
  const groups = new Map<string, { path: string; operations: RouteOperation[] }>();
  for (const operation of operations) {
    const { path, shared } = documented.get(operation.route)!;
    const parameters = operation.parameters.map((parameter) => {
      const common = parameter.in === 'path' ? shared.get(parameter.name) : undefined;
      return common ? { ...parameter, name: common.name, description: common.description } : parameter;
    });
    const key = `${operation.route.method} ${path}`;
    const group = groups.get(key) ?? { path, operations: [] };
    group.operations.push({ ...operation, parameters });
    groups.set(key, group);
  }
  for (const { path, operations: group } of groups.values()) {
    (paths[path] ??= {})[group[0].route.method.toLowerCase()] = operationObject(group, service);
  }

  const errors = errorComponents(service, paths);
  const documentation = service.documentation;
  const tags = [...new Set(service.routes.map((route) => tagOf(route.path)))].map((name) => ({
    name,
    description: `The \`${name}\` area of the legacy surface`,
  }));
  const schemes: Record<string, unknown> = {
    [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    ...Object.fromEntries(
      (documentation?.adminHeaders ?? []).map((header) => [
        header.name,
        { type: 'apiKey', in: 'header', name: header.name, description: header.description },
      ]),
    ),
    ...(service.credentials?.cookie
      ? { [service.credentials.cookie.name]: { type: 'apiKey', in: 'cookie', name: service.credentials.cookie.name } }
      : {}),
  };
  // Only the schemes some operation asks for (a surface of public routes lists none).
  const used = new Set(
    operations.flatMap((operation) => operation.security.flatMap((requirement) => Object.keys(requirement))),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: documentation?.title ?? `${service.name} (legacy REST)`,
      version: '1.0.0',
      description: [
        documentation?.description,
        "Generated from the REST adapter's route table: every operation executes the GraphQL operation shown in its `x-graphql-operation` on the gateway. Parameters, bodies and answers are the routes' own declarations.",
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
    servers: [{ url: service.basePath }],
    tags,
    paths,
    components: {
      schemas: { Error: errors.schema },
      responses: errors.responses,
      // Retry-After is only ever required (on 429), so it is written out there rather than referenced.
      headers: Object.fromEntries(Object.entries(HEADERS).filter(([name]) => name !== 'Retry-After')),
      securitySchemes: Object.fromEntries(Object.entries(schemes).filter(([name]) => used.has(name))),
    },
  };
}
