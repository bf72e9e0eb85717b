import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LocalJsonServer, reply, type JsonReply, type ReceivedRequest } from './json-http-server.js';

export type AuditLogEntry = Record<string, unknown> & { id: string };

export interface AuditLogRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, undefined when there was none. */
  body: unknown;
}

/** Query parameters that page the list rather than filter it. */
const PAGING = new Set(['page', 'pageSize']);

/**
 * The central audit-log service of CONTRACT.md, in memory: POST /audit-logs stores an entry (with an id
 * when it has none), GET /audit-logs lists them newest first, filtered by every query parameter named like
 * a top-level field of the entries (string equality); `from`/`to` bound `createdAt` (ISO strings), as the
 * platform asks for a time range that way.
 */
export class TestAuditLogServer extends LocalJsonServer {
  /** Stored entries, in the order they arrived. */
  readonly entries: AuditLogEntry[] = [];
  readonly requests: AuditLogRequest[] = [];
  /** While true every request answers 503, as an unavailable service would. */
  failing = false;

  protected answer(request: ReceivedRequest): JsonReply {
    let body: unknown;
    try {
      body = request.body ? JSON.parse(request.body) : undefined;
    } catch {
      body = request.body;
    }
    this.requests.push({ method: request.method, url: request.url, headers: request.headers, body });
    if (this.failing) return reply(503, { message: 'audit-log service unavailable' });
    if (request.path !== '/audit-logs') return reply(404, { message: 'not found' });
    if (request.method === 'POST') return this.#store(body);
    if (request.method === 'GET') return reply(200, this.#list(request.query));
    return reply(405, { message: 'method not allowed' });
  }

  #store(body: unknown): JsonReply {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return reply(400, { message: 'an audit entry must be a JSON object' });
    const entry = {
      ...body,
      id: typeof (body as { id?: unknown }).id === 'string' ? (body as { id: string }).id : randomUUID(),
    };
    this.entries.push(entry);
    return reply(201, entry);
  }

  #list(query: URLSearchParams) {
    const page = positiveInteger(query.get('page'), 1);
    const pageSize = positiveInteger(query.get('pageSize'), 20);
    const fields = new Set(this.entries.flatMap((entry) => Object.keys(entry)));
    const filters = [...query].filter(([name]) => fields.has(name) && !PAGING.has(name));
    const from = query.get('from');
    const to = query.get('to');
    const createdAt = (entry: AuditLogEntry) => (typeof entry.createdAt === 'string' ? entry.createdAt : '');
    const matching = this.entries
      .filter((entry) => filters.every(([name, value]) => isScalar(entry[name]) && String(entry[name]) === value))
      .filter((entry) => (!from || createdAt(entry) >= from) && (!to || createdAt(entry) <= to))
      .map((entry, arrival) => ({ entry, arrival }))
      // Newest first: by createdAt when entries carry one, later arrivals first otherwise.
      .sort((a, b) => createdAt(b.entry).localeCompare(createdAt(a.entry)) || b.arrival - a.arrival)
      .map(({ entry }) => entry);
    return { data: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
  }
}

/** A field a query parameter can filter on: one that reads as text (an object or array never matches). */
function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function positiveInteger(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
