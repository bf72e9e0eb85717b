import { topicMatches } from '../../platform/events/postgres-event-stream.js';
import { changeOfTagEvent, tagBinding, tenantWord, type RecordedEvent } from '../../platform/events/tag-events.js';
import type { TenantView } from './tenant-view.js';

/**
 * Which generations an entry depends on, and which an invalidation bumps (store.ts keeps one per name, in this process
 * and in Redis), so that one tenant's write drops that tenant's entries only, and one course's write the entries of
 * that course (and the lists) only:
 *
 * - `<tag>`: bumped by a change of everything of the tag (an event naming no tenant nor partition, an `@invalidates`
 *   of scope ALL); every entry of the tag depends on it;
 * - `<tag>@<tenant>`: bumped by a change within that tenant's data (`<tag>.<tenant>.changed`, an `@invalidates` of
 *   scope TENANT for a caller of that tenant); the tenant's entries depend on it;
 * - `<tag>@*`: bumped by every tenant's change too; the entries of no one tenant depend on it (public answers, a
 *   factory super-admin's, a request with an admin switch), since any tenant's change may be in them;
 * - `<tag>#<value>`: bumped by a change of what a partitioned field (`@cacheable`'s `partitionBy`) shows for that
 *   argument value (`<tag>.partition.<value>….changed`); an entry of such a field asked with that value depends on it;
 * - `<tag>#*`: bumped by every partition's change too; every other entry of the tag depends on it (the lists, a field
 *   that is not partitioned, a partitioned one asked with a value that is no topic word), since it may show any.
 *
 * Tenant and partition words have no `@` nor `#` (topicWord), and no tag does: names cannot meet.
 */
const ANY = '*';

const tenantGeneration = (tag: string, tenant: string) => `${tag}@${tenant}`;
const partitionGeneration = (tag: string, value: string) => `${tag}#${value}`;

/** The generations an entry of `tags`, of `tenant`'s data alone (none: of no one tenant), depends on. */
export function dependenciesOf(tags: readonly string[], tenant: string | undefined): string[] {
  return tags.flatMap((tag) => [tag, tenantGeneration(tag, tenant ?? ANY)]);
}

/**
 * The partition generations an entry depends on: for each root field's tag, `<tag>#<value>` when the field is
 * partitioned and was asked with `value` (a topic word), `<tag>#*` otherwise (see partitions.ts).
 */
export function partitionDependenciesOf(fields: readonly { tags: readonly string[]; value?: string }[]): string[] {
  const generations = new Set<string>();
  for (const { tags, value } of fields) for (const tag of tags) generations.add(partitionGeneration(tag, value ?? ANY));
  return [...generations].sort();
}

/** The generations a change under `tags` bumps: within `tenant`'s data, or (none) of every tenant's. */
export function generationsChangedBy(tags: Iterable<string>, tenant: string | undefined): string[] {
  return [...tags].flatMap((tag) =>
    tenant === undefined ? [tag] : [tenantGeneration(tag, tenant), tenantGeneration(tag, ANY)],
  );
}

/** The generations an event under `tag` bumps: its tenant's, its partitions', or (naming neither) the whole tag's. */
export function generationsChangedByEvent(tag: string, routingKey: string): string[] {
  const { tenant, partitions } = changeOfTagEvent(tag, routingKey);
  return partitions
    ? [...partitions.map((value) => partitionGeneration(tag, value)), partitionGeneration(tag, ANY)]
    : generationsChangedBy([tag], tenant);
}

/** The generations an event bumps under every one of `tags` its routing key is of. */
export function generationsOfEvent(tags: Iterable<string>, routingKey: string): string[] {
  return [...tags]
    .filter((tag) => topicMatches(tagBinding(tag), routingKey))
    .flatMap((tag) => generationsChangedByEvent(tag, routingKey));
}

/**
 * The generations a mutation declared `@invalidates` under `tag` (scope ALL) bumps on the replica that served it, before
 * it answers: those of the events its subgraph calls recorded under the tag (`recorded`, their answers' list), which
 * every replica bumps as they arrive; the whole tag's when it recorded none there, or they were too many to list
 * (`recorded` undefined), as for a write that failed or a subgraph that does not list them.
 */
export function generationsChangedByWrite(tag: string, recorded: readonly RecordedEvent[] | undefined): string[] {
  const generations = new Set(recorded?.flatMap(({ routingKey }) => generationsOfEvent([tag], routingKey)));
  return generations.size ? [...generations] : generationsChangedBy([tag], undefined);
}

/**
 * Per event id, the generations it would bump under `tags` that a write's invalidation (`written`, after the event's
 * transaction committed) has bumped already: no replica bumps them again for that event when it arrives. An answer
 * read before the bump is dropped by it, and one read after it shows the event's change.
 */
export type EventsApplied = Readonly<Record<string, readonly string[]>>;

export function eventsAppliedBy(
  written: readonly string[],
  recorded: readonly RecordedEvent[] | undefined,
  tags: Iterable<string>,
): EventsApplied {
  const bumped = new Set(written);
  const applied: Record<string, string[]> = {};
  for (const { routingKey, id } of recorded ?? []) {
    if (id === undefined) continue;
    const generations = generationsOfEvent(tags, routingKey).filter((generation) => bumped.has(generation));
    if (generations.length) applied[id] = [...new Set([...(applied[id] ?? []), ...generations])];
  }
  return applied;
}

/**
 * The one tenant whose data a per-tenant answer (or write) of this view is, as the subgraphs' events name it; undefined
 * when the view may reach beyond one tenant: a factory super-admin's (tenant `*`), or any request sending
 * `x-admin` (a platform admin's reads may list every tenant, its writes change global rows).
 */
export function tenantOfView(view: TenantView | undefined): string | undefined {
  if (!view || 'x-admin' in view.headers) return undefined;
  const [tenant] = view.tenant.split('/');
  return tenantWord(tenant) === tenant ? tenant : undefined;
}
