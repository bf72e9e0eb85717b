import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';

/**
 * A mailed password-reset token: single use, short-lived. Not tenant-owned for the same reason as the
 * refresh families: it is found by the hash of a secret presented by someone who is not signed in.
 */
@Entity({ tableName: 'password_reset' })
export class PasswordReset {
  [OptionalProps]?: 'id' | 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** SHA-256 of the token (see `secret-tokens.ts`). */
  @Property({ type: 'string', unique: 'password_reset_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
