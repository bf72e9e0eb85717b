/* eslint-disable @typescript-eslint/no-explicit-any -- the documented modules are plain JavaScript */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  TEST_JWT_SECRET,
  type TenantUser,
} from '../support/compliance.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';
import { untilVersion } from '../support/profile-events.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * The resuming examples of docs/SUBSCRIPTIONS.md, taken from its text and run as written:
 * each `js` block that starts with `// <name>.mjs` is written to a file of that name, and each client's
 * `watchProfile` follows an entity through a TCP relay in front of a gateway process beside a real stack. Twice the
 * gateway is out of reach while the profile changes: the relay is cut (a network loss: the client's connection
 * drops) and comes back, then the gateway restarts (a clean shutdown: the gateway completes the subscription). The
 * client must have received every version once, in order. A stale cursor must reach the example's `onExpired`.
 */

/** The documented modules: file name → text, from the `js` blocks of docs/SUBSCRIPTIONS.md. */
function readmeModules(): Map<string, string> {
  const section = readFileSync(`${PROJECT_ROOT}/docs/SUBSCRIPTIONS.md`, 'utf8');
  const modules = new Map<string, string>();
  for (const [, block] of section.matchAll(/```js\n([\s\S]*?)```/g)) {
    const name = /^\/\/ ([\w-]+\.mjs)\n/.exec(block)?.[1];
    if (name) modules.set(name, block);
  }
  return modules;
}

const CLIENTS = [
  ['graphql-ws', 'graphql-ws.mjs', 'ws'],
  ['graphql-sse', 'graphql-sse.mjs', 'http'],
  ['EventSource (eventsource)', 'eventsource.mjs', 'http'],
  ['Apollo Client (GraphQLWsLink)', 'apollo.mjs', 'ws'],
] as const;

interface Watch {
  readonly events: any[];
  readonly failures: unknown[];
  expired: number;
  stop: () => void;
}

let stack: TestStack;
let gateway: ComponentProcess;
let gatewayPort: number;
let relay: TcpProxy;
const exchange = `test.readme.${randomUUID()}`;
let owner: TenantUser;
let token: string;
let directory: string;
const call = complianceRest(
  () => stack,
  () => owner.headers,
);
const sql = complianceSql(() => stack);

/** A gateway process of its own on `gatewayPort`, beside the stack, so that it can restart. */
const startGateway = () =>
  startComponent({
    name: 'gateway',
    script: 'dist/gateway/main.js',
    env: {
      GATEWAY_PORT: String(gatewayPort),
      TRAINING_URL: stack.subgraphs.training.url,
      COMPLIANCE_URL: stack.subgraphs.compliance.url,
      FACTORY_URL: stack.subgraphs.factory.url,
      DATABASE_URL: stack.testDatabase.url,
      AMQP_URL: undefined,
      EVENTS_EXCHANGE: exchange,
      IDP_JWT_SECRET: TEST_JWT_SECRET,
      IDP_URL: undefined,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-readme-')),
      RATE_LIMIT_FACTOR: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    healthUrl: `http://127.0.0.1:${gatewayPort}/health`,
  });

/** The gateway's /graphql through the relay, over HTTP or WebSocket. */
const relayed = (scheme: 'http' | 'ws') => `${scheme}://127.0.0.1:${relay.port}/graphql`;

/** A module of docs/SUBSCRIPTIONS.md, as written; `profile.mjs` beside it. */
const load = async (name: string): Promise<any> => import(pathToFileURL(join(directory, name)).href);

/** Changes the entity's profile `count` times through the legacy REST surface; the versions it reached. */
const change = async (entityId: string, count: number) => {
  const reached: number[] = [];
  for (let index = 0; index < count; index++) {
    const current = await call('GET', `/api/v1/entities/${entityId}`);
    const answer = await call('PATCH', `/api/v1/entities/${entityId}`, {
      version: current.body.version,
      profileData: { registeredAddress: `Street ${randomUUID()}` },
    });
    expect(answer.status).toBe(200);
    reached.push(answer.body.version as number);
  }
  return reached;
};

/** Starts a documented `watchProfile` from `after`, collecting what it hands over. */
const watch = (watchProfile: any, url: string, entityId: string, after: string): Watch => {
  const received: Watch = { events: [], failures: [], expired: 0, stop: () => undefined };
  received.stop = watchProfile({
    url,
    token,
    entityId,
    after,
    onEvent: (event: any) => received.events.push(event),
    onExpired: () => (received.expired += 1),
    onError: (error: unknown) => received.failures.push(error),
  });
  return received;
};

const until = (received: Watch, version: number, what: string) =>
  untilVersion(received.events, received.failures, version, what);

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0', EVENTS_EXCHANGE: exchange });
  owner = await seedTenant(sql);
  token = owner.headers.authorization.slice('Bearer '.length);
  gatewayPort = await freePort();
  gateway = await startGateway();
  relay = await TcpProxy.create(new URL(`http://127.0.0.1:${gatewayPort}`));
  await relay.start();
  // Inside the project, so that the modules' bare imports resolve to its node_modules.
  mkdirSync(join(PROJECT_ROOT, '.data'), { recursive: true });
  directory = mkdtempSync(join(PROJECT_ROOT, '.data', 'documented-resume-'));
  for (const [name, text] of readmeModules()) writeFileSync(join(directory, name), text);
}, 180_000);

afterAll(async () => {
  await relay?.stop();
  await gateway?.stop();
  await stack?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
}, 60_000);

test('docs/SUBSCRIPTIONS.md has the shared module and one module per client', () => {
  expect([...readmeModules().keys()].sort()).toEqual(
    ['profile.mjs', ...CLIENTS.map(([, file]) => file)].sort((a, b) => a.localeCompare(b)),
  );
});

describe.each(CLIENTS)('the documented %s example', (_client, file, scheme) => {
  test('resumes after a lost connection and after a gateway restart: every version once, in order', async () => {
    const { profileAndHead } = await load('profile.mjs');
    const { watchProfile } = await load(file);
    const entityId = await seedEntity(sql, owner.tenantId, { registeredAddress: 'Old Street 1' });
    const { entity, head } = await profileAndHead({ url: relayed('http'), token, entityId });
    expect(entity).toMatchObject({ version: expect.any(Number), name: expect.any(String) });
    const received = watch(watchProfile, relayed(scheme), entityId, head);
    try {
      const [first] = await change(entityId, 1);
      await until(received, first, 'the first event');

      const accepted = relay.accepted;
      await relay.stop();
      // Written while the gateway is out of the client's reach.
      const missed = await change(entityId, 2);
      await relay.start();
      await until(received, missed.at(-1)!, 'the events missed while away');
      // Back through a new connection. With graphql-ws and graphql-sse it is the client's own retry that reconnects
      // (`follow` is told nothing; a client giving up would reach onError), so each version once, below, shows that
      // a retry sends the request object with the `after` that `follow` kept current, not the first one.
      expect(relay.accepted).toBeGreaterThan(accepted);

      // A clean restart: the gateway completes the subscription, and is gone for a while.
      await gateway.stop();
      const duringRestart = await change(entityId, 2);
      gateway = await startGateway();
      await until(received, duringRestart.at(-1)!, 'the events written while the gateway restarted');
      const [live] = await change(entityId, 1);
      await until(received, live, 'a live event after the missed ones');

      const versions = received.events.map((event) => event.version as number);
      expect(versions).toEqual(Array.from({ length: 6 }, (_, index) => entity.version + 1 + index));
      const cursors = received.events.map((event) => event.cursor as string);
      expect([...cursors].sort()).toEqual(cursors);
      expect(new Set(cursors).size).toBe(cursors.length);
      expect(received.expired).toBe(0);
      expect(received.failures).toEqual([]);
    } finally {
      received.stop();
    }
  }, 120_000);

  test('hands a stale cursor to onExpired', async () => {
    const { watchProfile } = await load(file);
    const entityId = await seedEntity(sql, owner.tenantId);
    const received = watch(watchProfile, relayed(scheme), entityId, 'ffffffffffffffff');
    try {
      await waitFor(() => (received.expired || received.failures.length ? true : undefined), {
        what: 'the refusal of the cursor',
      });
      expect(received.failures).toEqual([]);
      expect(received.expired).toBe(1);
      expect(received.events).toEqual([]);
    } finally {
      received.stop();
    }
  }, 60_000);
});
