import { z } from 'zod';
import { compact, queryInt, queryString, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import type { ComplianceAuditSliceFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';

graphql(`
  fragment ComplianceAuditSliceFields on ComplianceAuditEventSlice {
    items {
      id
      action
      userId
      userName
      timestamp
      details
      changes {
        field
        oldValue
        newValue
      }
    }
    total
    limit
    offset
    hasMore
  }
`);

/** The filters and paging every audit route takes from its query string. */
const COMMON_QUERY = {
  startDate: queryString(),
  endDate: queryString(),
  action: queryString(),
  userId: queryString(),
  limit: queryInt(),
  offset: queryInt(),
};

type CommonQuery = z.output<z.ZodObject<typeof COMMON_QUERY>>;

/** The variables of an audit route: the common filters with the route's own, and the paging. */
const auditVariables = (query: CommonQuery, filter: Record<string, string | undefined>) => ({
  filter: compact({
    startDate: query.startDate,
    endDate: query.endDate,
    action: query.action,
    userId: query.userId,
    ...filter,
  }),
  limit: query.limit,
  offset: query.offset,
});

/** A slice of the trail as the legacy surface answers it: the events as GraphQL gives them, and the slice's place. */
const ANSWERS = {
  200: z.object({
    data: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        userId: z.string(),
        userName: z.string().nullable(),
        timestamp: timestamp(),
        details: z.record(z.string(), z.unknown()),
        changes: z.array(z.object({ field: z.string(), oldValue: z.unknown(), newValue: z.unknown() })),
      }),
    ),
    pagination: z.object({ total: z.int(), limit: z.int(), offset: z.int(), hasMore: z.boolean() }),
  }),
};

const respond = ({ complianceAuditEvents: slice }: { complianceAuditEvents: ComplianceAuditSliceFieldsFragment }) => ({
  status: 200 as const,
  body: {
    data: slice.items,
    pagination: { total: slice.total, limit: slice.limit, offset: slice.offset, hasMore: slice.hasMore },
  },
});

/** Audit retrieval (Admin, or x-audit-access from a user allowed to audit), always within the caller's tenant. */
export const auditRoutes: RouteDefinition[] = [
  route({
    name: 'auditOfEntity',
    method: 'GET',
    path: '/api/v1/audit/entity/:entityId',
    auth: 'admin',
    document: graphql(`
      query ComplianceAuditOfEntity($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {
        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {
          ...ComplianceAuditSliceFields
        }
      }
    `),
    input: { params: z.object({ entityId: z.string() }), query: z.object(COMMON_QUERY) },
    variables: ({ params, query }) => auditVariables(query, { entityId: params.entityId }),
    answers: ANSWERS,
    respond,
  }),
  route({
    name: 'auditOfDocument',
    method: 'GET',
    path: '/api/v1/audit/document/:documentId',
    auth: 'admin',
    document: graphql(`
      query ComplianceAuditOfDocument($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {
        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {
          ...ComplianceAuditSliceFields
        }
      }
    `),
    input: { params: z.object({ documentId: z.string() }), query: z.object(COMMON_QUERY) },
    variables: ({ params, query }) => auditVariables(query, { documentId: params.documentId }),
    answers: ANSWERS,
    respond,
  }),
  route({
    name: 'queryAudit',
    method: 'GET',
    path: '/api/v1/audit/query',
    auth: 'admin',
    document: graphql(`
      query ComplianceAuditQuery($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {
        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {
          ...ComplianceAuditSliceFields
        }
      }
    `),
    input: {
      query: z.object({
        ...COMMON_QUERY,
        entityId: queryString(),
        documentId: queryString(),
        resourceType: queryString(),
        resourceId: queryString(),
      }),
    },
    variables: ({ query }) =>
      auditVariables(query, {
        entityId: query.entityId,
        documentId: query.documentId,
        resourceType: query.resourceType,
        resourceId: query.resourceId,
      }),
    answers: ANSWERS,
    respond,
  }),
];
