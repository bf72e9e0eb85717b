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
