import { CloseCode } from 'graphql-ws';
import { verifyAccessToken } from '../../platform/auth/access-token.js';
import { bearerTokenOf } from '../../platform/auth/bearer.js';
import { ConfirmedMemberships } from '../../platform/auth/confirmed-memberships.js';
import { roleDocument, type GatewayRoles } from '../../platform/gateway-roles.js';
import type { SupergraphQuery } from './supergraph-entities.js';

/** Who holds a subscription: a user of a compliance tenant, for as long as its token lives. */
export interface Subscriber {
  readonly userId: string;
  /** The tenant the compliance subgraph confirmed the user belongs to (never the token's claim alone). */
  readonly tenantId: string;
  /** `Bearer <token>`, forwarded when the gateway resolves entity data on the subscriber's behalf. */
  readonly authorization: string;
  readonly expiresAt: Date;
}

/** Why a subscriber was not admitted, as each transport answers it. */
export interface SubscriberRefusal {
  readonly code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'SERVICE_UNAVAILABLE';
  /** What the SSE answer's error says. */
  readonly message: string;
  /** The WebSocket close code (graphql-ws's 4401 and 4403; 1013 "try again later" lets a client retry). */
  readonly closeCode: number;
  /** The SSE answer's status. */
  readonly status: 401 | 403 | 503;
  /** The close frame's reason and the SSE answer's status text: short and fixed. */
  readonly reason: 'Unauthorized' | 'Forbidden' | 'Try again later';
}

/** A subscriber admitted, or the refusal. */
export type Admission =
  | { readonly subscriber: Subscriber; readonly refusal?: undefined }
  | { readonly subscriber?: undefined; readonly refusal: SubscriberRefusal };

const UNAUTHORIZED: SubscriberRefusal = {
  code: 'UNAUTHORIZED',
  message: 'Unauthorized',
  closeCode: CloseCode.Unauthorized,
  status: 401,
  reason: 'Unauthorized',
};

const forbidden = (message: string): SubscriberRefusal => ({
  code: 'FORBIDDEN',
  message,
  closeCode: CloseCode.Forbidden,
  status: 403,
  reason: 'Forbidden',
});

const UNAVAILABLE: SubscriberRefusal = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The subscriber could not be admitted now; try again later',
  closeCode: 1013,
  status: 503,
  reason: 'Try again later',
};

const refused = (refusal: SubscriberRefusal): Admission => ({ refusal });

/**
 * The membership a subgraph confirms for a token, asked of the supergraph's field of the role `subscriberMembership`.
 */
const membershipQuery = (field: string) => `query SubscriberMembership { membership: ${field} { userId tenantId } }`;

interface Membership {
  readonly userId: string;
  readonly tenantId: string;
}

/** A refusal of the membership query, as the error it came with. */
class MembershipRefused extends Error {
  constructor(readonly refusal: SubscriberRefusal) {
    super(refusal.message);
  }
}

/**
 * Memberships the compliance subgraph confirmed, per token (see ConfirmedMemberships): a client opening many
 * connections with one token costs one supergraph query per MEMBERSHIP_TTL_MS.
 */
const memberships = new ConfirmedMemberships<Membership>();

async function confirmMembership(
  query: SupergraphQuery,
  roles: GatewayRoles,
  authorization: string,
): Promise<Membership> {
  const field = roles.field('subscriberMembership');
  // A supergraph without the role cannot confirm anyone now: no verdict on the token, the client may retry.
  if (!field) throw new MembershipRefused(UNAVAILABLE);
  const { data, errors } = await query(roleDocument(membershipQuery(field)), {}, authorization);
  const [error] = errors ?? [];
  const code = error?.extensions?.code;
  if (code === 'FORBIDDEN') throw new MembershipRefused(forbidden(error.message));
  if (code === 'UNAUTHORIZED') throw new MembershipRefused({ ...UNAUTHORIZED, message: error.message });
  const membership = data?.membership as Membership | null | undefined;
  // Anything else (the subgraph down, over its limits) is no verdict on the token: the client may retry.
  if (error || !membership) throw new MembershipRefused(UNAVAILABLE);
  return membership;
}

/**
 * The subscriber a credential stands for, or why it is refused. Clients send it as the `Authorization` entry of
 * graphql-ws's `connection_init` payload (CONTRACT.md) or as the Authorization header of an SSE request. The token
 * is verified here (signature, expiry, audience, role, issue time: a failure is UNAUTHORIZED without any further
 * call); its tenant claim is then confirmed by the compliance subgraph, which owns the tenants' users, through
 * the supergraph's field of the role `subscriberMembership` asked with the subscriber's own credential (a claim naming a tenant the
 * user is not a user of is FORBIDDEN).
 */
export async function authenticateSubscriber(
  authorization: unknown,
  query: SupergraphQuery,
  roles: GatewayRoles,
): Promise<Admission> {
  if (typeof authorization !== 'string') return refused(UNAUTHORIZED);
  const token = bearerTokenOf(authorization.trim());
  if (!token) return refused(UNAUTHORIZED);
  let claims;
  try {
    claims = await verifyAccessToken(token);
  } catch {
    return refused(UNAUTHORIZED);
  }
  if (!claims.tenantId) return refused(forbidden('The access token names no tenant'));
  const credential = `Bearer ${token}`;
  let membership;
  try {
    membership = await memberships.membershipOf(token, claims.expiresAt, () =>
      confirmMembership(query, roles, credential),
    );
  } catch (error) {
    return refused(error instanceof MembershipRefused ? error.refusal : UNAVAILABLE);
  }
  return {
    subscriber: {
      userId: membership.userId,
      tenantId: membership.tenantId,
      authorization: credential,
      expiresAt: claims.expiresAt,
    },
  };
}

/** The answer of an SSE request whose subscriber was refused: an error body with its code, and the status. */
export function sseRefusal(refusal: SubscriberRefusal): [string, { status: number; statusText: string }] {
  return [
    JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }),
    { status: refusal.status, statusText: refusal.reason },
  ];
}

/** The credential of a `connection_init` payload: `Authorization`, in any letter case. */
export function credentialOf(payload: Readonly<Record<string, unknown>> | undefined | null): unknown {
  if (!payload) return undefined;
  const key = Object.keys(payload).find((name) => name.toLowerCase() === 'authorization');
  return key === undefined ? undefined : payload[key];
}
