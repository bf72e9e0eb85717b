import { z } from 'zod';
import { enumOut, route, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';

/**
 * `{workflow_url}/health`: 200 `{service:'workflow-service', status:'healthy', database:'connected'}` when the
 * subgraph's database answers a trivial query, else 500 `{status:'unhealthy', error}`, also when the subgraph
 * cannot be reached at all. A rate-limited probe keeps its 429: being limited says nothing about health.
 */

const UNHEALTHY = z.object({ status: z.literal('unhealthy'), error: z.string() });

const unhealthy = (error: string) => ({ status: 500 as const, body: { status: 'unhealthy' as const, error } });

export const workflowHealthRoutes: RouteDefinition[] = [
  route({
    name: 'workflowHealth',
    method: 'GET',
    path: '/health',
    auth: 'public',
    document: graphql(`
      query ComplianceWorkflowHealth {
        complianceHealth {
          status
          database
          error
        }
      }
    `),
    input: {},
    answers: {
      200: z.object({
        service: z.literal('workflow-service'),
        status: z.literal('healthy'),
        database: z.enum(['connected', 'disconnected']),
      }),
      500: UNHEALTHY,
    },
    respond: ({ complianceHealth: { status, database, error } }) =>
      status === 'HEALTHY'
        ? {
            status: 200 as const,
            body: { service: 'workflow-service' as const, status: enumOut(status), database: enumOut(database) },
          }
        : unhealthy(error ?? 'Database check failed'),
    // The subgraph out of the gateway's reach, or failing: unhealthy too. A rate limit keeps the service's 429.
    ownErrors: { INTERNAL_ERROR: 500, SERVICE_UNAVAILABLE: 500 },
    respondError: ({ message }) => unhealthy(message),
  }),
];
