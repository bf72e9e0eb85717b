import { verifyAccessToken } from '../../platform/auth/access-token.js';

/** Who holds a subscription: the identity provider's user of a compliance tenant, for as long as its token lives. */
export interface Subscriber {
  readonly userId: string;
  readonly tenantId: string;
  /** `Bearer <token>`, forwarded when the gateway resolves entity data on the subscriber's behalf. */
  readonly authorization: string;
  readonly expiresAt: Date;
}

const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

/**
 * The subscriber a credential stands for, or null when it is missing, malformed, expired, badly signed or has
 * no tenant. Clients send it as the `Authorization` entry of graphql-ws's `connection_init` payload (CONTRACT.md)
 * or as the Authorization header of an SSE request.
 */
export async function authenticateSubscriber(authorization: unknown): Promise<Subscriber | null> {
  if (typeof authorization !== 'string') return null;
  const token = BEARER.exec(authorization.trim())?.[1];
  if (!token) return null;
  try {
    const claims = await verifyAccessToken(token);
    if (!claims.tenantId) return null;
    return {
      userId: claims.userId,
      tenantId: claims.tenantId,
      authorization: `Bearer ${token}`,
      expiresAt: claims.expiresAt,
    };
  } catch {
    return null;
  }
}

/** The credential of a `connection_init` payload: `Authorization`, in any letter case. */
export function credentialOf(payload: Readonly<Record<string, unknown>> | undefined | null): unknown {
  if (!payload) return undefined;
  const key = Object.keys(payload).find((name) => name.toLowerCase() === 'authorization');
  return key === undefined ? undefined : payload[key];
}
