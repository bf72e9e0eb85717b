import { tenantWord } from '../../platform/events/tag-events.js';
import type { TenantView } from './tenant-view.js';

/**
 * Which generations an entry depends on, and which an invalidation bumps (store.ts keeps one per name, in this process
 * and in Redis), so that one tenant's write drops that tenant's entries only:
 *
 * - `<tag>`: bumped by a change of every tenant's answers (an event naming no tenant, an `@invalidates` of scope ALL);
 *   every entry of the tag depends on it;
 * - `<tag>@<tenant>`: bumped by a change within that tenant's data (`<tag>.<tenant>.changed`, an `@invalidates` of
 *   scope TENANT for a caller of that tenant); the tenant's entries depend on it;
 * - `<tag>@*`: bumped by every tenant's change too; the entries of no one tenant depend on it (public answers, a
 *   factory super-admin's, a request with an admin switch), since any tenant's change may be in them.
 *
 * Tenant words have no `@` (tenantWord), and no tag does: names cannot meet.
 */
const ANY_TENANT = '*';

const generationOf = (tag: string, tenant: string) => `${tag}@${tenant}`;

/** The generations an entry of `tags`, of `tenant`'s data alone (none: of no one tenant), depends on. */
export function dependenciesOf(tags: readonly string[], tenant: string | undefined): string[] {
  return tags.flatMap((tag) => [tag, generationOf(tag, tenant ?? ANY_TENANT)]);
}

/** The generations a change under `tags` bumps: within `tenant`'s data, or (none) of every tenant's. */
export function generationsChangedBy(tags: Iterable<string>, tenant: string | undefined): string[] {
  return [...tags].flatMap((tag) =>
    tenant === undefined ? [tag] : [generationOf(tag, tenant), generationOf(tag, ANY_TENANT)],
  );
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
