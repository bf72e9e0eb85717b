import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { fromKysely, PgBoss, type Job, type KyselyTransactionLike, type Queue, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../platform/config.js';
import { logger } from '../../platform/logger.js';
import { cachedFor, jobQueueDepth } from '../../platform/metrics.js';

/**
 * Durable background work (mail, forwarding to outside services) on pg-boss, in the subgraph's own database.
 * A job is enqueued in the same transaction as the change that causes it, so that a rolled-back request
 * sends nothing and a committed one cannot lose its mail; failed jobs are retried with backoff.
 */

/** What a job handler may use besides its data. */
export interface JobEnvironment {
  readonly log: Logger;
  /** The configuration the queue's process was started with. */
  readonly config: Config;
  /** A unit of work of its own for this attempt, on the subgraph's database (when the queue was given one). */
  readonly em: EntityManager;
}

export interface JobDefinition<TData extends object = object> {
  /** Queue name, e.g. `mail.send`. */
  readonly name: string;
  handle(data: TData, environment: JobEnvironment & { readonly attempt: number }): Promise<void>;
  /** Retries after the first attempt (default 8, with exponential backoff up to 10 minutes). */
  readonly retryLimit?: number;
  /**
   * How often a running attempt proves it is alive (default and least: 10 s). An attempt whose worker never
   * heard of it or is gone (a process killed, a claim whose answer was lost with the database connection) is
   * noticed when its heartbeats stop, and retried like a failed one, instead of waiting out the 15-minute expiry.
   */
  readonly heartbeatSeconds?: number;
  /**
   * Runs once when the job has failed for good (every retry used up, including attempts lost with their
   * process), so that what waits on it can be told. It runs as a job of its own, retried like one.
   */
  onExhausted?(data: TData, environment: JobEnvironment): Promise<void>;
  /**
   * A cron expression (UTC) on which the job runs by itself, with empty data: housekeeping such as pruning. pg-boss
   * keeps the schedule in the database and sends each occurrence once however many instances run the queue.
   */
  readonly schedule?: string;
}

/** The queue that receives a job's data once it has failed for good (see `JobDefinition.onExhausted`). */
const exhaustedQueue = (name: string) => `${name}.exhausted`;

/** Declares a job with its data type checked against its handler. */
export function defineJob<TData extends object>(definition: JobDefinition<TData>): JobDefinition<TData> {
  return definition;
}

export interface JobQueueOptions {
  databaseUrl: string;
  /** PostgreSQL schema of the queue's tables, e.g. `training_jobs`. */
  schema: string;
  jobs: readonly JobDefinition[];
  /** Seconds between retries before backoff grows (default 2). */
  retryDelaySeconds?: number;
  /** The subgraph's database, for handlers that store what they process. */
  orm?: MikroORM;
  /** The configuration handlers work with (the subgraph's, read at its start). */
  config: Config;
  /**
   * Whether this process also works the queues (default true). Without workers it only enqueues: an
   * API-only instance, whose jobs wait durably in the database for a process that works them.
   */
  runWorkers?: boolean;
}

/** What a queue is created with; its policy and partitioning never change after creation. */
type QueueSettings = Omit<Queue, 'name' | 'policy' | 'partition'>;

/**
 * Creates the queue, or brings an existing one to today's settings: pg-boss keeps a queue's settings from its
 * creation, so a database made by an older release would otherwise keep, say, no heartbeat or no dead letter.
 */
async function ensureQueue(boss: PgBoss, name: string, settings: QueueSettings): Promise<void> {
  await boss.createQueue(name, settings);
  await boss.updateQueue(name, settings);
}

/** pg-boss's least heartbeat: a lost attempt is retried within two of them (one stale, one supervision). */
const LEAST_HEARTBEAT_SECONDS = 10;

/** How long one reading of the queues' counts answers scrapes (pg-boss itself refreshes them every 10 s). */
const DEPTH_READING_TTL_MS = 2_000;

export class JobQueue {
  readonly #log: Logger;
  readonly #names: Set<string>;
  #stopReportingDepth: (() => void) | undefined;

  private constructor(
    private readonly boss: PgBoss | null,
    jobs: readonly JobDefinition[],
    log: Logger,
    /** The configuration the queue was started with, which its jobs work with (see `JobEnvironment`). */
    readonly config: Config,
    private readonly orm?: MikroORM,
  ) {
    this.#log = log;
    this.#names = new Set(jobs.map((job) => job.name));
  }

  /** Installs or migrates the queue's schema, creates the queues and starts their workers (unless `runWorkers` is false). */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const log = logger(`jobs:${options.schema}`);
    // A subgraph without background work holds no queue connections at all.
    if (!options.jobs.length) return new JobQueue(null, [], log, options.config);
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: options.schema,
      max: 4,
      useListenNotify: true,
      application_name: `jobs:${options.schema}`,
      // How soon an attempt lost with its process (stale heartbeat) is failed and retried: 10 s rather than a minute.
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 10,
    });
    // pg-boss reports connection trouble as events; without a listener Node would treat them as fatal.
    boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => log.debug({ warning }, 'job queue warning'));
    await boss.start();
    const queue = new JobQueue(boss, options.jobs, log, options.config, options.orm);
    const everyQueue = {
      retryDelay: options.retryDelaySeconds ?? 2,
      retryBackoff: true,
      retryDelayMax: 600,
      notify: true,
      heartbeatSeconds: LEAST_HEARTBEAT_SECONDS,
    };
    const polling = { batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };
    for (const job of options.jobs) {
      const onExhausted = job.onExhausted?.bind(job);
      if (onExhausted) await ensureQueue(boss, exhaustedQueue(job.name), { ...everyQueue, retryLimit: 8 });
      await ensureQueue(boss, job.name, {
        ...everyQueue,
        retryLimit: job.retryLimit ?? 8,
        heartbeatSeconds: job.heartbeatSeconds ?? everyQueue.heartbeatSeconds,
        ...(onExhausted ? { deadLetter: exhaustedQueue(job.name) } : {}),
      });
      // Every instance declares the schedule (an upsert), so that the one a release declares is the one that runs.
      if (job.schedule) await boss.schedule(job.name, job.schedule, {});
      if (options.runWorkers === false) continue;
      await boss.work(job.name, polling, (batch: Job<object>[]) => queue.#run(job.name, job.handle.bind(job), batch));
      if (onExhausted) {
        await boss.work(exhaustedQueue(job.name), polling, (batch: Job<object>[]) =>
          queue.#run(exhaustedQueue(job.name), (data, environment) => onExhausted(data, environment), batch),
        );
      }
    }
    queue.#reportDepth(boss, options.schema);
    return queue;
  }

  /** The jobs of each queue of this schema in `job_queue_jobs`, from the counts pg-boss keeps per queue. */
  #reportDepth(boss: PgBoss, schema: string): void {
    const readQueues = cachedFor(DEPTH_READING_TTL_MS, () => boss.getQueues());
    this.#stopReportingDepth = jobQueueDepth.observe(async (record) => {
      for (const queue of await readQueues()) {
        record({ schema, queue: queue.name, state: 'ready' }, queue.readyCount);
        record({ schema, queue: queue.name, state: 'deferred' }, queue.deferredCount);
        record({ schema, queue: queue.name, state: 'active' }, queue.activeCount);
        record({ schema, queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    });
  }

  async #run(name: string, handle: JobDefinition['handle'], batch: Job<object>[]): Promise<void> {
    for (const item of batch) {
      const log = this.#log.child({ job: name, jobId: item.id, attempt: item.retryCount + 1 });
      try {
        await handle(item.data, { log, config: this.config, attempt: item.retryCount + 1, em: this.#unitOfWork() });
      } catch (error) {
        log.warn({ err: error }, 'job failed; it will be retried');
        throw error;
      }
    }
  }

  #unitOfWork(): EntityManager {
    const { orm } = this;
    if (!orm) {
      return new Proxy({} as EntityManager, {
        get: () => {
          throw new Error('This job queue was started without a database');
        },
      });
    }
    return orm.em.fork();
  }

  /**
   * Enqueues a job. Inside `em.transactional(...)` it joins that transaction (the job exists only if the
   * transaction commits); outside one it is sent at once.
   */
  async enqueue<TData extends object>(
    em: EntityManager,
    job: JobDefinition<TData> | string,
    data: TData,
    options: SendOptions = {},
  ): Promise<void> {
    const name = typeof job === 'string' ? job : job.name;
    if (!this.boss || !this.#names.has(name)) throw new Error(`No job "${name}" is registered on this queue`);
    // MikroORM 7 runs its transactions on Kysely; pg-boss writes the job on that same transaction.
    const transaction = em.getTransactionContext<KyselyTransactionLike>();
    await this.boss.send(name, data, { ...options, ...(transaction ? { db: fromKysely(transaction) } : {}) });
  }

  async stop(): Promise<void> {
    this.#stopReportingDepth?.();
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
  }
}
