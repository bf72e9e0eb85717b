import type { ErrorInfo, ServiceDefinition } from '../../engine/index.js';
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

export const complianceService: ServiceDefinition = {
  name: 'compliance',
  basePath: '/compliance',
  errorBody,
  errorFields: ['retryAfter'],
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
  routes: workflowHealthRoutes,
};
