import { QueryOrder, wrap, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { serviceUnavailable, validationError } from '../../../platform/errors.js';
import type { SubgraphArea } from '../area.js';
import type { RequestInfo } from '../context.js';
import { recordEvent, type DomainEvent } from '../events/outbox.js';
import { parseTimeRange, withinRange, type TimeRange } from '../filters.js';
import { defineJob, type JobQueue } from '../jobs.js';
import { pageOf, parsePage, type Page } from '../pagination.js';
import { acrossTenants, scopedTenantOf } from '../tenancy.js';
import { AuditLog } from './audit-log.entity.js';
import type { Audit } from './audit.js';

/**
 * The audit trail of admin writes. Every entry is kept in the subgraph's own `audit_log` table, in the
 * transaction of the write it records; with AUDIT_LOG_URL set it is also forwarded to the central
 * audit-log service by a retried job, and reads are answered by that service.
 */

export interface AuditActor {
  readonly userId: string;
  readonly email?: string;
}

export interface AuditEntry {
  readonly action: string;
  /** The tenant the change belongs to, where the service has tenants (factory). */
  readonly tenantId?: string | null;
  readonly entityType: string;
  readonly entityId?: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** What `AuditTrail.list` filters on: exact values, and the time range the entries were written in. */
export interface AuditFilter extends TimeRange {
  /**
   * Only this tenant's entries, within what the reader's tenant scope sees (a super-admin naming one tenant);
   * undefined: every entry the scope sees.
   */
  tenantId?: string;
  action?: string | null;
  entityType?: string | null;
  entityId?: string | null;
}

/** A filter as clients give it: the time bounds as ISO dates or date-times (see `parseTimeRange`). */
export interface AuditFilterInput {
  action?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The filter of `AuditTrail.list` from the client's one: VALIDATION_ERROR for a bound that is no ISO date, or a reversed range. */
export function parseAuditFilter(input: AuditFilterInput): AuditFilter {
  return {
    action: input.action?.trim() || null,
    entityType: input.entityType?.trim() || null,
    entityId: input.entityId?.trim() || null,
    ...parseTimeRange(input.from, input.to, { from: 'from', to: 'to' }),
  };
}

/** An entry as the central service receives it. */
export type ForwardedAuditEntry = ReturnType<typeof forwardedEntry>;

function forwardedEntry(service: string, log: AuditLog) {
  return {
    id: log.id,
    service,
    tenantId: log.tenantId,
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    actorId: log.actorId,
    actorEmail: log.actorEmail,
    before: log.before,
    after: log.after,
    correlationId: log.correlationId,
    clientAddress: log.clientAddress,
    createdAt: log.createdAt.toISOString(),
  };
}

export const auditForwardJob = defineJob<ForwardedAuditEntry>({
  name: 'audit.forward',
  handle: async (entry, { log, config }) => {
    const url = config.AUDIT_LOG_URL;
    if (!url) return;
    const response = await fetch(new URL('audit-logs', withSlash(url)), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': entry.correlationId ?? entry.id },
      body: JSON.stringify(entry),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`audit-log service answered ${response.status}`);
    log.debug({ entryId: entry.id }, 'audit entry forwarded');
  },
});

/**
 * The kit's audit trail as the base of a subgraph's audit area: its table and its forwarding job; the area adds
 * the resolver that reads the trail back.
 */
export const auditTrailArea: SubgraphArea = { entities: [AuditLog], resolvers: [], jobs: [auditForwardJob] };

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * A plain, JSON-safe copy of an entity for `before`/`after` (its own columns, relations as ids), without the
 * fields in `omit` (personal data an erasure must not leave behind in the trail, secrets).
 */
export function snapshot(
  entity: object | null | undefined,
  omit: readonly string[] = [],
): Record<string, unknown> | null {
  if (!entity) return null;
  const copy = JSON.parse(JSON.stringify(wrap(entity).toObject())) as Record<string, unknown>;
  for (const field of omit) delete copy[field];
  return copy;
}

/** How a subgraph's trail stands to tenants. */
export interface AuditTrailOptions {
  /**
   * The service's entries name no tenant and its requests have no tenant scope (training): its readers see the
   * whole trail, across the tenant filter. Otherwise (factory) a read keeps to the tenant scope of the request's
   * EntityManager, in the own table as in the central service.
   */
  readonly withoutTenants?: boolean;
  /**
   * The events a write's entry stands for (factory: the response cache's tags of what it changed), recorded with the
   * entry in the write's transaction, so that no audited write commits without them. An entry a client posts
   * (`recordAlone`) reports a change made elsewhere, and records none.
   */
  readonly eventsOf?: (entry: AuditEntry) => readonly DomainEvent[];
}

export class AuditTrail implements Audit<AuditActor, AuditEntry, AuditLog> {
  constructor(
    private readonly service: string,
    private readonly jobs: JobQueue,
    private readonly request: RequestInfo,
    private readonly options: AuditTrailOptions = {},
  ) {}

  /** Records an entry in `em`'s transaction (call it inside the write's `em.transactional`), then its events. */
  async record(em: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<AuditLog> {
    // After the entry: one refused as invalid records no event.
    const log = await this.#entry(em, actor, entry);
    for (const event of this.options.eventsOf?.(entry) ?? []) recordEvent(em, event);
    return log;
  }

  async #entry(em: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<AuditLog> {
    if (!entry.action.trim() || !entry.entityType.trim())
      throw validationError('An audit entry needs an action and an entity type');
    const log = em.create(AuditLog, {
      action: entry.action,
      tenantId: entry.tenantId ?? null,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      actorId: actor.userId,
      actorEmail: actor.email ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      correlationId: this.request.correlationId,
      clientAddress: this.request.clientAddress,
    });
    if (this.jobs.config.AUDIT_LOG_URL) {
      await em.flush();
      await this.jobs.enqueue(em, auditForwardJob, forwardedEntry(this.service, log));
    }
    return log;
  }

  /** Records an entry that is a write of its own (one a client posts), in a transaction of its own. */
  recordAlone(em: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<AuditLog> {
    return em.transactional(async (tx) => {
      const log = await this.#entry(tx, actor, entry);
      await tx.flush();
      return log;
    });
  }

  /**
   * Entries newest first, within the tenant scope of `em`: from the central service when AUDIT_LOG_URL is set
   * (asked for the scope's tenant), else from the own table (which the tenant filter keeps to it).
   */
  async list(
    em: EntityManager,
    filter: AuditFilter,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<AuditLog>> {
    const request = parsePage(page, limit);
    const reader = this.options.withoutTenants ? acrossTenants(em) : em;
    const central = this.jobs.config.AUDIT_LOG_URL;
    if (central) {
      // The central service keeps every tenant's entries: it is asked for the scope's, as the filter keeps the table.
      const tenantId = scopedTenantOf(reader) ?? filter.tenantId;
      return this.#listCentral(central, { ...filter, tenantId }, request.page, request.limit);
    }

    const where: FilterQuery<AuditLog> = {};
    if (filter.tenantId) where.tenantId = filter.tenantId;
    if (filter.action) where.action = filter.action;
    if (filter.entityType) where.entityType = filter.entityType;
    if (filter.entityId) where.entityId = filter.entityId;
    const createdAt = withinRange(filter);
    if (createdAt) where.createdAt = createdAt;
    const [items, total] = await reader.findAndCount(AuditLog, where, {
      orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }],
      limit: request.limit,
      offset: request.offset,
    });
    return pageOf(items, total, request);
  }

  async #listCentral(base: string, filter: AuditFilter, page: number, limit: number): Promise<Page<AuditLog>> {
    const query = new URLSearchParams({ service: this.service, page: String(page), pageSize: String(limit) });
    if (filter.tenantId) query.set('tenantId', filter.tenantId);
    if (filter.action) query.set('action', filter.action);
    if (filter.entityType) query.set('entityType', filter.entityType);
    if (filter.entityId) query.set('entityId', filter.entityId);
    if (filter.from) query.set('from', filter.from.toISOString());
    if (filter.to) query.set('to', filter.to.toISOString());
    let body: unknown;
    try {
      const response = await fetch(new URL(`audit-logs?${query.toString()}`, withSlash(base)), {
        headers: { 'x-correlation-id': this.request.correlationId },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`audit-log service answered ${response.status}`);
      body = await response.json();
    } catch {
      throw serviceUnavailable('The audit-log service is temporarily unavailable');
    }
    const rows = Array.isArray(body)
      ? body
      : Array.isArray((body as { data?: unknown })?.data)
        ? (body as { data: unknown[] }).data
        : [];
    const total =
      typeof (body as { total?: unknown })?.total === 'number' ? (body as { total: number }).total : rows.length;
    return { items: rows.map(fromCentral), total, page, limit };
  }
}

function fromCentral(row: unknown): AuditLog {
  const value = (row ?? {}) as Record<string, unknown>;
  const text = (field: string) => (typeof value[field] === 'string' ? value[field] : null);
  const log = new AuditLog();
  log.id = text('id') ?? log.id;
  log.action = text('action') ?? '';
  log.tenantId = text('tenantId') ?? text('tenant_id');
  log.entityType = text('entityType') ?? text('entity_type') ?? '';
  log.entityId = text('entityId') ?? text('entity_id');
  log.actorId = text('actorId') ?? text('actor_id');
  log.actorEmail = text('actorEmail') ?? text('actor_email');
  log.before = value.before ?? null;
  log.after = value.after ?? null;
  log.correlationId = text('correlationId');
  log.clientAddress = text('clientAddress');
  const created = text('createdAt') ?? text('created_at');
  log.createdAt = created && !Number.isNaN(Date.parse(created)) ? new Date(created) : new Date(0);
  return log;
}
