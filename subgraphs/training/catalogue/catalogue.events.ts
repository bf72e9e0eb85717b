import type { DomainEvent } from '../../shared/events/outbox.js';
import { partitionsChanged, tagChanged } from '../../shared/response-cache.js';

/**
 * The tag of every public catalogue read (courses, a course, the taxonomies): the gateway's response cache keeps
 * their answers until an event under it arrives (`@Cacheable([CATALOGUE_TAG])`, see shared/response-cache.ts).
 */
export const CATALOGUE_TAG = 'training.catalogue';

/** Ids named in one event at most: a bulk write of a thousand courses must still fit a PostgreSQL notification. */
const MAX_IDS = 20;

/**
 * `training.catalogue.changed`: a write changed what every public catalogue read may answer (a taxonomy item created,
 * renamed or deleted: a course shows its items' names and slugs). Recorded in the write's transaction
 * (`recordEvent`); the payload names what changed (see `tagChanged`).
 */
export function catalogueChanged(change: {
  entityType: 'taxonomy';
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

/**
 * `training.catalogue.partition.<id>.<slug>….changed`: a write changed these courses (created, replaced, published,
 * deleted or given a brochure), so only the reads of them (`course(idOrSlug:)` by their ids and slugs, partitioned by
 * `idOrSlug`) and the lists change; a course shows nothing of another. `formerSlugs` are the slugs they had before the
 * write: a read by one of them found the course until now. Recorded in the write's transaction.
 */
export function coursesChanged(
  action: string,
  courses: readonly { id: string; slug: string }[],
  formerSlugs: readonly string[] = [],
): DomainEvent {
  const ids = courses.map(({ id }) => id);
  return partitionsChanged(CATALOGUE_TAG, [...ids, ...courses.map(({ slug }) => slug), ...formerSlugs], {
    entityType: 'course',
    action,
    ids: ids.slice(0, MAX_IDS),
    count: ids.length,
  });
}
