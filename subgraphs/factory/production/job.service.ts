import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { parseTimeRange, withinRange } from '../../shared/filters.js';
import { pageOf, type Page } from '../../shared/pagination.js';
import { Article } from '../articles/article.entity.js';
import type { FactoryContext } from '../context.js';
import { LedgerEntry, LedgerEntryType } from '../ledger/ledger-entry.entity.js';
import { postLedgerEntry, visibleWorker } from '../ledger/ledger.service.js';
import { amountForPieces, amountOf, paiseOf } from '../ledger/money.js';
import { requireConfiguration, tenantPage, writer } from '../tenant-scope.js';
import { JobStepProgress, JobStepStatus } from './job-step.entity.js';
import { Job, JobStatus } from './job.entity.js';
import type { CreateJobInput, JobFilter, JobStepMove, JobStepMoveInput } from './job.types.js';

const STEP_ORDER: Record<JobStepStatus, number> = {
  [JobStepStatus.PENDING]: 0,
  [JobStepStatus.IN_PROGRESS]: 1,
  [JobStepStatus.COMPLETED]: 2,
};
const POPULATE = ['article', 'steps', 'steps.worker'] as const;

/** Jobs: created with the tenant's steps, moved step by step; completing a paid step credits its worker once. */
export class JobService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async create(input: CreateJobInput): Promise<Job> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    const jobNo = input.jobNo.trim();
    if (!jobNo) throw validationError('jobNo is required', { fields: { jobNo: ['is required'] } });
    if (!Number.isInteger(input.quantity) || input.quantity < 1)
      throw validationError('quantity must be a whole number greater than zero', {
        fields: { quantity: ['must be greater than zero'] },
      });
    try {
      return await this.context.em.transactional(async (em) => {
        const config = await requireConfiguration(em, tenantId);
        const { min, max } = config.sizeRange;
        if (!Number.isFinite(input.size) || input.size < min || input.size > max) {
          throw validationError(`size must be between ${min} and ${max}`, {
            fields: { size: [`must be between ${min} and ${max}`] },
          });
        }
        const article = await em.findOneOrFail(Article, { id: normalizeId(input.articleId), tenant: tenantId });
        const job = em.create(Job, { tenant: tenantId, jobNo, article, size: input.size, quantity: input.quantity });
        for (const step of [...config.jobSteps].sort((a, b) => a.order - b.order)) {
          // Rates are copied now, so that a later change of the article does not rewrite what this job pays.
          const rate = step.isPaid
            ? (article.stepRates.find((stepRate) => stepRate.step === step.name)?.rate ?? '0')
            : '0';
          em.create(JobStepProgress, {
            tenant: tenantId,
            job,
            name: step.name,
            order: step.order,
            isPaid: step.isPaid,
            rate: amountOf(paiseOf(rate, 'rate')),
          });
        }
        await this.context.audit.record(
          em,
          { userId: caller.id },
          {
            action: 'job.create',
            tenantId,
            entityType: 'job',
            entityId: job.id,
            before: null,
            after: { jobNo, articleId: article.id, size: input.size, quantity: input.quantity },
          },
        );
        await em.flush();
        await em.populate(job, POPULATE);
        return job;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(`A job numbered "${jobNo}" already exists`);
      throw error;
    }
  }

  /** Jobs by status, article and worker (any step), created within from..to — except active ones, which always match. */
  async list(filter: JobFilter | null | undefined, page?: number | null, limit?: number | null): Promise<Page<Job>> {
    await this.context.auth.requireAdmin();
    const range = withinRange(parseTimeRange(filter?.from, filter?.to, { from: 'from', to: 'to' }));
    const request = (await tenantPage(this.context, page, limit)).request;
    const conditions: FilterQuery<Job>[] = [];
    if (filter?.status) conditions.push({ status: filter.status });
    if (filter?.articleId) conditions.push({ article: normalizeId(filter.articleId) });
    if (filter?.workerId)
      conditions.push({
        steps: { $some: { worker: normalizeId(filter.workerId) } },
      });
    if (range) conditions.push({ $or: [{ status: JobStatus.ACTIVE }, { createdAt: range }] });
    const [items, total] = await this.context.em.findAndCount(Job, conditions.length ? { $and: conditions } : {}, {
      populate: POPULATE,
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  async get(id: string): Promise<Job> {
    await this.context.auth.requireAdmin();
    return this.context.em.findOneOrFail(Job, { id: normalizeId(id) }, { populate: POPULATE });
  }

  /**
   * Moves one step forward. The job's row is locked first, so that moves of one job run one after the other:
   * a second request to complete the same step finds it completed (CONFLICT) and the worker is credited once;
   * the ledger's unique job step is the last line of defence.
   */
  async moveStep(id: string, input: JobStepMoveInput): Promise<JobStepMove> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    const result = await this.context.em.transactional(async (em) => {
      const job = await this.lockedJob(em, id, tenantId);
      if (job.status !== JobStatus.ACTIVE) throw conflict(`The job is ${job.status}; its steps cannot move`);
      const step = await em.findOne(
        JobStepProgress,
        { job, name: input.step.trim() },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!step)
        throw validationError(`The job has no step "${input.step}"`, {
          fields: { step: ['is not a step of the job'] },
        });
      if (step.status === JobStepStatus.COMPLETED)
        throw conflict(`The step "${step.name}" is completed; it cannot move again`);
      if (STEP_ORDER[input.status] <= STEP_ORDER[step.status]) {
        throw conflict(
          `The step "${step.name}" is ${step.status}; it can only move forward (pending → in_progress → completed)`,
        );
      }
      const before = { status: step.status, workerId: step.worker?.id ?? null };
      if (input.workerId) step.worker = await visibleWorker(em, input.workerId, tenantId);
      const now = new Date();
      step.status = input.status;
      step.startedAt ??= now;
      let credited: string | null = null;
      if (input.status === JobStepStatus.COMPLETED) {
        if (!step.worker)
          throw validationError('Completing a step needs its worker', {
            fields: { worker: ['is required to complete a step'] },
          });
        step.completedAt = now;
        credited = await this.creditWorker(em, caller.id, job, step);
      }
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'job.step.update',
          tenantId,
          entityType: 'job',
          entityId: job.id,
          before: { step: step.name, ...before },
          after: { step: step.name, status: step.status, workerId: step.worker?.id ?? null },
        },
      );
      await em.flush();
      if (await this.allStepsCompleted(em, job)) {
        job.status = JobStatus.COMPLETED;
        job.completedAt = now;
        await this.context.audit.record(
          em,
          { userId: caller.id },
          {
            action: 'job.complete',
            tenantId,
            entityType: 'job',
            entityId: job.id,
            before: { status: 'active' },
            after: { status: 'completed' },
          },
        );
        await em.flush();
      }
      return { jobId: job.id, credited };
    });
    return { job: await this.reloaded(result.jobId), credited: result.credited };
  }

  /** Cancels an active job: its steps stop; what completed steps credited stays. */
  async cancel(id: string): Promise<Job> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    await this.context.em.transactional(async (em) => {
      const job = await this.lockedJob(em, id, tenantId);
      if (job.status !== JobStatus.ACTIVE)
        throw conflict(`The job is ${job.status}; only an active job can be cancelled`);
      job.status = JobStatus.CANCELLED;
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'job.cancel',
          tenantId,
          entityType: 'job',
          entityId: job.id,
          before: { status: 'active' },
          after: { status: 'cancelled' },
        },
      );
      await em.flush();
    });
    return this.reloaded(id);
  }

  /** Deletes a job that has credited nobody; one that has is kept (cancel it instead), so that no balance loses its history. */
  async delete(id: string): Promise<string> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = (await writer(this.context)).tenantId;
    return this.context.em.transactional(async (em) => {
      const job = await this.lockedJob(em, id, tenantId);
      if (await em.count(LedgerEntry, { job }))
        throw conflict('The job has credited workers in the ledger; cancel it instead of deleting it');
      await this.context.audit.record(
        em,
        { userId: caller.id },
        {
          action: 'job.delete',
          tenantId,
          entityType: 'job',
          entityId: job.id,
          before: { jobNo: job.jobNo, status: job.status, quantity: job.quantity },
          after: null,
        },
      );
      await em.nativeDelete(JobStepProgress, { job });
      em.remove(job);
      await em.flush();
      return job.id;
    });
  }

  private async lockedJob(em: EntityManager, id: string, tenantId: string): Promise<Job> {
    return em.findOneOrFail(Job, { id: normalizeId(id), tenant: tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Credits `rate × quantity` for a completed paid step (nothing for an unpaid or zero-rate one). */
  private async creditWorker(
    em: EntityManager,
    callerId: string,
    job: Job,
    step: JobStepProgress,
  ): Promise<string | null> {
    if (!step.isPaid || paiseOf(step.rate) === 0n) return null;
    const amount = amountForPieces(step.rate, job.quantity);
    await postLedgerEntry(this.context, em, callerId, {
      tenant: job.tenant,
      worker: step.worker!,
      type: LedgerEntryType.CREDIT,
      ledgerType: 'job_step',
      amount,
      description: `${job.jobNo}: ${step.name}, ${job.quantity} × ${step.rate}`,
      job,
      jobStep: step,
      date: step.completedAt ?? new Date(),
    });
    return amount;
  }

  private async allStepsCompleted(em: EntityManager, job: Job): Promise<boolean> {
    return (await em.count(JobStepProgress, { job, status: { $ne: JobStepStatus.COMPLETED } })) === 0;
  }

  private async reloaded(id: string): Promise<Job> {
    return this.context.em.findOneOrFail(Job, { id }, { populate: POPULATE, refresh: true });
  }
}
