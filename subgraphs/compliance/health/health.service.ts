import type { ComplianceContext } from '../context.js';
import { ComplianceDatabaseState, ComplianceHealthState, type ComplianceHealthStatus } from './health.types.js';

/**
 * The health check behind `{workflow_url}/health`: a trivial query through the subgraph's own connection pool.
 * A database failure is the answer, not an error, so that the caller always learns the reason.
 */
export class ComplianceHealthService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'log'>) {}

  async check(): Promise<ComplianceHealthStatus> {
    try {
      await this.context.em.getConnection().execute('select 1');
      return { status: ComplianceHealthState.HEALTHY, database: ComplianceDatabaseState.CONNECTED, error: null };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.context.log.warn({ err: error }, 'health check: the database did not answer');
      return {
        status: ComplianceHealthState.UNHEALTHY,
        database: ComplianceDatabaseState.DISCONNECTED,
        error: reason,
      };
    }
  }
}
