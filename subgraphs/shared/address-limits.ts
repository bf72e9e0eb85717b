import { Directive } from 'type-graphql';
import type { RateLimitPolicy } from '../../platform/rate-limits/index.js';

/**
 * Limits per client address are declared here and counted at the edge: a root field carries
 * `@addressLimit(policy, points, windowSeconds)`, composition keeps the directive in the supergraph
 * (`@composeDirective`), and the gateway counts each request that selects the field against the client's address
 * (gateway/address-limits.ts) before any subgraph is called. The subgraphs never see the address of a query, so
 * identical anonymous queries of different clients share one subgraph call.
 *
 * The numbers are the project's (the specs say only "rate-limited" for training and factory); RATE_LIMIT_FACTOR
 * scales them at the gateway.
 */
export const ADDRESS_LIMIT_SPEC = 'https://specs.graphql-platform.dev/address-limit/v1.0';

export const ADDRESS_LIMIT_DIRECTIVE = `"""Requests selecting this root field are counted per client address, by the gateway."""
directive @addressLimit(
  "Names the counter; one per subgraph, shared by the fields that name it."
  policy: String!
  points: Int!
  windowSeconds: Int!
  "Counted only for requests without credentials (an authenticated caller is counted per user, by the subgraph)."
  anonymousOnly: Boolean! = false
) on FIELD_DEFINITION`;

/** The arguments of one `@addressLimit`. */
export interface AddressLimitDeclaration {
  readonly policy: RateLimitPolicy;
  /** Requests with credentials are left to the subgraph's per-user limit. */
  readonly anonymousOnly?: boolean;
}

export function addressLimitArguments({ policy, anonymousOnly = false }: AddressLimitDeclaration) {
  return {
    policy: policy.name,
    points: policy.points,
    windowSeconds: policy.windowSeconds,
    anonymousOnly,
  };
}

/** `@AddressLimit(PUBLIC_READ)` on a public query or mutation: the gateway counts it per client address. */
export function AddressLimit(policy: RateLimitPolicy): MethodDecorator {
  const args = Object.entries(addressLimitArguments({ policy }))
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join(', ');
  return Directive(`@addressLimit(${args})`);
}

/** Anonymous reads of public data (catalogue, verification, downloads). */
export const PUBLIC_READ: RateLimitPolicy = { name: 'public-read', points: 600, windowSeconds: 60 };
/** Anonymous submissions (forms behind a bot challenge): each one writes and may send mail. */
export const PUBLIC_SUBMIT: RateLimitPolicy = { name: 'public-submit', points: 20, windowSeconds: 600 };
