import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ComplianceDatabaseState, ComplianceHealthState, type ComplianceHealthStatus } from './health.types.js';

/**
 * The health check behind `{workflow_url}/health`: a trivial query through the subgraph's own connection pool.
 * A database failure is the answer, not an error, so that the caller always learns the reason.
 */
export async function checkComplianceHealth(em: EntityManager, log: Logger): Promise<ComplianceHealthStatus> {
  try {
    await em.getConnection().execute('select 1');
    return { status: ComplianceHealthState.HEALTHY, database: ComplianceDatabaseState.CONNECTED, error: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ err: error }, 'health check: the database did not answer');
    return { status: ComplianceHealthState.UNHEALTHY, database: ComplianceDatabaseState.DISCONNECTED, error: reason };
  }
}
