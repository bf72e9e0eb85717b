import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { config, type Config } from '../../platform/config.js';
import { logger } from '../../platform/logger.js';
import { RateLimits } from '../../platform/rate-limits/index.js';
import type { SubgraphContext } from '../../subgraphs/shared/context.js';
import { migrate, openDatabase } from '../../subgraphs/shared/database.js';
import { JobQueue } from '../../subgraphs/shared/jobs.js';
import type { SubgraphDefinition } from '../../subgraphs/shared/server.js';

/** Who an operator command acts as in audit trails (as `compliance:grant-admin` records it). */
export const OPERATOR_ID = 'operator:cli';

/**
 * A subgraph's own code driven from the command line: its database (migrated), its job queue and the request
 * context its resolvers get, so that a command goes through the same services, with the same rules, audit
 * entries, outbox events and queued jobs as a request would. The queue only enqueues: the running subgraph
 * works the jobs (mail, forwarding), and its outbox relay publishes the events.
 */
export class OperatorSession<TContext extends SubgraphContext> {
  readonly #log: Logger;

  private constructor(
    private readonly definition: SubgraphDefinition<TContext>,
    readonly orm: MikroORM,
    private readonly jobs: JobQueue,
    /** One id for every change of this command, so that its audit entries can be found together. */
    readonly correlationId: string,
    /** The configuration the command read once, at start. */
    readonly settings: Config,
    /** The subgraph's limits, counted apart from the running subgraph's (the operator is not one of its clients). */
    private readonly rateLimits: RateLimits,
  ) {
    this.#log = logger(`cli:${definition.name}`).child({ correlationId });
  }

  static async open<TContext extends SubgraphContext>(
    definition: SubgraphDefinition<TContext>,
    databaseUrl: string,
    correlationId: string = randomUUID(),
  ): Promise<OperatorSession<TContext>> {
    const settings = config();
    const orm = await openDatabase(databaseUrl, { ...definition.database, poolSize: 2 });
    try {
      await migrate(orm);
      const jobs = await JobQueue.start({
        config: settings,
        databaseUrl,
        schema: `${definition.database.schema}_jobs`,
        jobs: definition.jobs ?? [],
        orm,
        runWorkers: false,
      });
      try {
        const rateLimits = await RateLimits.open({
          namespace: `cli:${definition.name}`,
          factor: settings.RATE_LIMIT_FACTOR,
          databaseUrl,
          redisUrl: settings.REDIS_URL,
          log: logger(`cli:${definition.name}`),
        });
        return new OperatorSession(definition, orm, jobs, correlationId, settings, rateLimits);
      } catch (error) {
        await jobs.stop();
        throw error;
      }
    } catch (error) {
      await orm.close(true);
      throw error;
    }
  }

  /** A unit of work of its own, for reads outside any request. */
  fork(): EntityManager {
    return this.orm.em.fork();
  }

  /** The context of one request carrying `headers` (credentials), with a unit of work of its own. */
  async context(headers: IncomingHttpHeaders = {}): Promise<TContext> {
    const base: SubgraphContext = {
      em: this.orm.em.fork(),
      request: { headers, clientAddress: 'cli', correlationId: this.correlationId },
      response: { setHeader: () => undefined },
      log: this.#log,
      jobs: this.jobs,
      rateLimits: this.rateLimits,
      config: this.settings,
    };
    return this.definition.createContext(base, this.orm);
  }

  async close(): Promise<void> {
    try {
      await this.jobs.stop();
      await this.rateLimits.close();
    } finally {
      await this.orm.close(true);
    }
  }
}
