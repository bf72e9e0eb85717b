import type { DomainEvent } from '../../shared/events/outbox.js';
import { partitionsChanged, tagChanged } from '../../shared/response-cache.js';

/**
 * The tag of the public course reads (courses, a course): the gateway's response cache keeps their answers until an
 * event under it arrives (`@Cacheable([CATALOGUE_TAG, TAXONOMY_TAG])`, see shared/response-cache.ts). A course's write
 * names the course (`coursesChanged`), so that only its reads and the lists are dropped.
 */
export const CATALOGUE_TAG = 'training.catalogue';

/**
 * The tag of the taxonomy items: the taxonomies read shows them alone, and every course read shows its own, so both
 * are cached under it; a course's write changes no item and leaves the taxonomies read cached.
 */
export const TAXONOMY_TAG = 'training.taxonomies';

/** Ids named in one event at most: a bulk write of a thousand courses must still fit a PostgreSQL notification. */
const MAX_IDS = 20;

/**
 * `training.taxonomies.changed`: a taxonomy item created, renamed or deleted, which every course read may show (its
 * name and slug, a course's delivery mode, a course's `updatedAt` when it is detached). Recorded in the write's
 * transaction (`recordEvent`); the payload names what changed (see `tagChanged`).
 */
export function taxonomyChanged(action: string, ids: readonly string[]): DomainEvent {
  return tagChanged(TAXONOMY_TAG, { entityType: 'taxonomy', action, ids: ids.slice(0, MAX_IDS), count: ids.length });
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
