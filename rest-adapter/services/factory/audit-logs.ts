import { compact, gql, objectBody, route, stringParam, type RouteDefinition } from '../../engine/index.js';
import { AUDIT_LOG_FIELDS, type AuditLogData } from '../audit-log-fields.js';
import { legacyRecord, list, pageVariables, record, type PageData } from './legacy.js';

/** The factory audit trail, scoped by the token's tenant (or `x-tenant-id` for a super-admin). */
export const auditLogRoutes: RouteDefinition[] = [
  route<{ factoryAuditLogs: PageData<AuditLogData> }>({
    name: 'listFactoryAuditLogs',
    method: 'GET',
    path: '/audit-logs',
    auth: 'jwt',
    document: gql`
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
      ${AUDIT_LOG_FIELDS}
    `,
    variables: ({ query }) => ({
      filter: compact({
        action: stringParam(query.action),
        entityType: stringParam(query.entityType),
        entityId: stringParam(query.entityId),
        from: stringParam(query.from),
        to: stringParam(query.to),
      }),
      ...pageVariables(query),
    }),
    respond: ({ factoryAuditLogs }) => list('logs', factoryAuditLogs, legacyRecord),
  }),
  route<{ recordFactoryAuditLog: AuditLogData }>({
    name: 'recordFactoryAuditLog',
    method: 'POST',
    path: '/audit-logs',
    auth: 'jwt',
    document: gql`
      mutation FactoryRecordAuditLog($input: AuditLogInput!) {
        recordFactoryAuditLog(input: $input) {
          ...AuditLogFields
        }
      }
      ${AUDIT_LOG_FIELDS}
    `,
    variables: ({ body }) => {
      const { action, entityType, entityId, before, after } = objectBody(body);
      return { input: compact({ action, entityType, entityId, before, after }) };
    },
    respond: ({ recordFactoryAuditLog }) => record('log', legacyRecord(recordFactoryAuditLog), 201),
  }),
];
