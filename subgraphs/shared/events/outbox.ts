import type { EntityManager } from '@mikro-orm/postgresql';
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
  return em.create(OutboxEvent, { eventType: event.eventType, routingKey: event.routingKey, payload: event.payload });
}
