import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';

/** Why a refresh family ended. */
export const REVOCATION_REASONS = ['logout', 'reuse', 'password-reset'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/**
 * One sign-in: the family of refresh tokens that rotation derives from the login's token. A family is
 * revoked as a whole (logout, a password reset, or an already rotated token presented again, which means
 * someone else holds a copy of it).
 *
 * Not tenant-owned: it is found by the hash of a token presented without an access token, before any caller
 * is known, and it is reached only through that secret.
 */
@Entity({ tableName: 'refresh_session' })
export class RefreshSession {
  [OptionalProps]?: 'id' | 'createdAt' | 'revokedAt' | 'revokedReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Enum({ items: () => REVOCATION_REASONS, type: 'string', nullable: true })
  revokedReason: RevocationReason | null = null;
}

/** One refresh token of a family; usable once, then replaced by its successor. */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  [OptionalProps]?: 'id' | 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => RefreshSession, { deleteRule: 'cascade' })
  session!: RefreshSession;

  /** SHA-256 of the token (see `secret-tokens.ts`): a leaked table gives no usable token. */
  @Property({ type: 'string', unique: 'refresh_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
