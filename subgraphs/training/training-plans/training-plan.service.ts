import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { verifyChallenge } from '../../shared/challenge.js';
import { recordEvent } from '../../shared/events/outbox.js';
import type { FileLink } from '../../shared/file-links.js';
import { textSearch, timestampBetween } from '../../shared/filters.js';
import { htmlMail, type MailMessage } from '../../shared/mail.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { changeEvents } from '../cache-tags.js';
import type { BulkDeleteResult, LinkResendResult } from '../common/results.js';
import { softDeleteAll } from '../common/soft-delete.js';
import type { TrainingContext } from '../context.js';
import { MailedLink } from '../files/mailed-links.js';
import { trainingPlanLink } from '../files/training-plan-file.js';
import { TrainingPlanRequest, TrainingPlanRequestSource } from './training-plan-request.entity.js';
import {
  PublicTrainingPlanForm,
  TrainingPlanRequestSort,
  type RequestTrainingPlanInput,
  type TrainingPlanRequestFilter,
  type CreateTrainingPlanRequestInput,
} from './training-plan.types.js';

/** Columns that erasure empties (so, nullable): sorted with the empty ones last either way. */
const NULLABLE_SORT_FIELDS = new Set<string>(['organisation', 'contactName', 'contactEmail']);

const SOURCE_OF_FORM: Readonly<Record<PublicTrainingPlanForm, TrainingPlanRequestSource>> = {
  [PublicTrainingPlanForm.PUBLIC_FORM]: TrainingPlanRequestSource.PUBLIC_FORM,
  [PublicTrainingPlanForm.PUBLIC_REQUEST]: TrainingPlanRequestSource.PUBLIC_REQUEST,
};

/**
 * Fields an audit entry never carries: the requester's personal data (so that an erasure leaves no copy in
 * the audit trail, including the central audit-log service) and the secret of the download link.
 */
const UNAUDITED_FIELDS = [
  'organisation',
  'contactName',
  'contactEmail',
  'contactPhone',
  'requirements',
  'downloadToken',
] as const;

const auditView = (request: TrainingPlanRequest) => snapshot(request, UNAUDITED_FIELDS);

interface RequesterDetails {
  organisation: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  requirements: string | null;
}

/** The submitted details, trimmed; blank optional fields become null, a blank contact name is refused. */
function requesterDetails(input: CreateTrainingPlanRequestInput): RequesterDetails {
  const contactName = input.contactName.trim();
  if (!contactName)
    throw validationError('contactName must not be blank', { fields: { contactName: ['must not be blank'] } });
  return {
    organisation: input.organisation?.trim() || null,
    contactName,
    contactEmail: input.contactEmail.trim(),
    contactPhone: input.contactPhone?.trim() || null,
    requirements: input.requirements?.trim() || null,
  };
}

/** The expiring download link that training plan mails carry. */
const downloadLink = new MailedLink<TrainingPlanRequest>({
  entity: TrainingPlanRequest,
  label: 'Download link',
  token: 'downloadToken',
  expiresAt: 'downloadTokenExpiresAt',
  sentAt: 'emailSentAt',
  expiryDays: (settings) => settings.trainingPlanExpiryDays,
  path: (token) => `/training-plan/download/${token}`,
  audit: { entityType: 'training_plan_request', resendAction: 'training_plan_request.resend' },
});

function trainingPlanMail(to: string, name: string | null, link: string, expiresAt: Date): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const thanks = 'Thank you for your interest in our training. Download the training plan with the link below.';
  const validUntil = `The link is valid until ${expiresAt.toISOString().slice(0, 10)}.`;
  return {
    to,
    subject: 'Your training plan',
    text: `${greeting}\n\n${thanks}\n${link}\n\n${validUntil}\n`,
    html: htmlMail([greeting, thanks, validUntil], { href: link, label: 'Download the training plan' }),
  };
}

/**
 * The rules of training plan requests: the public forms (A and B) behind a bot challenge, an admin's manual
 * creation, the download mail with its expiring token, the token's download, and the admin management
 * (soft delete, resend, erasure; all audited).
 */
export class TrainingPlanService {
  constructor(
    private readonly context: Pick<TrainingContext, 'em' | 'jobs' | 'audit' | 'auth' | 'request' | 'config'>,
  ) {}

  /** A public form: the challenge is checked before anything is written; the download link is mailed. */
  async request(input: RequestTrainingPlanInput, form: PublicTrainingPlanForm): Promise<TrainingPlanRequest> {
    const details = requesterDetails(input);
    await verifyChallenge(this.context.config, input.challengeToken, this.context.request.clientAddress);
    const source = SOURCE_OF_FORM[form];
    return this.context.em.transactional(async (em) => {
      const request = em.create(TrainingPlanRequest, { ...details, source });
      // A public write has no audit entry to record its events with.
      for (const event of changeEvents('training_plan_request', 'training_plan_request.request', request.id))
        recordEvent(em, event);
      await this.#mailLink(em, request);
      await em.flush();
      return request;
    });
  }

  /** An admin's manual creation (Variant B): no challenge; the download link is mailed all the same. */
  async create(input: CreateTrainingPlanRequestInput): Promise<TrainingPlanRequest> {
    const actor = await this.context.auth.requireAdmin();
    const details = requesterDetails(input);
    return this.context.em.transactional(async (em) => {
      const request = em.create(TrainingPlanRequest, { ...details, source: TrainingPlanRequestSource.ADMIN });
      await this.#mailLink(em, request);
      await this.context.audit.record(em, actor, {
        action: 'training_plan_request.create',
        entityType: 'training_plan_request',
        entityId: request.id,
        after: auditView(request),
      });
      await em.flush();
      return request;
    });
  }

  /** Requests that are not soft-deleted (erased ones included, without their personal data), newest first unless `sort` says otherwise. */
  async list(
    filter: TrainingPlanRequestFilter | null | undefined,
    sort: readonly TrainingPlanRequestSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<TrainingPlanRequest>> {
    const pageRequest = parsePage(page, limit);
    const conditions: FilterQuery<TrainingPlanRequest>[] = [{ deletedAt: null }];
    const search = textSearch(filter?.search, [
      'organisation',
      'contactName',
      'contactEmail',
      'contactPhone',
      'requirements',
    ]);
    if (search) conditions.push(search);
    const created = timestampBetween(filter?.dateFrom, filter?.dateTo);
    if (created) conditions.push({ createdAt: created });

    const [items, total] = await this.context.em.findAndCount(
      TrainingPlanRequest,
      { $and: conditions },
      {
        orderBy: listOrder<TrainingPlanRequest>(sort, NULLABLE_SORT_FIELDS),
        limit: pageRequest.limit,
        offset: pageRequest.offset,
      },
    );
    return pageOf(items, total, pageRequest);
  }

  /** Bulk soft delete: every id must be a uuid; ids already deleted count as matched, not deleted. One audit entry per deleted request. */
  async delete(ids: string[]): Promise<BulkDeleteResult> {
    const actor = await this.context.auth.requireAdmin();
    return softDeleteAll(this.context.em, ids, {
      entity: TrainingPlanRequest,
      noun: 'training plan request',
      audit: {
        trail: this.context.audit,
        actor,
        entityType: 'training_plan_request',
        action: 'training_plan_request.delete',
      },
    });
  }

  /** Mails the download link again; the token stays unless it expired (or there was none). */
  async resend(id: string): Promise<LinkResendResult> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const request = await findRequest(em, id);
      if (request.erasedAt)
        throw conflict('The training plan request was erased: there is no address to send the link to');
      const result = await downloadLink.resend(em, request, { trail: this.context.audit, actor }, () =>
        this.#mailLink(em, request),
      );
      await em.flush();
      return result;
    });
  }

  /**
   * Irreversible erasure: the personal fields are emptied, the download token revoked, `erasedAt` set; the
   * row stays (counts still include it). Soft-deleted requests can be erased too; erasing again changes nothing.
   */
  async erase(id: string): Promise<TrainingPlanRequest> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const request = await em.findOneOrFail(
        TrainingPlanRequest,
        { id: normalizeId(id) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (request.erasedAt) return request;
      const before = auditView(request);
      request.organisation = null;
      request.contactName = null;
      request.contactEmail = null;
      request.contactPhone = null;
      request.requirements = null;
      downloadLink.revoke(request);
      request.erasedAt = new Date();
      await this.context.audit.record(em, actor, {
        action: 'training_plan_request.erase',
        entityType: 'training_plan_request',
        entityId: request.id,
        before,
        after: auditView(request),
      });
      await em.flush();
      return request;
    });
  }

  /**
   * A short-lived link to the current training plan that a mailed token stands for: NOT_FOUND for an unknown
   * or revoked token (erased or soft-deleted request), FORBIDDEN once it expired, NOT_FOUND while no training
   * plan was uploaded.
   */
  async download(token: string): Promise<FileLink> {
    await downloadLink.resolve(this.context.em, token);
    return trainingPlanLink(this.context.config);
  }

  /** Mails the download link in `em`'s transaction (see `MailedLink.send` for the token it carries). */
  #mailLink(em: EntityManager, request: TrainingPlanRequest): Promise<LinkResendResult> {
    return downloadLink.send(em, this.context.jobs, request, ({ url, expiresAt }) =>
      trainingPlanMail(request.contactEmail!, request.contactName, url, expiresAt),
    );
  }
}

/** One request that is not soft-deleted, locked for the rest of the transaction. */
async function findRequest(em: EntityManager, id: string): Promise<TrainingPlanRequest> {
  return em.findOneOrFail(
    TrainingPlanRequest,
    { id: normalizeId(id), deletedAt: null },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
}
