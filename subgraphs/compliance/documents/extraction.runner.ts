import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { Config } from '../../../platform/config.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { tagChanged } from '../../shared/response-cache.js';
import { configuredStorage } from '../../shared/storage.js';
import { acrossTenants } from '../../shared/tenancy.js';
import { ComplianceAuditTrail } from '../audit/audit-trail.js';
import { ENTITIES_TAG } from '../business-entities/business-entity.events.js';
import {
  ExtractionFailure,
  type DocumentExtractor,
  type ExtractionOutcome,
  type ReadableFileType,
} from './extraction/extractor.js';
import { documentExtractor } from './extraction/index.js';
import { ExtractionJob, ExtractionStatus } from './extraction-job.entity.js';
import { extractionCompletedEvent, extractionFailedEvent } from './extraction.events.js';

/** Who the audit trail names for what the extraction queue does on a user's behalf. */
export const EXTRACTION_ACTOR = 'document-extractor';

let extractor: DocumentExtractor | undefined;

/** The process's extractor, created on first use (the OCR engine is expensive to start). */
export function currentExtractor(settings: Config): DocumentExtractor {
  extractor ??= documentExtractor(settings);
  return extractor;
}

/** Stops the extractor's workers; the next use starts a new one (with the configuration of that time). */
export async function releaseExtractor(): Promise<void> {
  const released = extractor;
  extractor = undefined;
  await released?.close();
}

type Finish =
  | { status: ExtractionStatus.COMPLETED; outcome: ExtractionOutcome; processingTime: number; extractor: string }
  | { status: ExtractionStatus.FAILED; error: string };

/**
 * Works one extraction job of the queue. A job row is finished exactly once: the row is locked while it is
 * finished, and an attempt that finds it already finished (by an earlier attempt that died after committing)
 * does nothing. Unreadable documents fail at once; other errors are the queue's to retry, and the last one
 * is kept on the row so that a job given up on can say why.
 */
export class ExtractionRunner {
  readonly #em: EntityManager;

  constructor(
    em: EntityManager,
    private readonly log: Logger,
    private readonly correlationId: string,
    private readonly settings: Config,
  ) {
    // A job has no caller: it finds its row by id, whichever tenant's it is, and writes within that row's tenant.
    this.#em = acrossTenants(em);
  }

  async run(jobId: string, attempt: number): Promise<void> {
    const job = await this.#em.findOne(ExtractionJob, jobId, { populate: ['document'] });
    if (!job) {
      this.log.warn({ jobId }, 'extraction job no longer exists (its document was deleted)');
      return;
    }
    if (job.status !== ExtractionStatus.PROCESSING) return;
    await this.#em.transactional(async (em) => {
      await em.nativeUpdate(ExtractionJob, { id: jobId }, { attempts: attempt });
      recordEvent(em, tagChanged(ENTITIES_TAG, { action: 'extraction-attempt', job: jobId }, job.tenantId));
    });

    const reader = currentExtractor(this.settings);
    const started = performance.now();
    let outcome: ExtractionOutcome;
    try {
      const content = await configuredStorage(this.settings).readAll(job.document.storageKey);
      outcome = await reader.extract({
        content,
        contentType: job.document.contentType as ReadableFileType,
        documentType: job.documentType,
      });
    } catch (error) {
      if (error instanceof ExtractionFailure) {
        await this.#finish(jobId, { status: ExtractionStatus.FAILED, error: error.reason });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      await this.#em.transactional(async (em) => {
        await em.nativeUpdate(ExtractionJob, { id: jobId, status: ExtractionStatus.PROCESSING }, { error: message });
        recordEvent(em, tagChanged(ENTITIES_TAG, { action: 'extraction-error', job: jobId }, job.tenantId));
      });
      throw error;
    }
    const processingTime = Math.round(performance.now() - started);
    await this.#finish(jobId, { status: ExtractionStatus.COMPLETED, outcome, processingTime, extractor: reader.name });
  }

  /** Every attempt failed or was lost with its process: the job fails with the last reason known. */
  async giveUp(jobId: string): Promise<void> {
    const job = await this.#em.findOne(ExtractionJob, jobId);
    if (!job || job.status !== ExtractionStatus.PROCESSING) return;
    const reason = job.error
      ? `Extraction failed after ${job.attempts} attempts: ${job.error}`
      : `Extraction failed after ${job.attempts} attempts: the worker stopped responding`;
    await this.#finish(jobId, { status: ExtractionStatus.FAILED, error: reason });
  }

  async #finish(jobId: string, finish: Finish): Promise<void> {
    await this.#em.transactional(async (em) => {
      const job = await em.findOne(ExtractionJob, jobId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!job || job.status !== ExtractionStatus.PROCESSING) return;
      const at = new Date();
      const completed = finish.status === ExtractionStatus.COMPLETED;
      job.completedAt = at;
      if (completed) {
        const { outcome } = finish;
        Object.assign(job, {
          status: ExtractionStatus.COMPLETED,
          extractor: finish.extractor,
          category: outcome.category,
          extractedData: { ...outcome.extractedFields },
          fieldConfidence: { ...outcome.fieldConfidence },
          confidence: outcome.confidence,
          verificationFlags: { ...outcome.verificationFlags },
          processingTime: finish.processingTime,
          error: null,
        });
        recordEvent(em, extractionCompletedEvent(job, at));
      } else {
        job.status = ExtractionStatus.FAILED;
        job.error = finish.error;
        recordEvent(em, extractionFailedEvent(job, at));
      }
      recordEvent(
        em,
        tagChanged(
          ENTITIES_TAG,
          { action: completed ? 'extraction-completed' : 'extraction-failed', job: jobId },
          job.tenantId,
        ),
      );
      await new ComplianceAuditTrail({
        headers: {},
        clientAddress: EXTRACTION_ACTOR,
        correlationId: this.correlationId,
      }).record(
        em,
        { userId: EXTRACTION_ACTOR, email: null, tenantId: job.tenantId },
        {
          action: completed ? 'EXTRACTION_COMPLETED' : 'EXTRACTION_FAILED',
          resourceType: 'extraction_job',
          resourceId: job.id,
          entityId: job.entityId,
          documentId: job.document.id,
          details: completed
            ? {
                category: job.category,
                confidence: job.confidence,
                fields: Object.keys(job.extractedData ?? {}),
                processingTime: job.processingTime,
              }
            : { error: job.error, attempts: job.attempts },
        },
      );
    });
    this.log.info({ jobId, status: finish.status }, 'extraction job finished');
  }
}
