import { randomBytes, randomUUID } from 'node:crypto';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../gateway/server.js';
import { config, resetConfig } from '../../platform/config.js';
import { logger } from '../../platform/logger.js';
import { subgraphRequestDuration } from '../../platform/metrics.js';
import { ExtractionRunner } from '../../subgraphs/compliance/documents/extraction.runner.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { startTestStack, type TestStack } from './stack.js';
import { waitFor } from './wait.js';

/** Calls the gateways sent to a subgraph so far (every replica of this process). */
export async function subgraphCalls(subgraph: string): Promise<number> {
  const { values } = await subgraphRequestDuration.get();
  return (
    values.find(
      (value) =>
        value.metricName === 'gateway_subgraph_request_duration_seconds_count' && value.labels.subgraph === subgraph,
    )?.value ?? 0
  );
}

/** The calls to `subgraph` while `run` ran: 0 when a cache answered it. */
export async function callsDuring(run: () => Promise<unknown>, subgraph = 'training'): Promise<number> {
  const before = await subgraphCalls(subgraph);
  await run();
  return (await subgraphCalls(subgraph)) - before;
}

/** The options of another gateway replica over the stack's subgraphs and database (the stack's is the first). */
export async function replicaOptions(stack: TestStack): Promise<GatewayOptions> {
  return {
    port: 0,
    supergraphSdl: (await composeSupergraph()).supergraph,
    subgraphUrls: {
      training: stack.subgraphs.training.url,
      compliance: stack.subgraphs.compliance.url,
      factory: stack.subgraphs.factory.url,
    },
    databaseUrl: stack.testDatabase.url,
  };
}

/**
 * Another gateway replica (`options`: replicaOptions's, with any of the test's) whose configuration reads REDIS_URL as
 * `redisUrl` (undefined: none, its cache in its memory only), once its response cache is on and, as `shared` says,
 * shared in Redis or not.
 */
export async function startReplicaWithRedis(
  options: GatewayOptions,
  redisUrl: string | undefined,
  shared = redisUrl !== undefined,
): Promise<RunningGateway> {
  const saved = process.env.REDIS_URL;
  if (redisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = redisUrl;
  resetConfig();
  let replica: RunningGateway;
  try {
    replica = await startGateway(options);
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
    resetConfig();
  }
  await waitFor(() => (replica.responseCache!.usable() && replica.responseCache!.shared() === shared) || undefined, {
    timeoutMs: 60_000,
    what: 'the new replica’s cache on',
  });
  return replica;
}

/** The hits a replica's response cache has served so far. */
export const hitsOf = (gateway: RunningGateway) => gateway.responseCache!.stats.hits;

/** Reads through `gateway` until `read` answers what `wanted` accepts as a hit: no write's event is on its way then. */
export async function cachedThrough<T>(
  gateway: RunningGateway,
  read: (gateway: RunningGateway) => Promise<T>,
  wanted: (answer: T) => boolean,
  what: string,
): Promise<T> {
  return waitFor(
    async () => {
      const hits = hitsOf(gateway);
      const answer = await read(gateway);
      return wanted(answer) && hitsOf(gateway) === hits + 1 ? answer : undefined;
    },
    { timeoutMs: 60_000, what },
  );
}

/**
 * Reads through `read` until an answer is a hit of `gateway`'s cache: that answer, and the one before it (a miss or a
 * hit of the same entry), to compare a hit with what the execution answered.
 */
export async function readUntilHit<T>(
  gateway: RunningGateway,
  read: () => Promise<T>,
  what: string,
): Promise<{ hit: T; previous: T }> {
  let previous = await read();
  const hit = await waitFor(
    async () => {
      const hits = hitsOf(gateway);
      const answer = await read();
      if (hitsOf(gateway) === hits + 1) return answer;
      previous = answer;
      return undefined;
    },
    { timeoutMs: 60_000, what },
  );
  return { hit, previous };
}

/**
 * A test stack over an events exchange of its own (`<name>-<random>`) with a second gateway replica, once both
 * replicas' response caches are on: A is the stack's gateway, B the other.
 */
export async function startCachingReplicas(
  name: string,
  env: Record<string, string | undefined> = {},
): Promise<{ stack: TestStack; replicaA: RunningGateway; replicaB: RunningGateway }> {
  const stack = await startTestStack({ EVENTS_EXCHANGE: `${name}-${randomBytes(4).toString('hex')}`, ...env });
  const replicaA = stack.gateway;
  const replicaB = await startGateway(await replicaOptions(stack));
  const usable = (gateway: RunningGateway) => gateway.responseCache?.usable() === true;
  await waitFor(() => (usable(replicaA) && usable(replicaB)) || undefined, {
    timeoutMs: 60_000,
    what: 'both replicas’ caches on',
  });
  return { stack, replicaA, replicaB };
}

/**
 * Runs compliance's extraction job `jobId` (its first attempt) in the test's process, as a worker would, then waits
 * until every replica answers it COMPLETED (`statusOf`): its events have reached them.
 */
export async function completeExtraction(
  stack: TestStack,
  jobId: string,
  replicas: readonly RunningGateway[],
  statusOf: (replica: RunningGateway) => Promise<string | undefined>,
): Promise<void> {
  await new ExtractionRunner(
    stack.subgraphs.compliance.orm.em.fork(),
    logger('test:extraction'),
    randomUUID(),
    config(),
  ).run(jobId, 1);
  for (const replica of replicas)
    await waitFor(async () => ((await statusOf(replica)) === 'COMPLETED' ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the completed job through each replica',
    });
}
