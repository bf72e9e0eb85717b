import type { DomainEvent } from '../../shared/events/outbox.js';
import { tagChanged } from '../../shared/response-cache.js';

/**
 * The tag of every public catalogue read (courses, a course, the taxonomies): the gateway's response cache keeps
 * their answers until an event under it arrives (`@Cacheable([CATALOGUE_TAG])`, see shared/response-cache.ts).
 */
export const CATALOGUE_TAG = 'training.catalogue';

/** Ids named in one event at most: a bulk write of a thousand courses must still fit a PostgreSQL notification. */
const MAX_IDS = 20;

/**
 * `training.catalogue.changed`: a write changed what the public catalogue reads may answer (a course created,
 * replaced, published, deleted or given a brochure; a taxonomy item created, renamed or deleted). Recorded in the
 * write's transaction (`recordEvent`); the payload names what changed (see `tagChanged`).
 */
export function catalogueChanged(change: {
  entityType: 'course' | 'taxonomy';
  action: string;
  ids: readonly string[];
}): DomainEvent {
  return tagChanged(CATALOGUE_TAG, {
    entityType: change.entityType,
    action: change.action,
    ids: change.ids.slice(0, MAX_IDS),
    count: change.ids.length,
  });
}
