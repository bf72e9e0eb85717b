import type { DomainEvent } from '../../shared/events/outbox.js';
import type { FieldChange } from '../audit/audit-event.entity.js';

/** The routing key of an entity's `profile.updated` events. */
export const profileUpdatedRoutingKey = (entityId: string) => `profile.updated.${entityId}`;

/** The compliance spec's `profile.updated` event, routed by entity. */
export function profileUpdatedEvent(update: {
  entityId: string;
  tenantId: string;
  userId: string;
  changes: readonly FieldChange[];
  version: number;
  at: Date;
}): DomainEvent {
  return {
    eventType: 'profile.updated',
    routingKey: profileUpdatedRoutingKey(update.entityId),
    payload: {
      eventType: 'profile.updated',
      entityId: update.entityId,
      tenantId: update.tenantId,
      userId: update.userId,
      timestamp: update.at.toISOString(),
      changes: update.changes,
      version: update.version,
    },
  };
}

/**
 * The tag of what the entity pages answer: business entities, their documents and extraction jobs (each reaches the
 * others: an entity's `documents`, a document's `entity` and `extraction`, a job's `document`). The gateway keeps
 * their reads per tenant until an event under it arrives (`@Cacheable([ENTITIES_TAG], 'TENANT')`). Every write of
 * such a row (an entity created or its profile changed, a document stored through GraphQL or REST, an extraction
 * job's attempt, result or verification) records `tagChanged(ENTITIES_TAG, …)` in its transaction; the mutations
 * among them declare `@Invalidates([ENTITIES_TAG])`.
 */
export const ENTITIES_TAG = 'compliance.entities';
