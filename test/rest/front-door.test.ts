import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';
import { factoryEnv, factorySql, seedPlan, seedTenant, seedUser, type FactoryUser } from '../support/factory.js';
import { replicaOptions } from '../support/gateway-replicas.js';
import { scrape, total } from '../support/prometheus.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { trustDocuments } from '../support/trusted-documents.js';
import { waitFor } from '../support/wait.js';

/**
 * The REST adapter's front door (rest-adapter/engine/front-door.ts): a GET whose URL a route answered from the
 * gateway's response cache before is answered ahead of Express, by the operation the gateway kept for it. Every answer
 * of a conversation through an adapter whose gateway runs the prepared lane is compared with the same conversation
 * through an adapter whose gateway runs Apollo Server's path alone (whose front door therefore never answers): the
 * same status, headers and body, whoever answered.
 */
const ORIGIN = 'https://legacy.example.test';
const COMPARED_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'cache-control',
  'vary',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
];

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | undefined>;
  readonly body: unknown;
}

interface Call {
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** A body sent with the GET (with its Content-Length). */
  readonly body?: string;
  /** Sent with the ETag of the answer before it as If-None-Match. */
  readonly conditional?: boolean;
}

/** A GET as node:http sends it (a body allowed), from `client` as the trusted proxy in front forwards it. */
function get(base: string, client: string, call: Call, etag?: string): Promise<Answer & { correlationId?: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${base}${call.path}`,
      {
        method: call.method ?? 'GET',
        headers: {
          'x-forwarded-for': client,
          ...call.headers,
          ...(call.conditional && etag ? { 'if-none-match': etag } : {}),
          ...(call.body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(call.body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
          // The correlation id is each request's own: compared apart.
          const { correlationId: _id, ...body } = parsed ?? {};
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers[name] as string])),
            body: parsed === undefined ? undefined : body,
            correlationId: response.headers['x-correlation-id'] as string | undefined,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(call.body);
  });
}

/** A conversation through one adapter, from one client address: its answers. */
async function converse(base: string, client: string, calls: readonly Call[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const call of calls) {
    const { correlationId: _id, ...answer } = await get(base, client, call, answers.at(-1)?.headers.etag);
    answers.push(answer);
  }
  return answers;
}

/** A published course of the training catalogue, created through the stack's own adapter (titled by `suffix`): its status. */
let createCourse: (title: string) => Promise<number>;

describe('the front door of the REST adapter', () => {
  let stack: TestStack;
  let full: RunningGateway;
  let lane: RunningGateway;
  let fullRest: RunningRestAdapter;
  let laneRest: RunningRestAdapter;
  /** Each adapter's two tenants' admins: a tenant's limits count its requests wherever they come from. */
  const admins = new Map<RunningRestAdapter, [FactoryUser, FactoryUser]>();
  const suffix = randomUUID().slice(0, 8);

  beforeAll(async () => {
    stack = await startTestStack(
      factoryEnv({
        IDP_URL: undefined,
        IDP_SERVICE_KEY: undefined,
        CORS_ORIGINS: ORIGIN,
        EVENTS_EXCHANGE: `rest-front-door-${randomBytes(4).toString('hex')}`,
      }),
    );
    const options = await replicaOptions(stack);
    full = await startGateway({ ...options, singleFetch: 'off' });
    lane = await startGateway({ ...options, singleFetch: 'on' });
    await waitFor(() => (full.responseCache?.usable() && lane.responseCache?.usable()) || undefined, {
      timeoutMs: 60_000,
      what: 'both gateways’ caches on',
    });
    // Each adapter its clients' addresses as the proxy in front forwards them, so that each counts its limits afresh.
    fullRest = await startRestAdapter({ port: 0, gateway: full, trustedProxies: ['loopback'] });
    laneRest = await startRestAdapter({ port: 0, gateway: lane, trustedProxies: ['loopback'] });
    createCourse = async (title) =>
      (
        await fetch(`${stack.restUrl}/training/api/v1/courses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `Front door ${suffix} ${title}`,
            slug: `front-door-${suffix}-${title.toLowerCase()}`,
            description: 'D',
            is_published: true,
          }),
        })
      ).status;
    const sql = factorySql(() => stack);
    const plan = await seedPlan(sql);
    const admin = async () => seedUser(sql, (await seedTenant(sql, plan.id)).id);
    for (const adapter of [fullRest, laneRest]) admins.set(adapter, [await admin(), await admin()]);
    for (const title of ['A', 'B']) expect(await createCourse(title)).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await fullRest?.stop();
    await laneRest?.stop();
    await full?.stop();
    await lane?.stop();
    await stack?.stop();
  });

  test('answers the URLs answered from the cache before, as the route behind Express answers them', async () => {
    const page = '/training/api/v1/courses?limit=2';
    const plans = '/factory/api/v1/plan';
    const report = '/factory/api/v1/report/getTaskReportByGroup';
    const byWorker = JSON.stringify({ groupBy: 'worker' });
    const conversation = ([admin, otherAdmin]: [FactoryUser, FactoryUser]): Call[] => [
      // A miss (filled by Apollo Server's path), a hit through Express (remembered), then hits ahead of it.
      { path: page },
      { path: page },
      { path: page },
      // Its ETag named: 304, without a body.
      { path: page, conditional: true },
      // Asked afresh (executed, the cache neither read nor filled), and with an allowed origin and another.
      { path: page, headers: { 'cache-control': 'no-cache' } },
      { path: page, headers: { origin: ORIGIN } },
      { path: page, headers: { origin: 'https://elsewhere.example.test' } },
      // A GET with a body: Express's, whatever its URL.
      { path: page, body: '{"limit":' },
      // Refused input is never answered from the cache.
      { path: '/training/api/v1/courses?limit=abc' },
      { path: '/training/api/v1/courses?limit=abc' },
      // A tenant's read: a miss, a hit through Express, a hit ahead of it.
      { path: plans, headers: admin.headers },
      { path: plans, headers: admin.headers },
      { path: plans, headers: admin.headers },
      // The same URL without credentials: the route's 401; with another tenant's: its own entry, never the first's.
      { path: plans },
      { path: plans, headers: otherAdmin.headers },
      { path: plans, headers: otherAdmin.headers },
      { path: plans, headers: admin.headers },
      // A POST that reads: a miss, a hit through Express (its URL marked), a hit whose body was read ahead (handed
      // over, remembered), then hits ahead; a malformed body and the same body without credentials, behind Express.
      ...Array.from({ length: 5 }, () => ({
        method: 'POST' as const,
        path: report,
        headers: admin.headers,
        body: byWorker,
      })),
      { method: 'POST', path: report, headers: admin.headers, body: '{"groupBy":' },
      { method: 'POST', path: report, body: byWorker },
    ];
    const expected = await converse(fullRest.url, '198.51.100.61', conversation(admins.get(fullRest)!));
    const actual = await converse(laneRest.url, '198.51.100.62', conversation(admins.get(laneRest)!));

    expect(expected.map((answer) => answer.status)).toEqual([
      200, 200, 200, 304, 200, 200, 200, 400, 400, 400, 200, 200, 200, 401, 200, 200, 200, 200, 200, 200, 200, 200, 400,
      401,
    ]);
    expect(actual).toEqual(expected);
    // The tenants' answers are their own: the other tenant's plans page is answered for it, not from the first's entry.
    expect(actual[14].headers.etag).toBeDefined();
    expect(
      actual.filter((answer) => answer.status === 200 && answer.headers['cache-control'] === 'private, no-cache'),
    ).toHaveLength(6);
    // Ahead of Express: the page's third read, its conditional one, the one asked afresh and both with an origin; the
    // plans' third read, the other tenant's second and the first tenant's last. The other tenant's first read missed
    // its own entry: the lane declined it there, and the route behind Express answered (and filled) it. The report's
    // fourth and fifth reads.
    expect(laneRest.answeredAhead()).toBe(10);
    expect(fullRest.answeredAhead()).toBe(0);
  });

  test('answers again from the cache once a write has dropped the entry, with what the write changed', async () => {
    const page = `/training/api/v1/courses?limit=50&search=${suffix}`;
    const titles = (answer: Answer) =>
      ((answer.body as { data?: { title: string }[] }).data ?? []).map((course) => course.title.slice(-1)).sort();
    const client = '198.51.100.63';
    const before = await converse(laneRest.url, client, [{ path: page }, { path: page }, { path: page }]);
    expect(before.map(titles)).toEqual(Array(3).fill(['A', 'B']));

    // The write's event drops the entry: the URL's next read misses (the front door hands it to the route behind
    // Express, which answers it afresh and fills the entry), and the reads after it are answered ahead again.
    expect(await createCourse('C')).toBe(201);
    const after = await waitFor(
      async () => {
        const [answer] = await converse(laneRest.url, client, [{ path: page }]);
        return titles(answer).length === 3 ? answer : undefined;
      },
      { timeoutMs: 30_000, what: 'the page with the new course' },
    );
    expect(titles(after)).toEqual(['A', 'B', 'C']);
    const counted = {
      component: 'rest-adapter',
      method: 'GET',
      route: '/training/api/v1/courses',
      status_class: '2xx',
    };
    const metricsBefore = await scrape(`${laneRest.url}/metrics`);
    const aheadBefore = laneRest.answeredAhead();
    const again = await converse(laneRest.url, client, [{ path: page }, { path: page }]);
    // Observed ahead of Express as behind it: counted under the route's pattern.
    const metricsAfter = await scrape(`${laneRest.url}/metrics`);
    expect(
      total(metricsAfter, 'http_requests_total', counted) - total(metricsBefore, 'http_requests_total', counted),
    ).toBe(2);
    const essentials = ({ status, headers, body }: Answer) => ({ status, etag: headers.etag, body });
    expect(again.map(essentials)).toEqual([after, after].map(essentials));
    expect(laneRest.answeredAhead()).toBe(aheadBefore + 2);
    const expected = await converse(fullRest.url, client, [{ path: page }]);
    expect(again[1].body).toEqual(expected[0].body);
  });

  test('both front doors answer ahead again once the trusted documents have changed', async () => {
    const page = '/training/api/v1/courses?limit=3';
    const plans = 'query FrontDoorPlans { subscriptionPlans { id } }';
    const body = JSON.stringify({ query: plans });
    const client = '198.51.100.64';
    const read = async () => (await converse(laneRest.url, client, [{ path: page }]))[0];
    const post = async () => {
      const response = await fetch(lane.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return { status: response.status, body: await response.text() };
    };
    // Trusted, so that a gateway enforcing trusted documents (npm run test:rest:enforce) runs it too.
    await trustDocuments(stack.testDatabase.url, lane, 'front-door-plans', [plans]);
    const reads = [await read(), await read(), await read()];
    const posts = [await post(), await post(), await post()];
    expect(new Set(reads.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(new Set(posts.map((answer) => answer.body)).size).toBe(1);
    expect(posts[0]).toMatchObject({ status: 200, body: expect.stringContaining('"subscriptionPlans"') });

    // Another generation of trusted documents: what each front door kept was resolved under the one before, so the
    // next request is answered behind Express (and kept anew), and the one after ahead again.
    const restAhead = laneRest.answeredAhead();
    const gatewayAhead = lane.preparedLane.answeredAhead();
    await trustDocuments(stack.testDatabase.url, lane, 'front-door', [
      'query FrontDoorOther { subscriptionPlans { id } }',
    ]);
    expect([await read(), await read()].map(({ status, headers }) => [status, headers.etag])).toEqual(
      Array(2).fill([200, reads[0].headers.etag]),
    );
    expect([await post(), await post()]).toEqual([posts[0], posts[0]]);
    expect(laneRest.answeredAhead()).toBe(restAhead + 1);
    expect(lane.preparedLane.answeredAhead()).toBe(gatewayAhead + 1);
  });
});
