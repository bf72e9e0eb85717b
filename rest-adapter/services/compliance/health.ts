import { enumOut, gql, route, type RouteDefinition } from '../../engine/index.js';

/**
 * `{workflow_url}/health`: 200 `{service:'workflow-service', status:'healthy', database:'connected'}` when the
 * subgraph's database answers a trivial query, else 500 `{status:'unhealthy', error}`, also when the subgraph
 * cannot be reached at all. A rate-limited probe keeps its 429: being limited says nothing about health.
 */

interface HealthData {
  status: 'HEALTHY' | 'UNHEALTHY';
  database: 'CONNECTED' | 'DISCONNECTED';
  error: string | null;
}

const unhealthy = (error: string) => ({ status: 500, body: { status: 'unhealthy', error } });

export const workflowHealthRoutes: RouteDefinition[] = [
  route<{ complianceHealth: HealthData }>({
    name: 'workflowHealth',
    method: 'GET',
    path: '/health',
    auth: 'public',
    document: gql`
      query ComplianceWorkflowHealth {
        complianceHealth {
          status
          database
          error
        }
      }
    `,
    respond: ({ complianceHealth: { status, database, error } }) =>
      status === 'HEALTHY'
        ? { status: 200, body: { service: 'workflow-service', status: enumOut(status), database: enumOut(database) } }
        : unhealthy(error ?? 'Database check failed'),
    respondError: ({ code, message }) => (code === 'RATE_LIMIT_EXCEEDED' ? undefined : unhealthy(message)),
  }),
];
