import 'reflect-metadata';
import {
  DefaultLogger,
  type Constructor,
  type LogContext,
  type LoggerOptions,
  type MigrationObject,
} from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { releaseClientsLostWhileCheckedOut } from '../../platform/database/pool-guard.js';
import { notFound } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { sqlStatements } from '../../platform/metrics.js';

export interface SubgraphDatabaseOptions {
  /** The PostgreSQL schema this subgraph owns; no other subgraph reads or writes it. */
  schema: string;
  entities: Options['entities'];
  /** Migrations in the order they apply; listed rather than globbed so that sources and builds agree. */
  migrations: (MigrationObject | Constructor<Migration>)[];
  poolSize?: number;
  /**
   * What NOT_FOUND calls a missing record of an entity (`em.findOneOrFail`), when the class name is not what clients
   * are told: "Training plan request not found" for a `TrainingPlanRequest`. The legacy REST messages are these.
   */
  notFoundNames?: Readonly<Record<string, string>>;
}

/** Connections of a subgraph's pool unless its options say otherwise (the bench's SQL replay opens as many). */
export const DEFAULT_POOL_SIZE = 10;

/** What a request's EntityManager tells the ORM's logger, so that its statements are counted as the request's. */
export const REQUEST_LOGGER_CONTEXT = { origin: 'request' } as const;

/**
 * MikroORM's logger, counting every statement it reports (each query, begin and commit) whether or not it is
 * printed, by origin: forks inherit their parent's logger context, so a request's transactions count as its own.
 */
class StatementCountingLogger extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly schema: string,
  ) {
    super(options);
  }

  override logQuery(context: { query: string } & LogContext): void {
    const origin = context.origin === REQUEST_LOGGER_CONTEXT.origin ? 'request' : 'background';
    sqlStatements.inc({ subgraph: this.schema, origin });
    super.logQuery(context);
  }
}

export async function openDatabase(url: string, options: SubgraphDatabaseOptions): Promise<MikroORM> {
  const log = logger(`orm:${options.schema}`);
  const orm = await MikroORM.init({
    clientUrl: url,
    schema: options.schema,
    entities: options.entities,
    metadataProvider: ReflectMetadataProvider,
    // A subgraph may start with no tables of its own yet.
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      schema: options.schema,
      migrationsList: options.migrations,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    pool: { min: 0, max: options.poolSize ?? DEFAULT_POOL_SIZE },
    // Entities are created from GraphQL input by our services, never from raw request bodies.
    forceUndefined: false,
    ignoreUndefinedInQuery: true,
    findOneOrFailHandler: (entityName) => notFound(options.notFoundNames?.[entityName] ?? entityName),
    debug: process.env.MIKRO_ORM_DEBUG === 'true',
    logger: (message) => log.debug(message),
    loggerFactory: (loggerOptions) => new StatementCountingLogger(loggerOptions, options.schema),
  });
  releaseClientsLostWhileCheckedOut(await orm.em.getConnection().getNativeClient());
  return orm;
}

/**
 * Applies pending migrations. A session-level advisory lock, held on a connection of its own, lets several
 * processes start at once without racing each other through the same migration.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const schema = orm.config.get<'schema', string>('schema');
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('migrate:' || $1::text))`, [schema]);
    await lock.query(`create schema if not exists "${schema}"`);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end();
  }
}
