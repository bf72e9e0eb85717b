import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { sha256Of } from '../../gateway/trusted-documents/index.js';
import { trustedDocumentRequests } from '../../gateway/trusted-documents/metrics.js';
import { subgraphRequestDuration } from '../../platform/metrics.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { cli } from '../support/cli.js';
import {
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Trusted documents (gateway/trusted-documents/) on a whole stack whose gateway enforces them, against a real
 * PostgreSQL: documents by id on every channel (HTTP POST and GET, graphql-ws, SSE, in-process, the REST adapter's),
 * manifests of both formats loaded, listed, versioned and removed by the CLI in a process of its own, a second replica
 * that learns of a manifest loaded after it started, the refusals of enforce mode before any subgraph call, audit
 * mode's count, off mode's APQ.
 */
const ENTITY = 'query TrustedEntity($id: ID!) { businessEntity(id: $id) { id name } }';
const ENTITY_NAMES = 'query TrustedEntityNames($id: ID!) { businessEntity(id: $id) { name } }';
const PROFILE_UPDATED =
  'subscription TrustedProfile($entityId: ID!) { profileUpdated(entityId: $entityId) { eventType entityId } }';
const UNKNOWN = 'query NotTrusted($id: ID!) { businessEntity(id: $id) { id name version } }';

/** Apollo's persisted query list of a client (ids: SHA-256 of each body, as Apollo's generator makes them). */
const apolloManifest = (...bodies: string[]) => ({
  format: 'apollo-persisted-query-manifest',
  version: 1,
  operations: bodies.map((body) => ({
    id: sha256Of(body),
    body,
    name: /(?:query|subscription|mutation) (\w+)/.exec(body)?.[1] ?? '',
    type: body.split(' ')[0],
  })),
});

/** GraphQL Code Generator's persisted-documents.json. */
const codegenManifest = (...bodies: string[]) =>
  Object.fromEntries(bodies.map((body) => [`sha256:${sha256Of(body)}`, body]));

/** Every subgraph call the gateway sent so far (the histogram's count, summed over subgraphs). */
async function subgraphCalls(): Promise<number> {
  const { values } = await subgraphRequestDuration.get();
  return values
    .filter((value) => value.metricName === 'gateway_subgraph_request_duration_seconds_count')
    .reduce((sum, value) => sum + value.value, 0);
}

async function counted(document: string, action: string): Promise<number> {
  const { values } = await trustedDocumentRequests.get();
  return values.find((value) => value.labels.document === document && value.labels.action === action)?.value ?? 0;
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function get(url: string, params: Record<string, string>, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${url}?${new URLSearchParams(params).toString()}`, {
    headers: { 'apollo-require-preflight': 'true', ...headers },
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A graphql-ws connection spoken by hand, so that a `subscribe` can carry no `query` at all. */
async function webSocketOf(url: string, authorization: string) {
  const socket = new WebSocket(url.replace(/^http/, 'ws'), 'graphql-transport-ws');
  const messages: { type: string; id?: string; payload?: unknown }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString()) as (typeof messages)[number]));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: authorization } }));
  await waitFor(() => (messages.some((message) => message.type === 'connection_ack') ? true : undefined), {
    what: 'connection_ack',
  });
  return {
    subscribe: (id: string, payload: Record<string, unknown>) =>
      socket.send(JSON.stringify({ id, type: 'subscribe', payload })),
    /** The `error` message of subscription `id`, once it came. */
    errorOf: (id: string) =>
      waitFor(
        () =>
          messages.find((message) => message.id === id && message.type === 'error')?.payload as
            { message: string; extensions?: { code?: string } }[] | undefined,
        { what: `the error of subscription ${id}` },
      ),
    messagesOf: (id: string) => messages.filter((message) => message.id === id),
    complete: (id: string) => socket.send(JSON.stringify({ id, type: 'complete' })),
    close: () => socket.close(),
  };
}

/** Opens an SSE stream (graphql-sse's distinct connections); answers its status and, for a refusal, its JSON body. */
async function sse(
  url: string,
  request: { method: 'GET'; params: Record<string, string> } | { method: 'POST'; body: unknown },
  authorization: string,
) {
  const controller = new AbortController();
  const response = await fetch(
    request.method === 'GET' ? `${url}?${new URLSearchParams(request.params).toString()}` : url,
    {
      method: request.method,
      headers: { accept: 'text/event-stream', authorization, 'content-type': 'application/json' },
      body: request.method === 'POST' ? JSON.stringify(request.body) : undefined,
      signal: controller.signal,
    },
  );
  const streaming = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = streaming ? undefined : ((await response.json()) as Answer['body']);
  return { status: response.status, streaming, body, close: () => controller.abort() };
}

let stack: TestStack;
let owner: TenantUser;
let entityId: string;
let manifests: string;
let replica: RunningGateway | undefined;
const others: RunningGateway[] = [];
const database = () => ({ DATABASE_URL: stack.testDatabase.url });

async function manifestFile(name: string, content: unknown): Promise<string> {
  const path = join(manifests, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** Another gateway replica on the stack's database and subgraphs. */
async function anotherGateway(mode?: 'off' | 'audit' | 'enforce'): Promise<RunningGateway> {
  const gateway = await startGateway({
    port: 0,
    supergraphSdl: (await composeSupergraph()).supergraph,
    subgraphUrls: Object.fromEntries(Object.values(stack.subgraphs).map((subgraph) => [subgraph.name, subgraph.url])),
    databaseUrl: stack.testDatabase.url,
    trustedDocuments: mode,
  });
  others.push(gateway);
  return gateway;
}

beforeAll(async () => {
  stack = await startComplianceStack({ RATE_LIMIT_FACTOR: '0', TRUSTED_DOCUMENTS: 'enforce' });
  const sql = complianceSql(() => stack);
  owner = await seedTenant(sql);
  entityId = await seedEntity(
    sql,
    owner.tenantId,
    { registeredAddress: 'Trusted Street 1' },
    'Trusted Private Limited',
  );
  manifests = await mkdtemp(join(tmpdir(), 'trusted-documents-'));
  // A replica started before the manifest below is loaded: it must learn of it.
  replica = await anotherGateway('enforce');
  const loaded = await cli(
    [
      'documents:load',
      await manifestFile('web.json', apolloManifest(ENTITY, PROFILE_UPDATED)),
      '--client',
      'web',
      '--version',
      '1.0.0',
    ],
    database(),
  );
  expect(loaded).toMatchObject({ code: 0 });
  expect(loaded.stdout).toContain('Loaded 2 trusted documents (apollo-persisted-query-manifest) for web 1.0.0');
}, 180_000);

afterAll(async () => {
  for (const gateway of others) await gateway.stop();
  await stack?.stop();
  if (manifests) await rm(manifests, { recursive: true, force: true });
});

/** Waits until `gateway` answers `probe` as expected: the notification of a change reached it. */
const until = (probe: () => Promise<boolean>, what: string) =>
  waitFor(async () => ((await probe()) ? true : undefined), { what });

describe('documents by id, in enforce mode', () => {
  const variables = () => ({ id: entityId });

  test('HTTP POST: documentId with and without its sha256: prefix, and Apollo persistedQuery', async () => {
    await until(
      async () =>
        (
          await post(
            stack.gatewayUrl,
            { documentId: `sha256:${sha256Of(ENTITY)}`, variables: variables() },
            owner.headers,
          )
        ).status === 200,
      'the manifest to reach the gateway',
    );
    for (const body of [
      { documentId: `sha256:${sha256Of(ENTITY)}`, variables: variables() },
      { documentId: sha256Of(ENTITY), variables: variables() },
      { extensions: { persistedQuery: { version: 1, sha256Hash: sha256Of(ENTITY) } }, variables: variables() },
      // The text of a trusted document is trusted too (Apollo Router's safelist without require_id).
      { query: ENTITY, variables: variables() },
    ]) {
      const answer = await post(stack.gatewayUrl, body, owner.headers);
      expect(answer).toMatchObject({
        status: 200,
        body: { data: { businessEntity: { id: entityId, name: 'Trusted Private Limited' } } },
      });
      expect(answer.body.errors).toBeUndefined();
    }
  });

  test('HTTP GET: documentId and persistedQuery in the URL', async () => {
    for (const params of <Record<string, string>[]>[
      { documentId: `sha256:${sha256Of(ENTITY)}`, variables: JSON.stringify(variables()) },
      {
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256Of(ENTITY) } }),
        variables: JSON.stringify(variables()),
      },
    ]) {
      const answer = await get(stack.gatewayUrl, params, owner.headers);
      expect(answer).toMatchObject({ status: 200, body: { data: { businessEntity: { id: entityId } } } });
    }
  });

  test('in-process execution (the REST adapter in the gateway process): by id', async () => {
    const answer = await stack.gateway.execute({
      documentId: `sha256:${sha256Of(ENTITY)}`,
      variables: variables(),
      headers: Object.fromEntries(Object.entries(owner.headers).map(([name, value]) => [name.toLowerCase(), value])),
    });
    expect(answer).toMatchObject({ status: 200, result: { data: { businessEntity: { id: entityId } } } });
  });

  test('graphql-ws: a subscribe payload with documentId and no query', async () => {
    const socket = await webSocketOf(stack.gatewayUrl, owner.headers.authorization);
    try {
      const live = stack.gateway.subscriptions.live();
      socket.subscribe('by-id', { documentId: `sha256:${sha256Of(PROFILE_UPDATED)}`, variables: { entityId } });
      await waitFor(() => (stack.gateway.subscriptions.live() > live ? true : undefined), { what: 'the subscription' });
      expect(socket.messagesOf('by-id').filter((message) => message.type === 'error')).toEqual([]);
      socket.complete('by-id');
    } finally {
      socket.close();
    }
  });

  test('SSE: POST and GET by documentId', async () => {
    const authorization = owner.headers.authorization;
    for (const request of [
      { method: 'POST' as const, body: { documentId: `sha256:${sha256Of(PROFILE_UPDATED)}`, variables: { entityId } } },
      {
        method: 'GET' as const,
        params: { documentId: sha256Of(PROFILE_UPDATED), variables: JSON.stringify({ entityId }) },
      },
    ]) {
      const stream = await sse(stack.gatewayUrl, request, authorization);
      try {
        expect(stream).toMatchObject({ status: 200, streaming: true });
      } finally {
        stream.close();
      }
    }
  });

  test('the REST adapter sends ids: its routes run in enforce mode', async () => {
    const calls = await counted('id', 'ran');
    const answer = await complianceRest(
      () => stack,
      () => owner.headers,
    )('GET', `/api/v1/entities/${entityId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { id: entityId, name: 'Trusted Private Limited' } });
    expect(await counted('id', 'ran')).toBeGreaterThan(calls);
  });
});

describe('refusals of enforce mode, before any subgraph call', () => {
  test('HTTP POST and GET: unknown text (QUERY_NOT_IN_SAFELIST, 403) and unknown id (PERSISTED_QUERY_NOT_IN_LIST, 404)', async () => {
    const before = await subgraphCalls();
    const unknownId = sha256Of(UNKNOWN);
    const answers = [
      [
        await post(stack.gatewayUrl, { query: UNKNOWN, variables: { id: entityId } }, owner.headers),
        403,
        'QUERY_NOT_IN_SAFELIST',
      ],
      [
        await get(stack.gatewayUrl, { query: UNKNOWN, variables: JSON.stringify({ id: entityId }) }, owner.headers),
        403,
        'QUERY_NOT_IN_SAFELIST',
      ],
      [
        await post(stack.gatewayUrl, { documentId: `sha256:${unknownId}` }, owner.headers),
        404,
        'PERSISTED_QUERY_NOT_IN_LIST',
      ],
      [await get(stack.gatewayUrl, { documentId: unknownId }, owner.headers), 404, 'PERSISTED_QUERY_NOT_IN_LIST'],
      // APQ registration (a hash and its text) registers nothing in enforce mode.
      [
        await post(
          stack.gatewayUrl,
          {
            query: UNKNOWN,
            variables: { id: entityId },
            extensions: { persistedQuery: { version: 1, sha256Hash: unknownId } },
          },
          owner.headers,
        ),
        404,
        'PERSISTED_QUERY_NOT_IN_LIST',
      ],
      // A text that does not parse is refused as unknown, before the parser.
      [await post(stack.gatewayUrl, { query: '{ businessEntity(' }, owner.headers), 403, 'QUERY_NOT_IN_SAFELIST'],
    ] as const;
    for (const [answer, status, code] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
      expect(answer.body.data).toBeUndefined();
    }
    expect(await subgraphCalls()).toBe(before);
  });

  test('in-process: unknown text and unknown id', async () => {
    const headers = Object.fromEntries(
      Object.entries(owner.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const text = await stack.gateway.execute({ query: UNKNOWN, variables: { id: entityId }, headers });
    expect(text).toMatchObject({
      status: 403,
      result: { errors: [{ extensions: { code: 'QUERY_NOT_IN_SAFELIST' } }] },
    });
    const id = await stack.gateway.execute({ documentId: sha256Of(UNKNOWN), variables: {}, headers });
    expect(id).toMatchObject({
      status: 404,
      result: { errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }] },
    });
  });

  test('graphql-ws: unknown text and unknown id end that subscription with the code', async () => {
    const socket = await webSocketOf(stack.gatewayUrl, owner.headers.authorization);
    try {
      socket.subscribe('text', {
        query: 'subscription Unknown($entityId: ID!) { profileUpdated(entityId: $entityId) { entityId } }',
        variables: { entityId },
      });
      expect((await socket.errorOf('text'))[0]?.extensions?.code).toBe('QUERY_NOT_IN_SAFELIST');
      socket.subscribe('id', { documentId: `sha256:${sha256Of('subscription X { x }')}` });
      expect((await socket.errorOf('id'))[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
      socket.subscribe('apq', { extensions: { persistedQuery: { version: 1, sha256Hash: sha256Of('y') } } });
      expect((await socket.errorOf('apq'))[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
    } finally {
      socket.close();
    }
  });

  test('SSE: unknown text and unknown id, POST and GET', async () => {
    const authorization = owner.headers.authorization;
    const unknownText = 'subscription Unknown($entityId: ID!) { profileUpdated(entityId: $entityId) { entityId } }';
    for (const [request, status, code] of [
      [
        { method: 'POST' as const, body: { query: unknownText, variables: { entityId } } },
        403,
        'QUERY_NOT_IN_SAFELIST',
      ],
      [
        { method: 'GET' as const, params: { query: unknownText, variables: JSON.stringify({ entityId }) } },
        403,
        'QUERY_NOT_IN_SAFELIST',
      ],
      [{ method: 'POST' as const, body: { documentId: sha256Of(unknownText) } }, 404, 'PERSISTED_QUERY_NOT_IN_LIST'],
      [{ method: 'GET' as const, params: { documentId: sha256Of(unknownText) } }, 404, 'PERSISTED_QUERY_NOT_IN_LIST'],
    ] as const) {
      const stream = await sse(stack.gatewayUrl, request, authorization);
      stream.close();
      expect(stream).toMatchObject({ status, streaming: false });
      expect(stream.body?.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  test("the gateway's own operations are never refused: a subscription's entity query runs (role queries)", async () => {
    // The CORS origins and a subscriber's membership are role queries the gateway sends itself: a subscription by id
    // above was authenticated through one. Here an event's `entity` is resolved by the gateway's own query.
    const query =
      'subscription TrustedProfileEntity($entityId: ID!) { profileUpdated(entityId: $entityId) { entity { id name } } }';
    const loaded = await cli(
      ['documents:load', await manifestFile('entity.json', codegenManifest(query)), '--client', 'web-entity'],
      database(),
    );
    expect(loaded.code).toBe(0);
    const socket = await webSocketOf(stack.gatewayUrl, owner.headers.authorization);
    try {
      await until(async () => {
        const id = randomUUID();
        const live = stack.gateway.subscriptions.live();
        socket.subscribe(id, { documentId: sha256Of(query), variables: { entityId } });
        const subscribed = await waitFor(() =>
          stack.gateway.subscriptions.live() > live
            ? true
            : socket.messagesOf(id).some((m) => m.type === 'error')
              ? false
              : undefined,
        );
        if (!subscribed) return false;
        const answer = await complianceRest(
          () => stack,
          () => owner.headers,
        )('PATCH', `/api/v1/entities/${entityId}`, {
          version: (
            (
              await complianceRest(
                () => stack,
                () => owner.headers,
              )('GET', `/api/v1/entities/${entityId}`)
            ).body as { version: number }
          ).version,
          profileData: { registeredAddress: `Trusted Street ${randomUUID()}` },
        });
        expect(answer.status).toBe(200);
        const next = await waitFor(() => socket.messagesOf(id).find((message) => message.type === 'next'), {
          what: 'the event',
        });
        expect(next.payload).toMatchObject({
          data: { profileUpdated: { entity: { id: entityId, name: 'Trusted Private Limited' } } },
        });
        socket.complete(id);
        return true;
      }, 'the entity subscription');
    } finally {
      socket.close();
    }
  });
});

describe('manifests through the CLI', () => {
  test('the second replica knows a manifest loaded after it started', async () => {
    await until(
      async () =>
        (
          await post(
            replica!.url,
            { documentId: `sha256:${sha256Of(ENTITY)}`, variables: { id: entityId } },
            owner.headers,
          )
        ).status === 200,
      'the replica to learn of the manifest',
    );
    const loaded = await cli(
      [
        'documents:load',
        await manifestFile('names.json', codegenManifest(ENTITY_NAMES)),
        '--client',
        'web',
        '--version',
        '2.0.0',
      ],
      database(),
    );
    expect(loaded).toMatchObject({ code: 0 });
    expect(loaded.stdout).toContain('Loaded 1 trusted documents (persisted-documents) for web 2.0.0');
    await until(
      async () =>
        (
          await post(
            replica!.url,
            { documentId: `sha256:${sha256Of(ENTITY_NAMES)}`, variables: { id: entityId } },
            owner.headers,
          )
        ).status === 200,
      'the replica to learn of version 2.0.0',
    );
  });

  test('list shows each client version; remove takes one version away, on every replica', async () => {
    const listed = await cli(['documents:list'], database());
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^web\t1\.0\.0\t2 documents\t/m);
    expect(listed.stdout).toMatch(/^web\t2\.0\.0\t1 documents\t/m);
    expect(listed.stdout).toMatch(/^rest-adapter\t[0-9a-f]{16}\t\d+ documents\t/m);
    const removed = await cli(['documents:remove', '--client', 'web', '--version', '2.0.0'], database());
    expect(removed).toMatchObject({ code: 0 });
    expect(removed.stdout).toContain('Removed 1 trusted documents of web 2.0.0');
    for (const gateway of [stack.gateway, replica!]) {
      await until(
        async () =>
          (
            await post(
              gateway.url,
              { documentId: `sha256:${sha256Of(ENTITY_NAMES)}`, variables: { id: entityId } },
              owner.headers,
            )
          ).status === 404,
        'the removal to reach the gateway',
      );
      // Version 1.0.0 stays.
      const kept = await post(
        gateway.url,
        { documentId: sha256Of(ENTITY), variables: { id: entityId } },
        owner.headers,
      );
      expect(kept.status).toBe(200);
    }
    const again = await cli(['documents:remove', '--client', 'web', '--version', '2.0.0'], database());
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('No trusted documents of web 2.0.0');
  });

  test('a bad manifest is refused whole, with every problem named, and nothing is loaded', async () => {
    const bad = codegenManifest(
      'query Fine { __typename }',
      'query Broken { businessEntity(',
      'fragment Only on Query { __typename }',
    );
    bad[`sha256:${sha256Of('another text')}`] = 'query Mismatch { __typename }';
    const refused = await cli(
      ['documents:load', await manifestFile('bad.json', bad), '--client', 'bad', '--version', '1'],
      database(),
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The manifest is refused, nothing was loaded (3 problems)');
    expect(refused.stderr).toContain('does not parse');
    expect(refused.stderr).toContain('Fragment "Only" is never used');
    expect(refused.stderr).toContain('not the SHA-256 of its body');
    const deep = `query Deep { ${'businessEntity(id: "x") { '.repeat(1)}${'a { '.repeat(30)}b${' }'.repeat(31)} }`;
    const beyond = await cli(
      ['documents:load', await manifestFile('deep.json', codegenManifest(deep)), '--client', 'bad'],
      database(),
    );
    expect(beyond.code).toBe(2);
    expect(beyond.stderr).toMatch(/depth|nest/i);
    for (const [name, content, message] of [
      ['notjson.json', '{"format": ', 'is not JSON'],
      ['version.json', { format: 'apollo-persisted-query-manifest', version: 2, operations: [] }, 'is not supported'],
      ['empty.json', {}, 'has no document'],
    ] as const) {
      const answer = await cli(['documents:load', await manifestFile(name, content), '--client', 'bad'], database());
      expect(answer.code).toBe(2);
      expect(answer.stderr).toContain(message);
    }
    const listed = await cli(['documents:list'], database());
    expect(listed.stdout).not.toMatch(/^bad\t/m);
    const fine = await post(stack.gatewayUrl, { query: 'query Fine { __typename }' }, owner.headers);
    expect(fine.body.errors?.[0]?.extensions?.code).toBe('QUERY_NOT_IN_SAFELIST');
    // An id another client's manifest gives another text is refused too.
    const conflict = await cli(
      [
        'documents:load',
        await manifestFile('conflict.json', {
          format: 'apollo-persisted-query-manifest',
          version: 1,
          operations: [{ id: 'custom-id', body: ENTITY }],
        }),
        '--client',
        'one',
      ],
      database(),
    );
    expect(conflict.code).toBe(0);
    const clash = await cli(
      [
        'documents:load',
        await manifestFile('clash.json', {
          format: 'apollo-persisted-query-manifest',
          version: 1,
          operations: [{ id: 'custom-id', body: ENTITY_NAMES }],
        }),
        '--client',
        'two',
      ],
      database(),
    );
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain('id custom-id names another document of one current');
  });
});

describe('audit and off modes', () => {
  test('audit: unknown text runs, and is counted', async () => {
    const audit = await anotherGateway('audit');
    const before = await counted('unknown_text', 'ran');
    const answer = await post(audit.url, { query: UNKNOWN, variables: { id: entityId } }, owner.headers);
    expect(answer).toMatchObject({ status: 200, body: { data: { businessEntity: { id: entityId } } } });
    expect(await counted('unknown_text', 'ran')).toBe(before + 1);
    // An unknown documentId names nothing in any mode.
    const unknownId = await post(audit.url, { documentId: sha256Of(UNKNOWN) }, owner.headers);
    expect(unknownId.status).toBe(404);
    expect(audit.trustedDocuments.mode()).toBe('audit');
  });

  test("off: any text runs, and Apollo's APQ registers a hash with its text", async () => {
    const off = await anotherGateway('off');
    const query = `query Apq${randomUUID().replace(/-/g, '')}($id: ID!) { businessEntity(id: $id) { id } }`;
    const hash = sha256Of(query);
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const missing = await post(off.url, { extensions, variables: { id: entityId } }, owner.headers);
    expect(missing.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    const registered = await post(off.url, { query, extensions, variables: { id: entityId } }, owner.headers);
    expect(registered).toMatchObject({ status: 200, body: { data: { businessEntity: { id: entityId } } } });
    const byHash = await post(off.url, { extensions, variables: { id: entityId } }, owner.headers);
    expect(byHash).toMatchObject({ status: 200, body: { data: { businessEntity: { id: entityId } } } });
    const text = await post(off.url, { query: UNKNOWN, variables: { id: entityId } }, owner.headers);
    expect(text.status).toBe(200);
  });
});
