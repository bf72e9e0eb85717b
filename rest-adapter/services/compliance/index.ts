import { z } from 'zod';
import {
  REST_ERROR_CODES,
  type ErrorInfo,
  type ServiceDefinition,
  type ServiceDocumentation,
} from '../../engine/index.js';
import { auditRoutes } from './audit.js';
import { documentTemplateRoutes } from './document-templates.js';
import { documentRoutes } from './documents.js';
import { entityRoutes } from './entities.js';
import { erpRoutes } from './erp.js';
import { formMappingRoutes } from './form-mappings.js';
import { workflowHealthRoutes } from './health.js';
import { planRoutes } from './plans.js';
import { tenantRoutes } from './tenants.js';
import { workflowRoutes } from './workflows.js';

/**
 * The compliance-management service: `{base_url}` = `/compliance` and `{workflow_url}` = `/compliance/workflow`.
 * Its error body is `{error, code, details?, correlationId}` (plus `retryAfter` on rate limits and whatever a
 * route copies, such as `currentVersion` on version conflicts). Bodies keep GraphQL's camelCase, as the legacy
 * API did.
 */
const errorBody = ({ message, code, details, correlationId, extra }: ErrorInfo) => ({
  error: message,
  code,
  ...(details !== undefined ? { details } : {}),
  correlationId,
  ...extra,
});

/** The spec's error body: a rate limit's carries `retryAfter`, a version conflict's `currentVersion` and `currentData`. */
const errorSchema = z.object({
  error: z.string(),
  code: z.enum(REST_ERROR_CODES),
  details: z.record(z.string(), z.unknown()).optional(),
  correlationId: z.string().meta({ format: 'uuid' }),
  retryAfter: z.number().optional().meta({ description: 'Seconds until a request may be retried (rate limits)' }),
  currentVersion: z.int().optional().meta({ description: 'The current version (version conflicts)' }),
  currentData: z.unknown().optional().meta({ description: 'The current record (version conflicts)' }),
});

/** What the OpenAPI documents of both surfaces say about the compliance credentials (spec, "Authentication"). */
const documentation = (title: string): ServiceDocumentation => ({
  title,
  description:
    'The compliance-management service. Authenticated operations take the bearer token of the identity provider.',
  adminHeaders: [
    {
      name: 'x-admin',
      description:
        '`true`, with the bearer token of a user granted the platform-admin role (`compliance:grant-admin`); audit retrieval accepts `x-audit-access: true` from a user allowed to audit instead',
    },
  ],
  headers: [
    {
      name: 'x-tenant-id',
      description:
        "The caller's tenant (uuid): required on form-mapping and audit operations, elsewhere it must match the token's tenant when sent",
    },
  ],
});

export const complianceService: ServiceDefinition = {
  name: 'compliance',
  basePath: '/compliance',
  errorBody,
  errorSchema,
  errorFields: ['retryAfter'],
  // The subgraph's own words for a token it refuses (platform/auth/access-token.ts), when the gateway refused it first.
  credentials: {
    refusedToken: {
      issuer: 'identity-provider',
      invalid: 'Invalid access token',
      expired: 'Access token expired',
    },
  },
  documentation: documentation('Compliance management (legacy REST)'),
  routes: [
    ...planRoutes,
    ...tenantRoutes,
    ...entityRoutes,
    ...workflowRoutes,
    ...documentTemplateRoutes,
    // After the template routes: /documents/:documentId would take /documents/templates.
    ...documentRoutes,
    ...formMappingRoutes,
    ...auditRoutes,
    ...erpRoutes,
  ],
};

/** The workflow service's own surface, which only has its health check. */
export const complianceWorkflowService: ServiceDefinition = {
  name: 'compliance-workflow',
  basePath: '/compliance/workflow',
  errorBody,
  errorSchema,
  documentation: documentation('Compliance workflow service (legacy REST)'),
  routes: workflowHealthRoutes,
};
