import { z } from 'zod';
import { queryInt, queryString, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import type { AuditLogData } from '../audit-log-fields.js';
import { listFilter, pageBody, paginated, success, successBody } from './legacy.js';

/** An audit entry in the legacy snake_case shape (the spec does not show one). */
const LEGACY_AUDIT_LOG = z.object({
  id: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestamp(),
});

export function legacyAuditLog(entry: AuditLogData): z.input<typeof LEGACY_AUDIT_LOG> {
  return {
    id: entry.id,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    actor_id: entry.actorId,
    actor_email: entry.actorEmail,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt,
  };
}

export const auditLogRoutes: RouteDefinition[] = [
  // One route for both variants: A pages with `limit` and filters `entity_type`, B with `pageSize` and `entityType`.
  route({
    name: 'listAuditLogs',
    method: 'GET',
    path: '/audit-logs',
    auth: 'admin',
    document: graphql(`
      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {
        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {
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
        entity_type: queryString(),
        entityType: queryString(),
        entity_id: queryString(),
        entityId: queryString(),
        from: queryString(),
        to: queryString(),
        page: queryInt(),
        limit: queryInt(),
        pageSize: queryInt(),
      }),
    },
    variables: ({ query }) => ({
      filter: listFilter({
        action: query.action,
        entityType: query.entity_type ?? query.entityType,
        entityId: query.entity_id ?? query.entityId,
        from: query.from,
        to: query.to,
      }),
      page: query.page,
      limit: query.limit ?? query.pageSize,
    }),
    answers: { 200: pageBody(LEGACY_AUDIT_LOG) },
    respond: ({ trainingAuditLogs }) => paginated(trainingAuditLogs, legacyAuditLog),
  }),
  route({
    name: 'recordAuditLog',
    variant: 'B',
    method: 'POST',
    path: '/audit-logs',
    auth: 'admin',
    document: graphql(`
      mutation TrainingRecordAuditLog($input: AuditLogInput!) {
        recordTrainingAuditLog(input: $input) {
          ...AuditLogFields
        }
      }
    `),
    // Both spellings of the entity's fields (A snake_case, B camelCase); the snake_case one wins when both are sent.
    input: {
      body: z
        .object({
          action: z.string(),
          entity_type: z.string().optional(),
          entityType: z.string().optional(),
          entity_id: z.string().nullish(),
          entityId: z.string().nullish(),
          before: z.unknown().optional(),
          after: z.unknown().optional(),
        })
        .refine((entry) => entry.entity_type !== undefined || entry.entityType !== undefined, {
          path: ['entity_type'],
          message: 'is required',
        }),
    },
    variables: ({ body }) => ({
      input: {
        action: body.action,
        entityType: body.entity_type ?? body.entityType ?? '',
        entityId: body.entity_id ?? body.entityId,
        before: body.before,
        after: body.after,
      },
    }),
    answers: { 201: successBody(LEGACY_AUDIT_LOG) },
    respond: ({ recordTrainingAuditLog }) => success(legacyAuditLog(recordTrainingAuditLog), 201),
  }),
];
