import { z } from 'zod';
import { compact, queryString, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import type { AuditLogData } from '../audit-log-fields.js';
import { ID_FIELD, legacyRecord, list, listBody, PAGING, record, recordBody } from './legacy.js';

/** An audit entry as the factory surface answers it. */
const LEGACY_AUDIT_LOG = z.object({
  ...ID_FIELD,
  tenantId: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: timestamp(),
});

const legacyAuditLog = (entry: AuditLogData): z.input<typeof LEGACY_AUDIT_LOG> => legacyRecord(entry);

/** The factory audit trail, scoped by the token's tenant (or `x-tenant-id` for a super-admin). */
export const auditLogRoutes: RouteDefinition[] = [
  route({
    name: 'listFactoryAuditLogs',
    method: 'GET',
    path: '/audit-logs',
    auth: 'jwt',
    document: graphql(`
      query FactoryAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {
        factoryAuditLogs(filter: $filter, page: $page, limit: $limit) {
          items {
            ...AuditLogFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      query: z.object({
        action: queryString(),
        entityType: queryString(),
        entityId: queryString(),
        from: queryString(),
        to: queryString(),
        ...PAGING,
      }),
    },
    variables: ({ query: { page, limit, ...filter } }) => ({ filter: compact(filter), page, limit }),
    answers: { 200: listBody('logs', LEGACY_AUDIT_LOG) },
    respond: ({ factoryAuditLogs }) => list('logs', factoryAuditLogs, legacyAuditLog),
  }),
  route({
    name: 'recordFactoryAuditLog',
    method: 'POST',
    path: '/audit-logs',
    auth: 'jwt',
    document: graphql(`
      mutation FactoryRecordAuditLog($input: AuditLogInput!) {
        recordFactoryAuditLog(input: $input) {
          ...AuditLogFields
        }
      }
    `),
    input: {
      body: z.object({
        action: z.string(),
        entityType: z.string(),
        entityId: z.string().nullish(),
        /** The entity before and after the change: any JSON. */
        before: z.unknown().optional(),
        after: z.unknown().optional(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: recordBody('log', LEGACY_AUDIT_LOG) },
    respond: ({ recordFactoryAuditLog }) => record('log', legacyAuditLog(recordFactoryAuditLog), 201),
  }),
];
