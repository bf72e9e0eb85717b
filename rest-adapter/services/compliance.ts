import { gql, route, type ServiceDefinition } from '../engine/index.js';

/**
 * The compliance-management service at `/compliance`. Its error body is
 * `{error, code, details?, correlationId}` (plus `retryAfter` on rate limits and whatever a route copies,
 * such as `currentVersion` on version conflicts). Bodies keep GraphQL's camelCase, as the legacy API did.
 */

interface PlanData {
  id: string;
  name: string;
  monthlyPrice: number;
  limits: { entities: number; users: number; workflows: number };
  features: string[];
}

export const complianceService: ServiceDefinition = {
  name: 'compliance',
  basePath: '/compliance',
  errorBody: ({ message, code, details, correlationId, extra }) => ({
    error: message,
    code,
    ...(details !== undefined ? { details } : {}),
    correlationId,
    ...extra,
  }),
  errorFields: ['retryAfter'],
  routes: [
    route<{ __typename: string }>({
      name: 'health',
      method: 'GET',
      path: '/health',
      auth: 'public',
      // Answers only when the gateway does: the adapter is this surface's "api-gateway".
      document: gql`
        query ComplianceHealth {
          __typename
        }
      `,
      respond: () => ({ status: 200, body: { service: 'api-gateway', status: 'healthy' } }),
    }),
    route<{ subscriptionPlans: PlanData[]; entityTypes: { value: string; label: string }[] }>({
      name: 'listPlans',
      method: 'GET',
      path: '/api/v1/plans',
      auth: 'public',
      document: gql`
        query CompliancePlans {
          subscriptionPlans {
            id
            name
            monthlyPrice
            limits { entities users workflows }
            features
          }
          entityTypes { value label }
        }
      `,
      respond: ({ subscriptionPlans, entityTypes }) => ({
        status: 200,
        body: { data: { plans: subscriptionPlans, entityTypes } },
      }),
    }),
  ],
};
