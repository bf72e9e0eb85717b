import { Directive } from 'type-graphql';

/**
 * Apollo's authorization directives (Federation 2.9, imported in federation.ts), declared where a field's rule is
 * simple enough to say who may see it. The gateway enforces them before planning (gateway/authorization/); the
 * subgraph keeps its own checks all the same: the directives are a second wall, never the only one.
 *
 * Scopes are those the gateway computes from verified credentials only: `factory:admin`, `factory:super-admin` (a
 * factory token), `compliance:user`, `compliance:platform-admin`, `compliance:audit` (compliance's own records, the
 * role callerScopes). Policies are the gateway's functions (gateway/authorization/policies/).
 */

const list = (alternatives: readonly (readonly string[])[]) =>
  `[${alternatives.map((alternative) => `[${alternative.map((item) => JSON.stringify(item)).join(', ')}]`).join(', ')}]`;

/** `@authenticated`: a caller whose credential the gateway verified. */
export const Authenticated = (): MethodDecorator & ClassDecorator & PropertyDecorator => Directive('@authenticated');

/** `@requiresScopes`: each argument is one alternative (OR), whose scopes must all be held (AND). */
export const RequiresScopes = (
  ...alternatives: readonly (readonly string[])[]
): MethodDecorator & ClassDecorator & PropertyDecorator => Directive(`@requiresScopes(scopes: ${list(alternatives)})`);

/** `@policy`: each argument is one alternative (OR), whose policies must all pass (AND). */
export const Policy = (
  ...alternatives: readonly (readonly string[])[]
): MethodDecorator & ClassDecorator & PropertyDecorator => Directive(`@policy(policies: ${list(alternatives)})`);

/** Any factory user (the spec's Authenticated and Admin levels: every factory user is an admin or a super-admin). */
export const FactoryUserOnly = () => RequiresScopes(['factory:admin'], ['factory:super-admin']);
/** The factory spec's Super level. */
export const FactorySuperAdminOnly = () => RequiresScopes(['factory:super-admin']);
/** A compliance platform admin (its role; the subgraph asks for `x-admin: true` too). */
export const CompliancePlatformAdminOnly = () => RequiresScopes(['compliance:platform-admin']);
