import {
  compact,
  gql,
  intParam,
  route,
  stringParam,
  type RouteDefinition,
  type RouteRequest,
} from '../../engine/index.js';

interface AuditSliceData {
  items: {
    id: string;
    action: string;
    userId: string;
    userName: string | null;
    timestamp: string;
    details: unknown;
    changes: unknown[];
  }[];
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

/** The audit query under an operation name of the route's own (names tell routes apart in logs and metrics). */
const auditDocument = (operationName: string) => gql`
  query ${operationName}($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {
    complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {
      items {
        id
        action
        userId
        userName
        timestamp
        details
        changes { field oldValue newValue }
      }
      total
      limit
      offset
      hasMore
    }
  }
`;

/** The filters every audit route takes from its query string. */
const commonFilters = (query: RouteRequest['query']) => ({
  startDate: stringParam(query.startDate),
  endDate: stringParam(query.endDate),
  action: stringParam(query.action),
  userId: stringParam(query.userId),
});

const auditVariables = (query: RouteRequest['query'], filter: Record<string, unknown>) =>
  compact({
    filter: compact(filter),
    limit: intParam(stringParam(query.limit)),
    offset: intParam(stringParam(query.offset)),
  });

const respond = ({ complianceAuditEvents: slice }: { complianceAuditEvents: AuditSliceData }) => ({
  status: 200,
  body: {
    data: slice.items,
    pagination: { total: slice.total, limit: slice.limit, offset: slice.offset, hasMore: slice.hasMore },
  },
});

/** Audit retrieval (Admin, or x-audit-access from a user allowed to audit), always within the caller's tenant. */
export const auditRoutes: RouteDefinition[] = [
  route<{ complianceAuditEvents: AuditSliceData }>({
    name: 'auditOfEntity',
    method: 'GET',
    path: '/api/v1/audit/entity/:entityId',
    auth: 'admin',
    document: auditDocument('ComplianceAuditOfEntity'),
    variables: ({ params, query }) => auditVariables(query, { ...commonFilters(query), entityId: params.entityId }),
    respond,
  }),
  route<{ complianceAuditEvents: AuditSliceData }>({
    name: 'auditOfDocument',
    method: 'GET',
    path: '/api/v1/audit/document/:documentId',
    auth: 'admin',
    document: auditDocument('ComplianceAuditOfDocument'),
    variables: ({ params, query }) => auditVariables(query, { ...commonFilters(query), documentId: params.documentId }),
    respond,
  }),
  route<{ complianceAuditEvents: AuditSliceData }>({
    name: 'queryAudit',
    method: 'GET',
    path: '/api/v1/audit/query',
    auth: 'admin',
    document: auditDocument('ComplianceAuditQuery'),
    variables: ({ query }) =>
      auditVariables(query, {
        ...commonFilters(query),
        entityId: stringParam(query.entityId),
        documentId: stringParam(query.documentId),
        resourceType: stringParam(query.resourceType),
        resourceId: stringParam(query.resourceId),
      }),
    respond,
  }),
];
