/* eslint-disable @typescript-eslint/no-explicit-any -- event bodies are checked field by field with expect */
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient, type Client } from 'graphql-ws';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { schemaFile } from '../../schema/supergraph.js';
import { seedEntity, seedTenant, startCompliance, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import { startTestSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';
import { graphqlRequest } from '../support/stack.js';
import type { SubgraphUnderTest } from '../support/subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * The gateway process (`node dist/gateway/main.js`) reloads its supergraph without a restart, from a file it
 * watches (SUPERGRAPH_PATH) or a URL it polls (SUPERGRAPH_URL): a query in flight finishes on the supergraph it
 * started with, a supergraph it cannot load is ignored, open subscriptions go on unless the new supergraph no
 * longer validates their document, which then ends with a clear error.
 */

/** The subgraph serves every field; each supergraph below is composed from a part of them. */
const FIELDS = {
  held: '"Answers once the test releases it: a query held in flight." held: String!',
  greeting: 'greeting: String!',
  farewell: 'farewell: String!',
};
const sdlWith = (...fields: (keyof typeof FIELDS)[]) => /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@shareable"])
  type Query { ${fields.map((field) => FIELDS[field]).join('\n')} }
`;

function compose(subgraphs: { name: string; url: string; sdl: string }[]): string {
  const { supergraphSdl, errors } = composeServices(
    subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })),
  );
  if (errors) throw new Error(errors.map((error) => error.message).join('\n'));
  return supergraphSdl;
}

/** Writes the file as deployers do: a new file beside it, renamed over it. */
async function replaceAtomically(path: string, content: string): Promise<void> {
  const next = `${path}.next`;
  await writeFile(next, content);
  await rename(next, path);
}

/** The gateway as its own process, on a free port, with `env`; its output is where reloads are logged. */
async function startGatewayProcess(env: Record<string, string | undefined>) {
  const port = await freePort();
  const component = await startComponent({
    name: 'gateway',
    script: 'dist/gateway/main.js',
    env: {
      GATEWAY_PORT: String(port),
      AMQP_URL: undefined,
      TRAINING_URL: undefined,
      COMPLIANCE_URL: undefined,
      FACTORY_URL: undefined,
      SUPERGRAPH_PATH: undefined,
      SUPERGRAPH_URL: undefined,
      LOG_LEVEL: 'info',
      // The held query waits for the test, not for a deadline.
      SUBGRAPH_TIMEOUT_MS: '120000',
      ...env,
    },
    healthUrl: `http://127.0.0.1:${port}/health`,
  });
  return { component, url: `http://127.0.0.1:${port}/graphql` };
}

const logLines = (component: ComponentProcess, message: string) =>
  component
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`));

/** The lines of `message` once there is one: lines leave in batches (platform/logger.ts), within a quarter second. */
const loggedLines = (component: ComponentProcess, message: string) =>
  waitFor(() => (logLines(component, message).length ? logLines(component, message) : undefined), {
    what: `the line "${message}"`,
  });

/** The data of `query` once the gateway serves it without errors (it has loaded a supergraph that has it). */
const servedOnce = (url: string, query: string) =>
  waitFor(
    async () => {
      const answer = await graphqlRequest(url, query);
      return answer.errors ? undefined : answer.data;
    },
    { what: `the gateway to serve ${query}` },
  );

describe('a supergraph file (SUPERGRAPH_PATH)', () => {
  let subgraph: RunningTestSubgraph;
  let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
  let directory: string;
  let file: string;
  /** Resolvers of `held` waiting for the test to release them. */
  const held: (() => void)[] = [];
  const supergraph = (...fields: (keyof typeof FIELDS)[]) =>
    compose([{ name: 'reload', url: subgraph.url, sdl: sdlWith(...fields) }]);

  beforeAll(async () => {
    subgraph = await startTestSubgraph({
      typeDefs: sdlWith('held', 'greeting', 'farewell'),
      resolvers: {
        Query: {
          held: () => new Promise<string>((resolve) => held.push(() => resolve('released'))),
          greeting: () => 'hello',
          farewell: () => 'goodbye',
        },
      },
    });
    directory = mkdtempSync(join(tmpdir(), 'supergraph-'));
    file = join(directory, 'supergraph.graphql');
    await writeFile(file, supergraph('held', 'greeting'));
    gateway = await startGatewayProcess({ SUPERGRAPH_PATH: file });
  }, 120_000);

  afterAll(async () => {
    for (const release of held) release();
    await gateway?.component.stop();
    await subgraph?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  test('a supergraph that adds a field, renamed over the file, is served without a restart', async () => {
    expect(await graphqlRequest(gateway.url, '{ greeting }')).toMatchObject({ data: { greeting: 'hello' } });
    expect((await graphqlRequest(gateway.url, '{ farewell }')).errors?.[0]).toMatchObject({
      message: expect.stringContaining('farewell'),
      extensions: { code: 'VALIDATION_ERROR' },
    });

    await replaceAtomically(file, supergraph('held', 'greeting', 'farewell'));
    expect(await servedOnce(gateway.url, '{ farewell greeting }')).toEqual({ farewell: 'goodbye', greeting: 'hello' });
    expect(await loggedLines(gateway.component, 'supergraph reloaded')).toHaveLength(1);
  });

  test('a query in flight when the supergraph changes finishes on the supergraph it started with', async () => {
    const inFlight = graphqlRequest(gateway.url, '{ held greeting }');
    await waitFor(() => (held.length ? true : undefined), { what: 'the query to reach the subgraph' });

    // Written in place this time; the new supergraph no longer has `greeting`.
    await writeFile(file, supergraph('held', 'farewell'));
    await waitFor(async () => ((await graphqlRequest(gateway.url, '{ greeting }')).errors ? true : undefined), {
      what: 'the supergraph without greeting',
    });
    expect(await graphqlRequest(gateway.url, '{ farewell }')).toMatchObject({ data: { farewell: 'goodbye' } });

    held.shift()!();
    expect(await inFlight).toEqual({ status: 200, data: { held: 'released', greeting: 'hello' } });
  });

  test('a supergraph the gateway cannot load is logged and ignored: the previous one is still served, and the next good one loads', async () => {
    const refusals = () => logLines(gateway.component, 'supergraph refused; still serving the previous one');
    const refusedBefore = refusals().length;
    await replaceAtomically(file, 'type Query { this is no supergraph');
    await waitFor(() => (refusals().length > refusedBefore ? true : undefined), { what: 'the refusal to be logged' });
    const [refusal] = refusals().slice(-1);
    expect(JSON.parse(refusal)).toMatchObject({ level: 50, supergraph: file, err: { message: expect.any(String) } });
    expect(await graphqlRequest(gateway.url, '{ farewell }')).toMatchObject({ data: { farewell: 'goodbye' } });

    await replaceAtomically(file, supergraph('held', 'greeting'));
    expect(await servedOnce(gateway.url, '{ greeting }')).toEqual({ greeting: 'hello' });
  });
});

/** Serves one supergraph over HTTP, with an ETag (answering 304 to a matching If-None-Match) or without. */
class SupergraphServer {
  sdl = '';
  etags = true;
  status = 200;
  readonly answers: { status: number; ifNoneMatch: string | undefined }[] = [];
  readonly #server: Server = createServer((req, res) => {
    const etag = `"${createHash('sha256').update(this.sdl).digest('hex')}"`;
    const ifNoneMatch = req.headers['if-none-match'];
    const status = this.status !== 200 ? this.status : this.etags && ifNoneMatch === etag ? 304 : 200;
    this.answers.push({ status, ifNoneMatch });
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      ...(this.etags && status !== 503 ? { etag } : {}),
    });
    res.end(status === 200 ? this.sdl : status === 304 ? undefined : 'unavailable');
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/supergraph.graphql`;
  }

  /** Waits for `count` more answers of `status` from now. */
  answered(status: number, count = 1): Promise<true> {
    const before = this.answers.filter((answer) => answer.status === status).length;
    return waitFor(
      () => (this.answers.filter((answer) => answer.status === status).length >= before + count ? true : undefined),
      { what: `${count} answer(s) ${status}` },
    );
  }

  stop(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

describe('a supergraph URL (SUPERGRAPH_URL)', () => {
  let subgraph: RunningTestSubgraph;
  let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
  const server = new SupergraphServer();
  const supergraph = (...fields: (keyof typeof FIELDS)[]) =>
    compose([{ name: 'reload', url: subgraph.url, sdl: sdlWith(...fields) }]);

  beforeAll(async () => {
    subgraph = await startTestSubgraph({
      typeDefs: sdlWith('greeting', 'farewell'),
      resolvers: { Query: { greeting: () => 'hello', farewell: () => 'goodbye' } },
    });
    server.sdl = supergraph('greeting');
    gateway = await startGatewayProcess({ SUPERGRAPH_URL: await server.start(), SUPERGRAPH_POLL_MS: '100' });
  }, 120_000);

  afterAll(async () => {
    await gateway?.component.stop();
    await server.stop();
    await subgraph?.stop();
  });

  test('is polled with If-None-Match: an unchanged supergraph costs a 304, a changed one is served without a restart', async () => {
    await server.answered(304, 2);
    const etag = `"${createHash('sha256').update(server.sdl).digest('hex')}"`;
    expect(
      server.answers.filter((answer) => answer.status === 304).every((answer) => answer.ifNoneMatch === etag),
    ).toBe(true);
    expect(await graphqlRequest(gateway.url, '{ greeting }')).toMatchObject({ data: { greeting: 'hello' } });

    server.sdl = supergraph('greeting', 'farewell');
    expect(await servedOnce(gateway.url, '{ farewell greeting }')).toEqual({ farewell: 'goodbye', greeting: 'hello' });
    expect(await loggedLines(gateway.component, 'supergraph reloaded')).toHaveLength(1);
  });

  test('without an ETag, the same supergraph again is not reloaded; an unavailable server leaves the gateway serving', async () => {
    server.etags = false;
    await server.answered(200, 3);
    expect(await loggedLines(gateway.component, 'supergraph reloaded')).toHaveLength(1);

    server.status = 503;
    await server.answered(503, 2);
    await loggedLines(gateway.component, 'could not read the supergraph; still serving the previous one');
    expect(await graphqlRequest(gateway.url, '{ farewell }')).toMatchObject({ data: { farewell: 'goodbye' } });
    server.status = 200;
  });
});

describe('open subscriptions across a reload', () => {
  const UNREACHABLE = 'http://127.0.0.1:9/graphql';
  const KEPT = `subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { entityId changes { field newValue } } }`;
  const ENDED = `subscription ($entityId: ID!) { profileUpdated(entityId: $entityId) { entityId version } }`;
  let compliance: SubgraphUnderTest;
  let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
  let directory: string;
  let file: string;
  let owner: TenantUser;
  let entityId: string;
  let client: Client;
  let closed = false;

  /** The checked-in subgraph schemas composed; `edit` changes compliance's. */
  const supergraph = async (edit: (sdl: string) => string = (sdl) => sdl) =>
    compose(
      await Promise.all(
        ['training', 'compliance', 'factory'].map(async (name) => {
          const sdl = await readFile(schemaFile(name), 'utf8');
          return { name, url: `http://${name}.invalid/graphql`, sdl: name === 'compliance' ? edit(sdl) : sdl };
        }),
      ),
    );
  const withoutEventVersion = (sdl: string) =>
    sdl.replace(
      /(type ProfileUpdatedEvent \{[^}]*?)\n\s*"""The entity version after the change"""\n\s*version: Int!/,
      '$1',
    );

  const openSubscriptions = async () => {
    const metrics = await (await fetch(gateway.url.replace(/\/graphql$/, '/metrics'))).text();
    return Number(/^gateway_subscriptions_open(?:\{[^}]*\})? (\d+)/m.exec(metrics)?.[1] ?? 0);
  };
  const changeProfile = async (city: string) => {
    const ask = (query: string, variables: Record<string, unknown>) =>
      graphqlRequest<any>(gateway.url, query, variables, owner.headers);
    const { data } = await ask('query ($id: ID!) { businessEntity(id: $id) { version } }', { id: entityId });
    const changed = await ask(
      'mutation ($id: ID!, $version: Int, $profileData: JSONObject!) { updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version } }',
      { id: entityId, version: data.businessEntity.version, profileData: { city } },
    );
    expect(changed.errors).toBeUndefined();
  };

  beforeAll(async () => {
    compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
    owner = await seedTenant(compliance.sql);
    entityId = await seedEntity(compliance.sql, owner.tenantId);
    directory = mkdtempSync(join(tmpdir(), 'supergraph-'));
    file = join(directory, 'supergraph.graphql');
    await writeFile(file, await supergraph());
    // Without a broker, the gateway listens to the notifications of the database compliance publishes through.
    gateway = await startGatewayProcess({
      SUPERGRAPH_PATH: file,
      // Where the subgraphs are, as a deployment says (a loopback URL of the supergraph would move to <NAME>_PORT).
      COMPLIANCE_URL: compliance.subgraph.url,
      TRAINING_URL: UNREACHABLE,
      FACTORY_URL: UNREACHABLE,
      DATABASE_URL: compliance.database.url,
      IDP_JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_FACTOR: '0',
    });
    client = createClient({
      url: gateway.url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
      on: { closed: () => (closed = true) },
    });
  }, 180_000);

  afterAll(async () => {
    await client?.dispose();
    await gateway?.component.stop();
    await compliance?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  test('go on when their documents still validate; one selecting a removed field ends with a clear error, on graphql-ws and SSE alike, and the connection stays open', async () => {
    expect(withoutEventVersion(await readFile(schemaFile('compliance'), 'utf8'))).not.toEqual(
      await readFile(schemaFile('compliance'), 'utf8'),
    );
    const subscribe = (query: string) => {
      const received = { events: [] as any[], errors: [] as any[], completed: false };
      client.subscribe(
        { query, variables: { entityId } },
        {
          next: (result) => received.events.push(result.data?.profileUpdated),
          error: (error) => received.errors.push(error),
          complete: () => (received.completed = true),
        },
      );
      return received;
    };
    const kept = subscribe(KEPT);
    const ended = subscribe(ENDED);
    const sse = createSseClient({ url: gateway.url, headers: { authorization: owner.headers.authorization } });
    const streamed = { results: [] as any[], completed: false };
    sse.subscribe(
      { query: ENDED, variables: { entityId } },
      {
        next: (result) => streamed.results.push(result),
        error: (error) => streamed.results.push({ transportError: error }),
        complete: () => (streamed.completed = true),
      },
    );
    try {
      await waitFor(async () => ((await openSubscriptions()) === 3 ? true : undefined), {
        what: 'three open subscriptions',
      });
      await changeProfile('Pune');
      await waitFor(() => (kept.events.length && ended.events.length && streamed.results.length ? true : undefined), {
        what: 'the first event on every subscription',
      });
      expect(ended.events[0]).toEqual({ entityId, version: expect.any(Number) });

      await replaceAtomically(file, await supergraph(withoutEventVersion));
      await waitFor(() => (ended.errors.length && streamed.completed ? true : undefined), {
        what: 'the subscriptions selecting the removed field to end',
      });
      const schemaChanged = {
        message: expect.stringMatching(
          /^The supergraph changed and this subscription no longer validates: .*Cannot query field "version" on type "ProfileUpdatedEvent"/,
        ),
        extensions: { code: 'VALIDATION_ERROR', status: 400 },
      };
      expect(ended.errors).toEqual([[expect.objectContaining(schemaChanged)]]);
      expect(ended.completed).toBe(false);
      expect(streamed.results.slice(1)).toEqual([{ errors: [expect.objectContaining(schemaChanged)] }]);

      // The other subscription on the same connection goes on.
      await changeProfile('Mumbai');
      await waitFor(() => (kept.events.length === 2 ? true : undefined), { what: 'the next event' });
      expect(kept.events[1]).toEqual({ entityId, changes: [{ field: 'city', newValue: 'Mumbai' }] });
      expect({ errors: kept.errors, completed: kept.completed, closed }).toEqual({
        errors: [],
        completed: false,
        closed: false,
      });
      expect(await openSubscriptions()).toBe(1);

      // A new subscription is validated against the new supergraph.
      const refused = subscribe(ENDED);
      await waitFor(() => (refused.errors.length ? true : undefined), { what: 'the refusal' });
      expect(refused.errors[0][0]).toMatchObject({
        message: 'Cannot query field "version" on type "ProfileUpdatedEvent".',
      });
    } finally {
      sse.dispose();
    }
  }, 120_000);
});
