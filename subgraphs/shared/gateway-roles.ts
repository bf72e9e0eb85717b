import { Directive } from 'type-graphql';
import { GATEWAY_ROLE_DIRECTIVE, GATEWAY_ROLES, type GatewayRoleName } from '../../platform/gateway-roles.js';

export { GATEWAY_ROLE_SPEC } from '../../platform/gateway-roles.js';

/**
 * The queries the gateway (and the REST adapter) ask for themselves are found by role, not by name: a subgraph puts
 * `@GatewayRole('corsOrigins')` on the Query field that answers it, composition keeps the directive in the supergraph
 * (`@composeDirective`), and the edge reads it there (platform/gateway-roles.ts, where each role's contract is).
 */
export const GATEWAY_ROLE_DIRECTIVES = `"""The gateway asks this Query field for itself, in this role (${Object.keys(GATEWAY_ROLES).join(', ')})."""
directive @${GATEWAY_ROLE_DIRECTIVE}(
  "The role: what the gateway asks the field for, and so the arguments it takes and what it answers."
  role: String!
) on FIELD_DEFINITION`;

/** `@GatewayRole('corsOrigins')` on the Query field that keeps the role's contract (see GATEWAY_ROLES). */
export function GatewayRole(role: GatewayRoleName): MethodDecorator {
  return Directive(`@${GATEWAY_ROLE_DIRECTIVE}(role: ${JSON.stringify(role)})`);
}
