import { compact, gql, intParam, objectBody, route, stringParam, type RouteDefinition } from '../../engine/index.js';
import { AUDIT_LOG_FIELDS, type AuditLogData } from '../audit-log-fields.js';
import { listFilter, paginated, success, type PageData } from './legacy.js';

/** An audit entry in the legacy snake_case shape (the spec does not show one). */
export function legacyAuditLog(entry: AuditLogData) {
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

/** The first of several spellings of one parameter (Variant A snake_case, Variant B camelCase). */
const either = (...values: unknown[]) => values.map(stringParam).find((value) => value !== undefined);

export const auditLogRoutes: RouteDefinition[] = [
  // One route for both variants: A pages with `limit` and filters `entity_type`, B with `pageSize` and `entityType`.
  route<{ trainingAuditLogs: PageData<AuditLogData> }>({
    name: 'listAuditLogs',
    method: 'GET',
    path: '/audit-logs',
    auth: 'admin',
    document: gql`
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
      ${AUDIT_LOG_FIELDS}
    `,
    variables: ({ query }) =>
      compact({
        filter: listFilter({
          action: stringParam(query.action),
          entityType: either(query.entity_type, query.entityType),
          entityId: either(query.entity_id, query.entityId),
          from: stringParam(query.from),
          to: stringParam(query.to),
        }),
        page: intParam(stringParam(query.page)),
        limit: intParam(either(query.limit, query.pageSize)),
      }),
    respond: ({ trainingAuditLogs }) => paginated(trainingAuditLogs, legacyAuditLog),
  }),
  route<{ recordTrainingAuditLog: AuditLogData }>({
    name: 'recordAuditLog',
    variant: 'B',
    method: 'POST',
    path: '/audit-logs',
    auth: 'admin',
    document: gql`
      mutation TrainingRecordAuditLog($input: AuditLogInput!) {
        recordTrainingAuditLog(input: $input) {
          ...AuditLogFields
        }
      }
      ${AUDIT_LOG_FIELDS}
    `,
    variables: ({ body }) => {
      const entry = objectBody(body);
      return {
        input: compact({
          action: entry.action,
          entityType: entry.entity_type ?? entry.entityType,
          entityId: entry.entity_id ?? entry.entityId,
          before: entry.before,
          after: entry.after,
        }),
      };
    },
    respond: ({ recordTrainingAuditLog }) => success(legacyAuditLog(recordTrainingAuditLog), 201),
  }),
];
