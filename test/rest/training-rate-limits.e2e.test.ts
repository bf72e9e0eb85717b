import { PUBLIC_READ } from '../../subgraphs/shared/address-limits.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';
import { expectTrainingError, trainingRest, type Answer } from '../support/training-rest.js';
import { trustDocuments } from '../support/trusted-documents.js';

/**
 * Rate limits of the public catalogue through the whole system: the training subgraph counts per client
 * address, the gateway and the REST adapter pass its X-RateLimit-* and Retry-After headers on, and the
 * refusal is a 429 in the training error shape. RATE_LIMIT_FACTOR shrinks the public-read policy to a handful.
 */
const FACTOR = 0.01;
const LIMIT = Math.ceil(PUBLIC_READ.points * FACTOR);
let stack: TestStack;

const COURSES = '{ courses { total } }';
const SETTINGS = '{ trainingSettings { brochureExpiryDays } }';

beforeAll(async () => {
  stack = await startTestStack({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: String(FACTOR),
  });
  // The GraphQL requests below are a client of its own: their documents are trusted as a client's build would load them.
  await trustDocuments(stack.testDatabase.url, stack.gateway, 'rate-limit-tests', [COURSES, SETTINGS]);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const call = trainingRest(() => stack);

const rateHeaders = (answer: Answer) => ({
  limit: answer.headers.get('x-ratelimit-limit'),
  remaining: answer.headers.get('x-ratelimit-remaining'),
  reset: Number(answer.headers.get('x-ratelimit-reset')),
  retryAfter: answer.headers.get('retry-after'),
});

describe('public catalogue rate limits', () => {
  test('the policy allows a handful of requests at this factor', () => {
    expect(LIMIT).toBeGreaterThanOrEqual(3);
    expect(LIMIT).toBeLessThan(20);
  });

  test('admin writes are not counted', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const created = await call('POST', '/courses', {
        title: `Course ${i}`,
        slug: `course-${i}`,
        description: 'D',
        is_published: true,
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  test('successful public reads carry X-RateLimit-Limit, -Remaining and -Reset, counting down across the catalogue', async () => {
    const reads = ['/courses', '/courses/course-0', '/taxonomies'];
    for (const [index, path] of reads.entries()) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(200);
      const headers = rateHeaders(answer);
      expect(headers).toMatchObject({ limit: String(LIMIT), remaining: String(LIMIT - 1 - index), retryAfter: null });
      expect(headers.reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
      expect(headers.reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + PUBLIC_READ.windowSeconds);
    }
  });

  test('repeated GET /courses end with 429 in the training error shape, with the rate-limit headers and Retry-After', async () => {
    const statuses: number[] = [];
    let refused: Answer | undefined;
    for (let i = 0; i < LIMIT + 2 && !refused; i++) {
      const answer = await call('GET', '/courses');
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    // Three of the limit went to the reads of the previous test.
    expect(statuses).toEqual([...Array<number>(LIMIT - 3).fill(200), 429]);
    expectTrainingError(refused!, 429, /too many requests/i);
    const headers = rateHeaders(refused!);
    expect(headers).toMatchObject({ limit: String(LIMIT), remaining: '0' });
    expect(Number(headers.retryAfter)).toBeGreaterThan(0);
    expect(Number(headers.retryAfter)).toBeLessThanOrEqual(PUBLIC_READ.windowSeconds);
    expect(headers.reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
  });

  test('the other public catalogue reads are refused too, while admin routes still answer', async () => {
    for (const path of ['/courses/course-0', '/taxonomies']) {
      const answer = await call('GET', path);
      expectTrainingError(answer, 429);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const settings = await call('GET', '/settings');
    expect(settings.status).toBe(200);
    expect(settings.headers.get('x-ratelimit-limit')).toBeNull();
  });

  test('the gateway answers the same refusal to GraphQL clients, with the headers', async () => {
    const response = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: COURSES }),
    });
    expect(response.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
    // Admin operations of the same client are not limited.
    const admin = await graphqlRequest(stack.gatewayUrl, SETTINGS);
    expect(admin.errors).toBeUndefined();
  });
});
