import type { SubgraphName } from '../../subgraphs/index.js';
import { freePort, startComponent, type ComponentProcess } from './processes.js';

/**
 * Background work under test: a subgraph as a process of its own that works its job queue (to be killed in the
 * middle of a job), and the jobs of a subgraph's queue as pg-boss keeps them (in `<subgraph>_jobs.job`).
 *
 *   const worker = await startSubgraphWorker('factory', { DATABASE_URL, SMTP_URL });
 *   await waitFor(() => ...the job is under way...);
 *   await killNow(worker);
 *   const [job] = await queuedJobs(sql, 'factory', 'mail.send');
 */

/**
 * `node dist/subgraphs/<name>/main.js` on a free port with `env` added to this process's environment
 * (`undefined` removes a variable); resolves once its `/health` answers.
 */
export async function startSubgraphWorker(
  name: SubgraphName,
  env: Record<string, string | undefined>,
): Promise<ComponentProcess> {
  const port = await freePort();
  return startComponent({
    name: `${name} worker`,
    script: `dist/subgraphs/${name}/main.js`,
    env: { ...env, [`${name.toUpperCase()}_PORT`]: String(port) },
    healthUrl: `http://127.0.0.1:${port}/health`,
  });
}

/** SIGKILL: the process dies where it is, without its shutdown; resolves once it is gone. */
export async function killNow(worker: ComponentProcess): Promise<void> {
  worker.signal('SIGKILL');
  await worker.exited;
}

/** A job as pg-boss keeps it. */
export interface QueuedJob<TData = Record<string, unknown>> {
  readonly id: string;
  /** created, retry, active, completed, cancelled or failed. */
  readonly state: string;
  /** Attempts after the first one that have started. */
  readonly retryCount: number;
  readonly data: TData;
  /** What the last attempt left: the error of a failed one. */
  readonly output: Record<string, unknown> | null;
}

type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

/** The jobs of `queue` on the subgraph's queue, oldest first. */
export function queuedJobs<TData = Record<string, unknown>>(
  sql: Sql,
  subgraph: SubgraphName,
  queue: string,
): Promise<QueuedJob<TData>[]> {
  return sql<QueuedJob<TData>>(
    `select id, state, retry_count as "retryCount", data, output from "${subgraph}_jobs".job where name = ? order by created_on, id`,
    [queue],
  );
}
