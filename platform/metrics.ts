import type { Request, Response } from 'express';
import { Counter, Registry } from 'prom-client';

/**
 * The process's Prometheus registry, served at `/metrics` by the gateway and each subgraph. One registry per
 * process: when the whole stack runs in one process, its components' series are told apart by their labels.
 */
export const metrics = new Registry();

/**
 * SQL statements sent to PostgreSQL through MikroORM, per subgraph and origin: `request` for those of a GraphQL
 * request, `background` for jobs, the outbox relay and start-up (the bench divides the first by requests).
 */
export const sqlStatements = new Counter({
  name: 'db_queries_total',
  help: 'SQL statements sent to PostgreSQL through the ORM',
  labelNames: ['subgraph', 'origin'] as const,
  registers: [metrics],
});

/** Express handler for `GET /metrics` in the Prometheus text format. */
export async function serveMetrics(_req: Request, res: Response): Promise<void> {
  res.type(metrics.contentType).send(await metrics.metrics());
}
