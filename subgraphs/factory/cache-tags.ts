import type { AuditEntry } from '../shared/audit/audit-trail.js';
import type { DomainEvent } from '../shared/events/outbox.js';
import { tagChanged } from '../shared/response-cache.js';

/**
 * The tags of the factory's cached reads (`@Cacheable([...], 'TENANT')`, asked through `factoryCacheGate`): each read
 * names the tags of every row its answer shows, its relations and its page sizes (the tenant configuration's) included.
 * A write of one tenant's rows names that tenant in its events (`<tag>.<tenant>.changed`, see `factoryChangeEvents`), so
 * that it drops that tenant's entries and a super-admin's, never another tenant's.
 */
export const FACTORY_TAGS = {
  articles: 'factory.articles',
  corsOrigins: 'factory.cors-origins',
  jobs: 'factory.jobs',
  ledger: 'factory.ledger',
  masterData: 'factory.master-data',
  plans: 'factory.plans',
  tenantConfig: 'factory.tenant-config',
  tenants: 'factory.tenants',
  transactions: 'factory.transactions',
  workers: 'factory.workers',
} as const;

/** Every tag: what a tenant deleted (with every row of it) changes. */
export const ALL_FACTORY_TAGS: readonly string[] = Object.values(FACTORY_TAGS);

/**
 * The tags whose reads a write changes, by the `entityType` of its audit entry: every factory write is audited in
 * its transaction (the architecture's rule), so the entry is where its events are recorded (`factoryChangeEvents`).
 * A write that changes rows of another type records an entry of that type too (a completed step's ledger credit, a
 * payment's debit: `postLedgerEntry`), or is listed here with every tag it reaches.
 */
export const TAGS_OF_AUDITED_TYPE: Readonly<Record<string, readonly string[]>> = {
  article: [FACTORY_TAGS.articles],
  cors_origin: [FACTORY_TAGS.corsOrigins],
  job: [FACTORY_TAGS.jobs],
  ledger_entry: [FACTORY_TAGS.ledger],
  master_data_values: [FACTORY_TAGS.masterData],
  plan: [FACTORY_TAGS.plans],
  // Pages are sized by the configuration (`tenantPage`): every list reads it, and names its tag.
  tenant_config: [FACTORY_TAGS.tenantConfig],
  tenant: [FACTORY_TAGS.tenants],
  transaction: [FACTORY_TAGS.transactions],
  // No cached read shows a user: signing up, a password reset.
  user: [],
  worker: [FACTORY_TAGS.workers],
};

/**
 * The audited types whose rows belong to one tenant (the entry's `tenantId`, the tenant the row was written in) and
 * are shown by no other tenant's reads: an admin reads his own tenant's rows only (the tenant filter), and the
 * entries of a super-admin's view are dropped by every tenant's change. Not listed, so recording events that name no
 * tenant: rows every tenant reads (plans), the super-admins' own (CORS origins), and any type added later, which thus
 * drops too much rather than too little.
 */
const OWNED_BY_ONE_TENANT: ReadonlySet<string> = new Set([
  'article',
  'job',
  'ledger_entry',
  'master_data_values',
  'tenant',
  'tenant_config',
  'transaction',
  'user',
  'worker',
]);

/** The tenant whose answers alone an audited write changes, as its entry records it; undefined: every tenant's. */
function tenantChangedBy(entry: AuditEntry): string | undefined {
  return OWNED_BY_ONE_TENANT.has(entry.entityType) ? (entry.tenantId ?? undefined) : undefined;
}

/** Ids named in one event: the tag is what invalidates; they are for consumers that care, and stay small. */
function changeDetails(entry: AuditEntry): Record<string, unknown> {
  // Never `entityId` (see tagChanged): the stream of the tenant, when there is one, comes from `tenantId`.
  return { action: entry.action, id: entry.entityId ?? null, tenantId: entry.tenantId ?? null };
}

/**
 * The tags a write audited under these entity types changes: a type not listed above changes every tag, so that a
 * write added without its tags drops too much rather than too little. A mutation declares them as it records them
 * (`@Invalidates(changedBy('job', 'ledger_entry'))`), from this one map.
 */
export function changedBy(...entityTypes: string[]): string[] {
  const tags = new Set<string>();
  for (const type of entityTypes) for (const tag of TAGS_OF_AUDITED_TYPE[type] ?? ALL_FACTORY_TAGS) tags.add(tag);
  return [...tags];
}

/**
 * The events of an audited write (the factory's `AuditTrail` records them with its entry): `<tag>.<tenant>.changed`
 * for a write of one tenant's rows, `<tag>.changed` for the others. A tenant deleted takes every row of it with it (on
 * delete cascade): every tag, of that tenant.
 */
export function factoryChangeEvents(entry: AuditEntry): DomainEvent[] {
  const tags = entry.action === 'tenant.delete' ? ALL_FACTORY_TAGS : changedBy(entry.entityType);
  const details = changeDetails(entry);
  const tenant = tenantChangedBy(entry);
  return tags.map((tag) => tagChanged(tag, details, tenant));
}
