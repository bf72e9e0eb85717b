import { bearerTokenOf } from '../../platform/auth/bearer.js';
import { verifiedCredential } from '../../platform/auth/credential.js';
import { factoryCacheView } from '../../platform/auth/factory-token.js';
import { TRAINING_ADMIN_VIEW, TRAINING_CACHE_GATE } from '../../platform/auth/training-cache-view.js';

/**
 * What a per-tenant (`TENANT`) answer is kept under instead of the credential it was asked with: what the caller's
 * verified token says he may see, and the other forwarded headers as sent (the tenant header, the `x-admin` and
 * `x-audit-access` switches, cookies). For an identity-provider token that is the tenant it names; for a factory token
 * its tenant and role (`factoryCacheView`: the factory's reads differ by role, an admin's tenant against a
 * super-admin's every tenant). Training's admin reads, asked through its gate, are the same for every admin: their view
 * is TRAINING_ADMIN_VIEW whatever the token (the identity provider's, which the gateway cannot read). Who the user is
 * never enters it, so every user of a tenant (and role) who sends the
 * same switches is served the same entries; the kit's TENANT contract (subgraphs/shared/response-cache.ts) is what
 * makes that sound.
 *
 * The view is a claim (an identity-provider token's `user_metadata` is written by the user; a factory token's tenant
 * and role may be older than our records), so it decides nothing by itself: an answer is stored only from an
 * execution the subgraph allowed, and served only once the subgraph's `@cacheGate`, asked with the caller's
 * credentials, has answered this very view from its own records.
 */
export interface TenantView {
  /** The view as the gate answers it: the tenant id, or for a factory token `factoryCacheView`. */
  readonly tenant: string;
  /** The forwarded headers but `authorization`. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The view a verified token gives: a factory token's, else an identity-provider token's tenant; undefined for any other. */
async function viewOfToken(token: string): Promise<string | undefined> {
  try {
    const credential = await verifiedCredential(token);
    if (credential.issuer === 'factory') return factoryCacheView(credential.claims);
    return credential.issuer === 'identity-provider' ? (credential.claims.tenantId ?? undefined) : undefined;
  } catch {
    // Refused as the execution will refuse it: nothing of it is cached.
    return undefined;
  }
}

/**
 * The view of a request to the subgraph of `gate`: for training's, TRAINING_ADMIN_VIEW for any bearer token; else that
 * of a valid factory token, or of an identity-provider token that names a tenant; undefined for any other.
 */
export async function tenantViewOf(
  forwardedHeaders: Readonly<Record<string, string>>,
  gate?: string,
): Promise<TenantView | undefined> {
  const { authorization, ...headers } = forwardedHeaders;
  const token = bearerTokenOf(authorization?.trim());
  if (!token) return undefined;
  const tenant = gate === TRAINING_CACHE_GATE ? TRAINING_ADMIN_VIEW : await viewOfToken(token);
  return tenant === undefined ? undefined : { tenant, headers };
}
