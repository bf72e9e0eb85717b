import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict, ErrorCode, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { verifyChallenge } from '../../shared/challenge.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { signFileLink, type FileLink } from '../../shared/file-links.js';
import { textSearch, timestampBetween } from '../../shared/filters.js';
import { requireId } from '../../shared/ids.js';
import { htmlMail, type MailMessage } from '../../shared/mail.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { configuredStorage } from '../../shared/storage.js';
import { changeEvents } from '../cache-tags.js';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import type { BulkDeleteResult, LinkResendResult } from '../common/results.js';
import { softDeleteAll } from '../common/soft-delete.js';
import type { TrainingContext } from '../context.js';
import { MailedLink } from '../files/mailed-links.js';
import { TrainingFiles } from '../files/training-files.js';
import { Interest, InterestSource, InterestStatus } from './interest.entity.js';
import type { CreateInterestInput, InterestFilter, InterestSort, RegisterInterestInput } from './interest.types.js';

/** Columns that erasure empties (so, nullable): sorted with the empty ones last either way. */
const NULLABLE_SORT_FIELDS = new Set<string>(['name', 'email', 'organisation']);

/** Signed download links of a brochure live one minute: long enough to start the download, too short to share. */
const BROCHURE_LINK_TTL_SECONDS = 60;

/**
 * Fields an audit entry never carries: the learner's personal data (so that an erasure leaves no copy in the
 * audit trail, including the central audit-log service) and the secret of the brochure link.
 */
const UNAUDITED_FIELDS = ['name', 'email', 'phone', 'organisation', 'brochureToken'] as const;

const auditView = (interest: Interest) => snapshot(interest, UNAUDITED_FIELDS);

const brochureUnavailable = () => new AppError(ErrorCode.NOT_FOUND, 'Brochure not available');

/** The expiring brochure link that brochure mails carry. */
const brochureLink = new MailedLink<Interest>({
  entity: Interest,
  label: 'Brochure link',
  token: 'brochureToken',
  expiresAt: 'brochureTokenExpiresAt',
  sentAt: 'brochureSentAt',
  expiryDays: (settings) => settings.brochureExpiryDays,
  path: (token) => `/interests/brochure/${token}`,
  audit: { entityType: 'interest', resendAction: 'interest.brochure.resend' },
});

interface LearnerDetails {
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
}

/** The submitted details, trimmed; blank optional fields become null, a blank name is refused. */
function learnerDetails(input: {
  name: string;
  email: string;
  phone?: string | null;
  organisation?: string | null;
}): LearnerDetails {
  const name = input.name.trim();
  if (!name) throw validationError('name must not be blank', { fields: { name: ['must not be blank'] } });
  return {
    name,
    email: input.email.trim(),
    phone: input.phone?.trim() || null,
    organisation: input.organisation?.trim() || null,
  };
}

function brochureMail(
  to: string,
  name: string | null,
  courseTitle: string,
  link: string,
  expiresAt: Date,
): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const validUntil = `The link is valid until ${expiresAt.toISOString().slice(0, 10)}.`;
  return {
    to,
    subject: `Your brochure: ${courseTitle}`,
    text: `${greeting}\n\nThank you for your interest in "${courseTitle}". Download the course brochure here:\n${link}\n\n${validUntil}\n`,
    html: htmlMail(
      [
        greeting,
        `Thank you for your interest in "${courseTitle}". Download the course brochure with the link below.`,
        validUntil,
      ],
      { href: link, label: 'Download the brochure' },
    ),
  };
}

/**
 * The rules of learners' interests: public registration behind a bot challenge, admin management (audited),
 * the brochure mail with its expiring link, and erasure of the personal data.
 */
export class InterestService {
  constructor(
    private readonly context: Pick<TrainingContext, 'em' | 'jobs' | 'audit' | 'auth' | 'request' | 'config'>,
  ) {}

  /** Public form: the course is a published, active one (uuid or slug); the challenge is checked before anything is written. */
  async register(courseKey: string, input: RegisterInterestInput): Promise<Interest> {
    const details = learnerDetails(input);
    await verifyChallenge(this.context.config, input.challengeToken, this.context.request.clientAddress);
    return this.context.em.transactional(async (em) => {
      const course = await findPublishedCourse(em, courseKey);
      const interest = em.create(Interest, { course, ...details, source: InterestSource.PUBLIC });
      // A public write has no audit entry to record its events with.
      for (const event of changeEvents('interest', 'interest.register', interest.id)) recordEvent(em, event);
      if (input.requestBrochure) await this.#mailBrochure(em, interest, course);
      await em.flush();
      return interest;
    });
  }

  /** An admin's manual entry (Variant B): any active course, published or not. */
  async create(input: CreateInterestInput): Promise<Interest> {
    const actor = await this.context.auth.requireAdmin();
    const details = learnerDetails(input);
    const courseId = requireId('courseId', input.courseId);
    return this.context.em.transactional(async (em) => {
      const course = await em.findOne(Course, { id: courseId, status: CourseStatus.ACTIVE });
      if (!course)
        throw validationError(`courseId: unknown course ${input.courseId}`, {
          fields: { courseId: ['unknown course'] },
        });
      const interest = em.create(Interest, {
        course,
        ...details,
        status: input.status ?? InterestStatus.NEW,
        source: InterestSource.ADMIN,
      });
      if (input.sendBrochure) await this.#mailBrochure(em, interest, course);
      await this.context.audit.record(em, actor, {
        action: 'interest.create',
        entityType: 'interest',
        entityId: interest.id,
        after: auditView(interest),
      });
      await em.flush();
      return interest;
    });
  }

  /** Interests that are not soft-deleted, newest first unless `sort` says otherwise. */
  async list(
    filter: InterestFilter | null | undefined,
    sort: readonly InterestSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<Interest>> {
    const pageRequest = parsePage(page, limit);
    const conditions: FilterQuery<Interest>[] = [{ deletedAt: null }];
    if (filter?.status?.length) conditions.push({ status: { $in: filter.status } });
    if (filter?.courseId) conditions.push({ course: requireId('courseId', filter.courseId) });
    const search = textSearch(filter?.search, ['name', 'email', 'organisation', 'phone']);
    if (search) conditions.push(search);
    const created = timestampBetween(filter?.dateFrom, filter?.dateTo);
    if (created) conditions.push({ createdAt: created });

    const [items, total] = await this.context.em.findAndCount(
      Interest,
      { $and: conditions },
      {
        orderBy: listOrder<Interest>(sort, NULLABLE_SORT_FIELDS),
        limit: pageRequest.limit,
        offset: pageRequest.offset,
      },
    );
    return pageOf(items, total, pageRequest);
  }

  /** One interest that is not soft-deleted. */
  async get(id: string): Promise<Interest> {
    return findInterest(this.context.em, id);
  }

  async updateStatus(id: string, status: InterestStatus): Promise<Interest> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const interest = await findInterest(em, id);
      const before = interest.status;
      if (before !== status) {
        interest.status = status;
        await this.context.audit.record(em, actor, {
          action: 'interest.update',
          entityType: 'interest',
          entityId: interest.id,
          before: { status: before },
          after: { status },
        });
      }
      await em.flush();
      return interest;
    });
  }

  /** Bulk soft delete: every id must be a uuid; ids already deleted count as matched, not deleted. */
  async delete(ids: string[]): Promise<BulkDeleteResult> {
    const actor = await this.context.auth.requireAdmin();
    return softDeleteAll(this.context.em, ids, {
      entity: Interest,
      noun: 'interest',
      audit: { trail: this.context.audit, actor, entityType: 'interest', action: 'interest.delete' },
    });
  }

  /** Mails the brochure link again; the token stays unless it expired (or there was none). */
  async resendBrochure(id: string): Promise<LinkResendResult> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      // Locked, so that two concurrent resends of an expired link cannot each mail a different new token.
      const interest = await findInterest(em, id, LockMode.PESSIMISTIC_WRITE);
      if (interest.erasedAt) throw conflict('The interest was erased: there is no address to send the brochure to');
      const course = await em.findOneOrFail(Course, { id: interest.course.id });
      if (course.status === CourseStatus.DELETED)
        throw conflict('The course was deleted: its brochure is no longer offered');
      const result = await brochureLink.resend(em, interest, { trail: this.context.audit, actor }, () =>
        this.#mailBrochure(em, interest, course),
      );
      await em.flush();
      return result;
    });
  }

  /**
   * Irreversible erasure: the personal fields are emptied, the brochure link revoked, `erasedAt` set; the row
   * stays (counts and statistics still include it). Soft-deleted interests can be erased too; erasing again
   * changes nothing.
   */
  async erase(id: string): Promise<Interest> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const interest = await em.findOneOrFail(Interest, { id: normalizeId(id) });
      if (interest.erasedAt) return interest;
      const before = auditView(interest);
      interest.name = null;
      interest.email = null;
      interest.phone = null;
      interest.organisation = null;
      brochureLink.revoke(interest);
      interest.erasedAt = new Date();
      await this.context.audit.record(em, actor, {
        action: 'interest.erase',
        entityType: 'interest',
        entityId: interest.id,
        before,
        after: auditView(interest),
      });
      await em.flush();
      return interest;
    });
  }

  /**
   * A short-lived link to the brochure that a mailed token stands for: NOT_FOUND for an unknown or revoked
   * token (erased or soft-deleted interest), FORBIDDEN once it expired, NOT_FOUND while the course has no
   * brochure file (or was deleted).
   */
  async brochureDownload(token: string): Promise<FileLink> {
    const interest = await brochureLink.resolve(this.context.em, token);
    const { course } = await this.context.em.populate(interest, ['course']);
    if (course.status === CourseStatus.DELETED) throw brochureUnavailable();
    const key = TrainingFiles.courseBrochure(course.id);
    if (!(await configuredStorage(this.context.config).stat(key))) throw brochureUnavailable();
    return signFileLink(
      this.context.config,
      'training',
      { key, filename: `${course.slug}-brochure.pdf`, contentType: 'application/pdf' },
      BROCHURE_LINK_TTL_SECONDS,
    );
  }

  /** Sends the brochure mail in `em`'s transaction (see `MailedLink.send` for the token it carries). */
  async #mailBrochure(em: EntityManager, interest: Interest, course: Course): Promise<LinkResendResult> {
    interest.brochureRequested = true;
    return brochureLink.send(em, this.context.jobs, interest, ({ url, expiresAt }) =>
      brochureMail(interest.email!, interest.name, course.title, url, expiresAt),
    );
  }
}

async function findPublishedCourse(em: EntityManager, courseKey: string): Promise<Course> {
  const key = courseKey.trim();
  return em.findOneOrFail(Course, {
    $or: [{ id: normalizeId(key) }, { slug: key }],
    status: CourseStatus.ACTIVE,
    isPublished: true,
  });
}

async function findInterest(em: EntityManager, id: string, lockMode?: LockMode): Promise<Interest> {
  return em.findOneOrFail(Interest, { id: normalizeId(id), deletedAt: null }, lockMode ? { lockMode } : {});
}
