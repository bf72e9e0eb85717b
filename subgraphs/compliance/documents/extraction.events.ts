import type { DomainEvent } from '../../shared/events/outbox.js';
import type { ExtractionJob } from './extraction-job.entity.js';

export type ExtractionEventType = 'extraction.completed' | 'extraction.failed';

/** The routing key of a job's extraction events; `*` (a topic wildcard) for every job's. */
export const extractionRoutingKey = (eventType: ExtractionEventType, jobId: string) => `${eventType}.${jobId}`;

/** What both extraction events carry about their job. */
function jobFields(job: ExtractionJob, at: Date) {
  return {
    jobId: job.id,
    entityId: job.entityId,
    tenantId: job.tenantId,
    documentType: job.documentType,
    timestamp: at.toISOString(),
  };
}

/** The compliance spec's `extraction.completed` event, routed by job. */
export function extractionCompletedEvent(job: ExtractionJob, at: Date): DomainEvent {
  return {
    eventType: 'extraction.completed',
    routingKey: extractionRoutingKey('extraction.completed', job.id),
    payload: { eventType: 'extraction.completed', ...jobFields(job, at), extractedData: job.extractedData ?? {} },
  };
}

/** The compliance spec's `extraction.failed` event, routed by job. */
export function extractionFailedEvent(job: ExtractionJob, at: Date): DomainEvent {
  return {
    eventType: 'extraction.failed',
    routingKey: extractionRoutingKey('extraction.failed', job.id),
    payload: { eventType: 'extraction.failed', ...jobFields(job, at), error: job.error ?? 'Extraction failed' },
  };
}
