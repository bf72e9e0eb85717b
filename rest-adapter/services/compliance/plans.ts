import { gql, route, type RouteDefinition } from '../../engine/index.js';

/** The public routes: the surface's own health and the plans with entity types. */

interface PlanData {
  id: string;
  name: string;
  monthlyPrice: number;
  limits: { entities: number; users: number; workflows: number };
  features: string[];
}

export const planRoutes: RouteDefinition[] = [
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
  route<{ subscriptionPlans: PlanData[]; entityTypeOptions: { value: string; label: string }[] }>({
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
          limits {
            entities
            users
            workflows
          }
          features
        }
        entityTypeOptions {
          value
          label
        }
      }
    `,
    respond: ({ subscriptionPlans, entityTypeOptions }) => ({
      status: 200,
      body: { data: { plans: subscriptionPlans, entityTypes: entityTypeOptions } },
    }),
  }),
];
