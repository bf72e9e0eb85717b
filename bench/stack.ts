import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/** The stack under measurement: its own process, on fixed ports, with a database of its own. */
export const ports = { GATEWAY_PORT: 15400, TRAINING_PORT: 15401, COMPLIANCE_PORT: 15402, FACTORY_PORT: 15403, REST_PORT: 15480 };
export const gatewayUrl = `http://127.0.0.1:${ports.GATEWAY_PORT}/graphql`;
export const trainingUrl = `http://127.0.0.1:${ports.TRAINING_PORT}/graphql`;
export const restUrl = `http://127.0.0.1:${ports.REST_PORT}`;

/** The stack's access-token secret, so that the bench can mint tokens the gateway and compliance accept. */
export const BENCH_JWT_SECRET = 'bench-access-token-secret-0123456789';

/** How events travel from the outbox relay to the gateway in the stack under measurement. */
export interface EventTransport {
  readonly name: 'RabbitMQ' | 'PostgreSQL notifications';
  readonly amqpUrl?: string;
}

/** PostgreSQL notifications by default; RabbitMQ (the parent's AMQP_URL) with BENCH_AMQP=1. */
export function eventTransport(): EventTransport {
  if (process.env.BENCH_AMQP !== '1') return { name: 'PostgreSQL notifications' };
  const amqpUrl = process.env.AMQP_URL;
  if (!amqpUrl) throw new Error('BENCH_AMQP=1 needs AMQP_URL');
  return { name: 'RabbitMQ', amqpUrl };
}

/** A fresh `bench` database on the DATABASE_URL server, or undefined for the embedded one. */
export async function benchDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench WITH (FORCE)');
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench';
  return url.toString();
}

export function startStack(databaseUrl: string | undefined, transport: EventTransport): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATA_DIR: resolve('.data/bench'),
    EMBEDDED_POSTGRES_PORT: '54359',
    RATE_LIMIT_FACTOR: '0',
    IDP_JWT_SECRET: BENCH_JWT_SECRET,
    // An exchange (and notification channel) of the bench's own, so that other stacks on the same broker neither
    // receive the bench's events nor add theirs to its measurements.
    EVENTS_EXCHANGE: 'bench.compliance.events',
  };
  for (const [key, value] of Object.entries(ports)) env[key] = String(value);
  for (const key of ['IDP_URL', 'IDP_SERVICE_KEY', 'AMQP_URL']) delete env[key];
  if (transport.amqpUrl) env.AMQP_URL = transport.amqpUrl;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    // A fresh embedded database each run, so that every run measures the same data.
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    delete env.DATABASE_URL;
  }
  return spawn(process.execPath, ['dist/scripts/start-stack.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

export async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
