import { verifyAccessToken } from '../../platform/auth/access-token.js';
import { bearerTokenOf } from '../../platform/auth/bearer.js';

/**
 * What a per-tenant (`TENANT`) answer is kept under instead of the credential it was asked with: the tenant the
 * caller's verified identity-provider token names, and the other forwarded headers as sent (the tenant header, the
 * `x-admin` and `x-audit-access` switches, cookies). Who the user is never enters it, so every user of a tenant who
 * sends the same switches is served the same entries; the kit's TENANT contract (subgraphs/shared/response-cache.ts)
 * is what makes that sound: such a read depends on the tenant, the switches and its arguments, never on the user.
 *
 * The tenant is a claim (`user_metadata`, written by the user), so it decides nothing by itself: an answer is stored
 * only from an execution the subgraph allowed, which confirms the claim against its own members, and served only
 * once the subgraph's `@cacheGate`, asked with the caller's credentials, has confirmed this very tenant.
 */
export interface TenantView {
  readonly tenant: string;
  /** The forwarded headers but `authorization`. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The view of a request with a valid identity-provider token that names a tenant; undefined for any other. */
export async function tenantViewOf(
  forwardedHeaders: Readonly<Record<string, string>>,
): Promise<TenantView | undefined> {
  const { authorization, ...headers } = forwardedHeaders;
  const token = bearerTokenOf(authorization?.trim());
  if (!token) return undefined;
  try {
    const { tenantId } = await verifyAccessToken(token);
    return tenantId ? { tenant: tenantId.toLowerCase(), headers } : undefined;
  } catch {
    // Refused as the execution will refuse it: nothing of it is cached.
    return undefined;
  }
}
