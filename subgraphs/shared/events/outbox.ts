import type { EntityManager } from '@mikro-orm/postgresql';
import { AsyncLocalStorage } from 'node:async_hooks';
import { RECORDED_EVENTS_HEADER } from '../../../platform/events/tag-events.js';
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
  servedRequest.getStore()?.recorded(event.routingKey);
  return em.create(OutboxEvent, { eventType: event.eventType, routingKey: event.routingKey, payload: event.payload });
}

/** Routing keys one answer lists at most: a header stays far below any proxy's bound. */
const MAX_LISTED_EVENTS = 20;

const servedRequest = new AsyncLocalStorage<{ recorded: (routingKey: string) => void }>();

/**
 * Runs `serve` (a GraphQL request's handling) so that the routing keys of the events it records are listed in its
 * answer's `x-recorded-events` header (RECORDED_EVENTS_HEADER): the gateway replica serving a write drops what they
 * change before it answers. A key of an event whose transaction then rolls back is listed all the same: the gateway
 * drops more than it had to, never less.
 */
export function listingRecordedEvents(setHeader: (name: string, value: string) => void, serve: () => void): void {
  const keys: string[] = [];
  servedRequest.run(
    {
      recorded: (routingKey) => {
        // Bounded: work this request started may outlive it (a job it woke), in its context.
        if (keys.length > MAX_LISTED_EVENTS) return;
        keys.push(routingKey);
        setHeader(RECORDED_EVENTS_HEADER, keys.length > MAX_LISTED_EVENTS ? '*' : keys.join(' '));
      },
    },
    serve,
  );
}
