import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot, type AuditActor } from '../../shared/audit/audit-trail.js';
import { isCalendarDate, textSearch, timestampBetween, utcDate } from '../../shared/filters.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import type { TrainingContext } from '../context.js';
import { Interest, InterestStatus } from '../interests/interest.entity.js';
import { CertificateService } from './certificate.service.js';
import { Certificate, Enrollment, EnrollmentStatus, FINISHED_STATUSES } from './enrollment.entity.js';
import type { EnrollmentFilter, CreateEnrollmentInput, EnrollmentSort } from './enrollment.types.js';

const NULLABLE_SORT_FIELDS: ReadonlySet<string> = new Set(['organisation', 'scheduledDate', 'completedAt']);

const isFinished = (status: EnrollmentStatus) => FINISHED_STATUSES.includes(status);

type Problems = Record<string, string[]>;

function throwIfAny(problems: Problems): void {
  const fields = Object.entries(problems);
  if (!fields.length) return;
  const summary = fields.map(([field, list]) => `${field} ${list.join(', ')}`).join('; ');
  throw validationError(`Invalid input: ${summary}`, { fields: problems });
}

/** A trimmed text, undefined when absent; blank is reported as a problem of `field`. */
function text(value: string | null | undefined, field: string, problems: Problems): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) (problems[field] ??= []).push('must not be blank');
  return trimmed || undefined;
}

/** A uuid reference of an input, lower-cased; anything else is reported as a problem of `field`. */
function reference(value: string | null | undefined, field: string, problems: Problems): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = normalizeId(value);
  if (!id) (problems[field] ??= []).push(`"${value}" is not a valid id`);
  return id ?? undefined;
}

/**
 * The rules of enrollments: creation directly (Variant A) or from an interest (Variant B), the list, status
 * changes that issue the certificate once, and re-sending it. Every write is audited in its transaction.
 */
export class EnrollmentService {
  constructor(
    private readonly context: Pick<TrainingContext, 'em' | 'auth' | 'audit' | 'jobs' | 'request' | 'config'>,
  ) {}

  async list(
    filter: EnrollmentFilter | null | undefined,
    sort: readonly EnrollmentSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<Enrollment>> {
    const pageRequest = parsePage(page, limit);
    const conditions: FilterQuery<Enrollment>[] = [];
    if (filter?.status?.length) conditions.push({ status: { $in: filter.status } });
    if (filter?.courseId) {
      const courseId = normalizeId(filter.courseId);
      if (!courseId)
        throw validationError(`courseId: "${filter.courseId}" is not a valid id`, {
          fields: { courseId: ['is not a valid id'] },
        });
      conditions.push({ course: courseId });
    }
    const search = textSearch(filter?.search, ['learnerName', 'learnerEmail', 'organisation']);
    if (search) conditions.push(search);
    const createdAt = timestampBetween(filter?.dateFrom, filter?.dateTo);
    if (createdAt) conditions.push({ createdAt });

    const [items, total] = await this.context.em.findAndCount(
      Enrollment,
      conditions.length ? { $and: conditions } : {},
      {
        orderBy: listOrder<Enrollment>(sort, NULLABLE_SORT_FIELDS),
        limit: pageRequest.limit,
        offset: pageRequest.offset,
      },
    );
    return pageOf(items, total, pageRequest);
  }

  get(id: string): Promise<Enrollment> {
    return this.context.em.findOneOrFail(Enrollment, { id: normalizeId(id) });
  }

  /**
   * Variant A: course and learner as given. Variant B: from an interest (neither deleted nor erased, and not
   * enrolled yet), whose course and learner are copied and whose status becomes ENROLLED. Created with a
   * finished status, the enrollment gets its certificate at once.
   */
  async create(input: CreateEnrollmentInput): Promise<Enrollment> {
    const actor = await this.context.auth.requireAdmin();
    const problems: Problems = {};
    const courseId = reference(input.courseId, 'courseId', problems);
    const interestId = reference(input.interestId, 'interestId', problems);
    const learnerName = text(input.learnerName, 'learnerName', problems);
    const learnerEmail = text(input.learnerEmail, 'learnerEmail', problems);
    const organisation = input.organisation?.trim() || undefined;
    const scheduledDate = input.scheduledDate ?? undefined;
    if (scheduledDate !== undefined && !isCalendarDate(scheduledDate)) {
      (problems.scheduledDate ??= []).push(`"${scheduledDate}" is not a calendar date (YYYY-MM-DD)`);
    }
    if (input.interestId == null) {
      const required = { courseId: input.courseId, learnerName: input.learnerName, learnerEmail: input.learnerEmail };
      for (const [field, value] of Object.entries(required))
        if (value == null || value === '') (problems[field] ??= []).push('is required');
    }
    throwIfAny(problems);
    const status = input.status ?? EnrollmentStatus.PENDING;

    return this.#issuing(async (em, certificates) => {
      const interest = interestId ? await this.#enrollableInterest(em, interestId, courseId) : null;
      const course = await em.findOneOrFail(Course, {
        id: courseId ?? interest!.course.id,
        status: { $ne: CourseStatus.DELETED },
      });

      const enrollment = em.create(Enrollment, {
        course,
        interest,
        learnerName: learnerName ?? interest?.name ?? '',
        learnerEmail: learnerEmail ?? interest?.email ?? '',
        organisation: organisation ?? interest?.organisation ?? null,
        scheduledDate: scheduledDate ?? null,
        status,
      });
      if (!enrollment.learnerName || !enrollment.learnerEmail) {
        throw validationError('The interest has no learner name or email: give learnerName and learnerEmail', {
          fields: { learnerName: ['is required'], learnerEmail: ['is required'] },
        });
      }
      if (interest && interest.status !== InterestStatus.ENROLLED) {
        const before = { status: interest.status };
        interest.status = InterestStatus.ENROLLED;
        await this.context.audit.record(em, actor, {
          action: 'interest.updateStatus',
          entityType: 'interest',
          entityId: interest.id,
          before,
          after: { status: interest.status, enrollmentId: enrollment.id },
        });
      }
      if (isFinished(status)) await this.#finish(em, enrollment, course, certificates, actor);
      await this.context.audit.record(em, actor, {
        action: 'enrollment.create',
        entityType: 'enrollment',
        entityId: enrollment.id,
        after: snapshot(enrollment),
      });
      await em.flush();
      return enrollment;
    });
  }

  /**
   * Sets the status. COMPLETED (A) or ACHIEVED (B) set completedAt and issue the certificate, once: doing it
   * again keeps the certificate. Once a certificate exists the status cannot leave the finished statuses
   * (CONFLICT), since the certificate stays valid.
   */
  async updateStatus(id: string, status: EnrollmentStatus): Promise<Enrollment> {
    const actor = await this.context.auth.requireAdmin();
    return this.#issuing(async (em, certificates) => {
      const enrollment = await this.#locked(em, id);
      const certificate = await em.findOne(Certificate, { enrollment: enrollment.id });
      if (certificate && !isFinished(status)) {
        throw conflict(
          `Certificate ${certificate.certificateNumber} was issued for this enrollment: its status can only be ${FINISHED_STATUSES.join(' or ')}`,
          {
            certificateNumber: certificate.certificateNumber,
          },
        );
      }
      const before = snapshot(enrollment);
      enrollment.status = status;
      if (isFinished(status) && !certificate) {
        const course = await em.findOneOrFail(Course, { id: enrollment.course.id });
        await this.#finish(em, enrollment, course, certificates, actor);
      }
      // Flushed first so that the audited `after` carries the new updatedAt.
      await em.flush();
      await this.context.audit.record(em, actor, {
        action: 'enrollment.updateStatus',
        entityType: 'enrollment',
        entityId: enrollment.id,
        before,
        after: snapshot(enrollment),
      });
      await em.flush();
      return enrollment;
    });
  }

  /** Variant B: mails the stored certificate PDF again (no new document); NOT_FOUND without enrollment, 400 without certificate. */
  async resendCertificate(enrollmentId: string): Promise<Certificate> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const enrollment = await this.#locked(em, enrollmentId);
      const certificate = await em.findOne(Certificate, { enrollment: enrollment.id });
      if (!certificate) {
        throw validationError(
          `This enrollment has no certificate yet: it is issued when the enrollment is marked ${FINISHED_STATUSES.join(' or ')}`,
        );
      }
      const before = { emailedAt: certificate.emailedAt };
      await new CertificateService({ ...this.context, em }).mail(em, certificate, enrollment.learnerEmail);
      await this.context.audit.record(em, actor, {
        action: 'certificate.resend',
        entityType: 'certificate',
        entityId: certificate.id,
        before,
        after: { emailedAt: certificate.emailedAt, to: enrollment.learnerEmail },
      });
      await em.flush();
      return certificate;
    });
  }

  /** Marks an enrollment finished today (unless it already was) and issues its certificate. */
  async #finish(
    em: EntityManager,
    enrollment: Enrollment,
    course: Course,
    certificates: CertificateService,
    actor: AuditActor,
  ): Promise<void> {
    enrollment.completedAt ??= utcDate();
    const certificate = await certificates.issue(em, enrollment, course);
    await this.context.audit.record(em, actor, {
      action: 'certificate.issue',
      entityType: 'certificate',
      entityId: certificate.id,
      after: {
        enrollmentId: enrollment.id,
        certificateNumber: certificate.certificateNumber,
        courseTitle: certificate.courseTitle,
        completionDate: certificate.completionDate,
      },
    });
  }

  /** The interest of a Variant B creation, locked against a concurrent second enrollment of it. */
  async #enrollableInterest(em: EntityManager, interestId: string, courseId: string | undefined): Promise<Interest> {
    const interest = await em.findOneOrFail(
      Interest,
      { id: interestId, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (interest.erasedAt) {
      throw validationError("The interest was erased: its learner's data is gone, so nothing can be enrolled from it", {
        fields: { interestId: ['was erased'] },
      });
    }
    if (courseId && interest.course.id !== courseId) {
      throw validationError("courseId is not the interest's course", {
        fields: { courseId: ["is not the interest's course"] },
      });
    }
    const existing = await em.findOne(Enrollment, { interest: interest.id }, { fields: ['id'] });
    if (existing) throw conflict('This interest is enrolled already', { enrollmentId: existing.id });
    return interest;
  }

  /** An enrollment, its row locked for the rest of the transaction (so that it is finished at most once). */
  async #locked(em: EntityManager, id: string): Promise<Enrollment> {
    return em.findOneOrFail(
      Enrollment,
      { id: normalizeId(id) },
      { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['e0'] },
    );
  }

  /** Runs a transaction that may issue certificates; the PDFs it stored are removed again if it fails. */
  async #issuing<T>(work: (em: EntityManager, certificates: CertificateService) => Promise<T>): Promise<T> {
    const certificates = new CertificateService(this.context);
    try {
      return await this.context.em.transactional((em) => work(em, certificates));
    } catch (error) {
      await certificates.discardUncommitted();
      throw error;
    }
  }
}
