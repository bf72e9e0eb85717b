import type { CallerIdentity } from './identity.js';
import { policyOf, type Policy } from './policies/index.js';
import type { Requirement } from './requirements.js';

/** Whether one directive's alternatives (OR) have one whose every item (AND) holds. */
const anyAlternative = (alternatives: readonly (readonly string[])[], holds: (item: string) => boolean) =>
  alternatives.some((alternative) => alternative.every(holds));

/**
 * Whether a caller meets a requirement: authenticated when asked, each `@requiresScopes` met by its scopes, each
 * `@policy` by its functions. An unknown policy (the supergraph's loading refuses them) never passes.
 */
export function meets(
  identity: CallerIdentity,
  requirement: Requirement,
  policies: (name: string) => Policy | undefined = policyOf,
): boolean {
  if (requirement.authenticated && !identity.authenticated) return false;
  if (!requirement.scopes.every((directive) => anyAlternative(directive, (scope) => identity.scopes.has(scope))))
    return false;
  return requirement.policies.every((directive) =>
    anyAlternative(directive, (name) => policies(name)?.(identity) === true),
  );
}
