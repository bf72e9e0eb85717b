import { z } from 'zod';
import { route, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';

/** The public routes: the surface's own health and the plans with entity types. */

const PLAN = z.object({
  id: z.string(),
  name: z.string(),
  monthlyPrice: z.number(),
  limits: z.object({ entities: z.int(), users: z.int(), workflows: z.int() }),
  features: z.array(z.string()),
});

export const planRoutes: RouteDefinition[] = [
  route({
    name: 'health',
    method: 'GET',
    path: '/health',
    auth: 'public',
    // Answers only when the gateway does: the adapter is this surface's "api-gateway".
    document: graphql(`
      query ComplianceHealth {
        __typename
      }
    `),
    input: {},
    answers: { 200: z.object({ service: z.literal('api-gateway'), status: z.literal('healthy') }) },
    respond: () => ({ status: 200 as const, body: { service: 'api-gateway' as const, status: 'healthy' as const } }),
  }),
  route({
    name: 'listPlans',
    method: 'GET',
    path: '/api/v1/plans',
    auth: 'public',
    document: graphql(`
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
    `),
    input: {},
    answers: {
      200: z.object({
        data: z.object({
          plans: z.array(PLAN),
          entityTypes: z.array(z.object({ value: z.string(), label: z.string() })),
        }),
      }),
    },
    respond: ({ subscriptionPlans, entityTypeOptions }) => ({
      status: 200 as const,
      body: { data: { plans: subscriptionPlans, entityTypes: entityTypeOptions } },
    }),
  }),
];
