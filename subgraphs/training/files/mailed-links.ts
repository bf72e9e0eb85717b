import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { forbidden, notFound } from '../../../platform/errors.js';
import { publicTrainingUrl } from '../../../platform/public-urls.js';
import type { AuditActor, AuditTrail } from '../../shared/audit/audit-trail.js';
import type { JobQueue } from '../../shared/jobs.js';
import { sendMail, type MailMessage } from '../../shared/mail.js';
import type { LinkResendResult } from '../common/results.js';
import type { TrainingSettings } from '../settings/settings.entity.js';
import { currentSettings } from '../settings/settings.service.js';

/**
 * The rule of the expiring links that training mails carry (a course brochure for an interest, the training
 * plan for a request): a token is issued with the first mail and kept by later ones while it is valid, so that
 * an earlier mail's link keeps working; once expired, the next mail carries a new one. Erasure revokes it. A
 * token finds its record unless revoked (NOT_FOUND) and while it has not expired (FORBIDDEN after).
 */

/** An unguessable token for a link sent by mail (256 bits, URL-safe). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What `newLinkToken` makes: anything else cannot be a token, and is not looked up. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function expiresAfterDays(days: number, from: Date = new Date()): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The names of T's properties whose type is exactly V (so that a token column cannot be named for a date one). */
type PropertiesOfType<T, V> = {
  [K in keyof T]-?: [T[K]] extends [V] ? ([V] extends [T[K]] ? K : never) : never;
}[keyof T] &
  string;

/** A record that a mailed link stands for; soft deletion and erasure revoke the link. */
interface LinkedRecord {
  readonly id: string;
  deletedAt: Date | null;
  erasedAt: Date | null;
}

export interface MailedLinkDefinition<T> {
  readonly entity: EntityClass<T>;
  /** What the link is called in errors ("Brochure link" not found, "Brochure link expired"). */
  readonly label: string;
  /** The column of the token (the link's secret): never exposed, never audited. */
  readonly token: PropertiesOfType<T, string | null>;
  readonly expiresAt: PropertiesOfType<T, Date | null>;
  /** When the link was last mailed. */
  readonly sentAt: PropertiesOfType<T, Date | null>;
  /** The days a new token lives: an admin setting. */
  readonly expiryDays: (settings: TrainingSettings) => number;
  /** The path of the link on the legacy REST surface, which mails point to. */
  readonly path: (token: string) => string;
  /** How an admin's resend is audited: the record's entity type and the action. */
  readonly audit: { readonly entityType: string; readonly resendAction: string };
}

export class MailedLink<T extends LinkedRecord> {
  constructor(private readonly definition: MailedLinkDefinition<T>) {}

  /**
   * Mails the link of `record` in `em`'s transaction, keeping its token while valid and issuing a new one
   * otherwise; `message` writes the mail around the link. Lock the record beforehand where two mails may race,
   * or each could mail a different new token.
   */
  async send(
    em: EntityManager,
    jobs: JobQueue,
    record: T,
    message: (link: { url: string; expiresAt: Date }) => MailMessage,
  ): Promise<LinkResendResult> {
    const now = new Date();
    const current = this.#read(record);
    const stillValid = !!current.token && !!current.expiresAt && current.expiresAt > now;
    const token = stillValid ? current.token! : newLinkToken();
    const expiresAt = stillValid ? current.expiresAt! : expiresAfterDays(await this.#expiryDays(em), now);
    this.#write(record, { token, expiresAt, sentAt: now });
    await sendMail(jobs, em, message({ url: publicTrainingUrl(this.definition.path(token)), expiresAt }));
    return { regenerated: !stillValid, expiresAt };
  }

  /**
   * An admin's resend: `mail` sends the link again (with `send`), and the audit entry records whether the
   * token was new and, before and after, when the link expires and when it was mailed (never the token).
   */
  async resend(
    em: EntityManager,
    record: T,
    audit: { readonly trail: AuditTrail; readonly actor: AuditActor },
    mail: () => Promise<LinkResendResult>,
  ): Promise<LinkResendResult> {
    const before = this.#auditState(record);
    const result = await mail();
    await audit.trail.record(em, audit.actor, {
      action: this.definition.audit.resendAction,
      entityType: this.definition.audit.entityType,
      entityId: record.id,
      before,
      after: { regenerated: result.regenerated, ...this.#auditState(record) },
    });
    return result;
  }

  /** Revokes the link for good (erasure): its token finds nothing any more. */
  revoke(record: T): void {
    this.#write(record, { token: null, expiresAt: null });
  }

  /** The record a mailed token stands for: NOT_FOUND for an unknown or revoked token, FORBIDDEN once it expired. */
  async resolve(em: EntityManager, token: string): Promise<T> {
    const where = { [this.definition.token]: token, deletedAt: null, erasedAt: null } as FilterQuery<T>;
    const record = LINK_TOKEN.test(token) ? await em.findOne(this.definition.entity, where) : null;
    if (!record) throw notFound(this.definition.label);
    const { expiresAt } = this.#read(record);
    if (!expiresAt || expiresAt <= new Date()) throw forbidden(`${this.definition.label} expired`);
    return record;
  }

  /** The days a new token lives, as the settings say now (an admin may have changed them since the last mail). */
  async #expiryDays(em: EntityManager): Promise<number> {
    return this.definition.expiryDays(await currentSettings(em));
  }

  #auditState(record: T): Record<string, string | null> {
    const { expiresAt, sentAt } = this.#read(record);
    return {
      [this.definition.expiresAt]: expiresAt?.toISOString() ?? null,
      [this.definition.sentAt]: sentAt?.toISOString() ?? null,
    };
  }

  #read(record: T): { token: string | null; expiresAt: Date | null; sentAt: Date | null } {
    const values = record as unknown as Record<string, unknown>;
    return {
      token: values[this.definition.token] as string | null,
      expiresAt: values[this.definition.expiresAt] as Date | null,
      sentAt: values[this.definition.sentAt] as Date | null,
    };
  }

  #write(record: T, link: { token: string | null; expiresAt: Date | null; sentAt?: Date }): void {
    Object.assign(record, {
      [this.definition.token]: link.token,
      [this.definition.expiresAt]: link.expiresAt,
      ...(link.sentAt ? { [this.definition.sentAt]: link.sentAt } : {}),
    });
  }
}
