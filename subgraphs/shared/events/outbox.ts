import type { EntityManager } from '@mikro-orm/postgresql';
import { AsyncLocalStorage } from 'node:async_hooks';
import { RECORDED_EVENTS_HEADER, recordedEventToken } from '../../../platform/events/tag-events.js';
import { OutboxEvent } from './outbox-event.entity.js';

/** An event of the compliance spec's Events section: its type, routing key and documented payload. */
export interface DomainEvent {
  readonly eventType: string;
  readonly routingKey: string;
  readonly payload: Record<string, unknown>;
}

/**
 * Records an event in `em`'s unit of work: call it inside the transaction of the change it reports, so that
 * the event is published exactly when that change commits.
 */
export function recordEvent(em: EntityManager, event: DomainEvent): OutboxEvent {
  const row = em.create(OutboxEvent, {
    eventType: event.eventType,
    routingKey: event.routingKey,
    payload: event.payload,
  });
  servedRequest.getStore()?.recorded(recordedEventToken(row));
  return row;
}

/** Events one answer lists at most: a header stays far below any proxy's bound. */
const MAX_LISTED_EVENTS = 20;

const servedRequest = new AsyncLocalStorage<{ recorded: (token: string) => void }>();

/**
 * Runs `serve` (a GraphQL request's handling) so that the events it records (routing key and id) are listed in its
 * answer's `x-recorded-events` header (RECORDED_EVENTS_HEADER): the gateway replica serving a write drops what they
 * change before it answers, and no replica drops it again when the event arrives. An event whose transaction then
 * rolls back is listed all the same: the gateway drops more than it had to, never less.
 */
export function listingRecordedEvents(setHeader: (name: string, value: string) => void, serve: () => void): void {
  const tokens: string[] = [];
  servedRequest.run(
    {
      recorded: (token) => {
        // Bounded: work this request started may outlive it (a job it woke), in its context.
        if (tokens.length > MAX_LISTED_EVENTS) return;
        tokens.push(token);
        setHeader(RECORDED_EVENTS_HEADER, tokens.length > MAX_LISTED_EVENTS ? '*' : tokens.join(' '));
      },
    },
    serve,
  );
}
