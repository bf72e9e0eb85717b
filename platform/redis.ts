import type { Redis } from 'ioredis';
import { STORE_TIMEOUT_MS } from './store-timeout.js';

/**
 * A Redis client for state that may be away (the rate-limit counters, the shared response cache): while Redis does
 * not answer, a command fails at once (its caller then works in its own process) rather than waiting in a queue for
 * the reconnection, which is retried in the background. Errors are reported by the commands that fail meanwhile, not
 * per attempt. Loaded on first use: a component without REDIS_URL never loads the client.
 */
export async function openFailFastRedis(redisUrl: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: STORE_TIMEOUT_MS,
    connectTimeout: STORE_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  client.on('error', () => undefined);
  return client;
}

/**
 * The installation a component's keys in a shared Redis belong to: the name of its PostgreSQL database, so that
 * installations (and test databases) sharing one Redis stay apart.
 */
export function installationOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres';
}
