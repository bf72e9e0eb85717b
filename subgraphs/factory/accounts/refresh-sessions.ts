import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { acrossTenants, acrossTenantsInPlace } from '../../shared/tenancy.js';
import { REFRESH_TOKEN_SECONDS } from './refresh-cookie.js';
import { RefreshSession, RefreshToken, type RevocationReason } from './refresh-session.entity.js';
import { newSecretToken, secretTokenHash } from './secret-tokens.js';
import type { User } from './user.entity.js';

/** A refresh token as handed to the client (the cookie's value) and when it expires. */
export interface IssuedRefreshToken {
  readonly token: string;
  readonly expiresAt: Date;
}

/** What presenting a refresh token came to. */
export type Rotation =
  | { readonly outcome: 'rotated'; readonly userId: string; readonly issued: IssuedRefreshToken }
  | { readonly outcome: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Refresh-token families with rotation and reuse detection (OAuth 2.0 Security BCP, "refresh token
 * rotation"): every refresh marks the presented token used and issues its successor in the same family; a
 * token presented after it was used means two parties hold it, so the whole family is revoked and the
 * legitimate client, too, has to sign in again. Call each method inside the caller's transaction.
 *
 * Families belong to users, which are tenant-owned, so MikroORM would scope these queries through the user
 * relation; the presented secret is the credential here (there is no caller yet, or one whose tenant does not
 * matter), so they read across tenants, in the caller's unit of work for the rows they change
 * (`acrossTenantsInPlace`).
 */
export const refreshSessions = {
  /** A new family for a sign-in, with its first token. */
  start(em: EntityManager, user: User): IssuedRefreshToken {
    const session = em.create(RefreshSession, { user });
    return issue(em, session);
  },

  /**
   * Rotates `presented`. The token's row is locked, so of two refreshes with the same token one rotates and
   * the other sees it used (and revokes the family). Revocation is written even though the outcome is a
   * refusal: the caller must commit the transaction, then refuse.
   */
  async rotate(em: EntityManager, presented: string): Promise<Rotation> {
    const token = await em.findOne(
      RefreshToken,
      { tokenHash: secretTokenHash(presented) },
      acrossTenantsInPlace({ lockMode: LockMode.PESSIMISTIC_WRITE }),
    );
    if (!token) return { outcome: 'unknown' };
    const session = await em.findOneOrFail(RefreshSession, { id: token.session.id }, acrossTenantsInPlace());
    if (session.revokedAt) return { outcome: 'revoked' };
    if (token.usedAt) {
      revoke(session, 'reuse');
      return { outcome: 'reused' };
    }
    if (token.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };
    token.usedAt = new Date();
    return { outcome: 'rotated', userId: session.user.id, issued: issue(em, session) };
  },

  /** Revokes the family of `presented`, if it names one; unknown tokens are ignored. */
  async revokeFamilyOf(em: EntityManager, presented: string, reason: RevocationReason): Promise<void> {
    const token = await em.findOne(
      RefreshToken,
      { tokenHash: secretTokenHash(presented) },
      acrossTenantsInPlace({ populate: ['session'] }),
    );
    if (token && !token.session.revokedAt) revoke(token.session, reason);
  },

  /** Revokes every live family of `userId` (every device signed in as that user). */
  async revokeAllOf(em: EntityManager, userId: string, reason: RevocationReason): Promise<void> {
    await acrossTenants(em).nativeUpdate(
      RefreshSession,
      { user: userId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
  },
};

function issue(em: EntityManager, session: RefreshSession): IssuedRefreshToken {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);
  em.create(RefreshToken, { session, tokenHash: secretTokenHash(token), expiresAt });
  return { token, expiresAt };
}

function revoke(session: RefreshSession, reason: RevocationReason): void {
  session.revokedAt = new Date();
  session.revokedReason = reason;
}
