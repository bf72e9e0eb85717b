import { defineJob } from '../../shared/jobs.js';
import { ExtractionRunner } from './extraction.runner.js';

/** A queued extraction: the job row to work, and the upload request's correlation id for the audit trail. */
export interface QueuedExtraction {
  readonly jobId: string;
  readonly correlationId: string;
}

/**
 * Reads uploaded documents in the background. Three retries with backoff for transient faults (storage, the
 * model endpoint); an attempt lost with its process stops sending heartbeats and is retried after ~10-20 s;
 * once every retry is used up, the job fails with `extraction.failed`.
 */
export const extractDocumentJob = defineJob<QueuedExtraction>({
  name: 'compliance.document.extract',
  retryLimit: 3,
  handle: ({ jobId, correlationId }, { em, log, config, attempt }) =>
    new ExtractionRunner(em, log, correlationId, config).run(jobId, attempt),
  onExhausted: ({ jobId, correlationId }, { em, log, config }) =>
    new ExtractionRunner(em, log, correlationId, config).giveUp(jobId),
});
