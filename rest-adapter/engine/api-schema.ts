import type { GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayRolesOf, type GatewayRoles } from '../../platform/gateway-roles.js';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { apiSchemaOf } from '../../schema/supergraph.js';

let sdl: string | undefined;
let apiSchema: GraphQLSchema | undefined;
let roles: GatewayRoles | undefined;

/** The checked-in supergraph (`schema/supergraph.graphql`), read once per process. */
const checkedInSupergraph = () => (sdl ??= readFileSync(join(PROJECT_ROOT, 'schema', 'supergraph.graphql'), 'utf8'));

/**
 * The API schema of the checked-in supergraph: what the gateway's clients see, and so what the route tables'
 * operations are typed by. (Not through `subgraphs/composition.ts`, which would load every subgraph's code into the
 * adapter.)
 */
export function supergraphApiSchema(): GraphQLSchema {
  apiSchema ??= apiSchemaOf(checkedInSupergraph());
  return apiSchema;
}

/** The fields of the checked-in supergraph's `@gatewayRole`s (the adapter polls its CORS origins by role). */
export function supergraphRoles(): GatewayRoles {
  roles ??= gatewayRolesOf(checkedInSupergraph());
  return roles;
}
