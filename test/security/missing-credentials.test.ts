import type { RouteAuth, RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { factoryService, SERVICES } from '../../rest-adapter/services/index.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { complianceEnv } from '../support/compliance.js';
import { factoryEnv } from '../support/factory.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { refusalProblem } from '../support/legacy-errors.js';
import { sampleRequest, unknownRecords, type RouteFixtures } from '../support/route-samples.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { Answer } from '../support/training-rest.js';
import { identityEnv } from '../support/training.js';

/**
 * A route that needs credentials, called without any, answers 401 in its service's error shape before anything
 * else of the request is looked at: whatever garbage its body, query string or content type hold, the client
 * learns nothing but that it must sign in. The routes come from the tables (every route whose `auth` needs a
 * bearer token or the session cookie), so that a new route cannot slip by.
 */
const idp = new TestIdentityProvider();
let stack: TestStack;
let fixtures: RouteFixtures;

beforeAll(async () => {
  await idp.start();
  // With an identity provider: training asks for credentials (without one, its development bypass skips them).
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    ...identityEnv(idp),
    RATE_LIMIT_FACTOR: '0',
    SMTP_URL: undefined,
    STORAGE_DIR: undefined,
  });
  fixtures = unknownRecords(await renderPdf((document) => document.text('Probe')));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

const NEEDS_CREDENTIALS: readonly RouteAuth[] = ['jwt', 'admin', 'super-admin', 'cookie'];

/** Routes that need credentials but are only ever chosen for a request that carries them, with the reason. */
const CHOSEN_BY_CREDENTIALS: Readonly<Record<string, string>> = {
  createTrainingPlanRequestB:
    'POST /training-plan with an Authorization header; without one it is variant A’s public form (requestTrainingPlanA)',
};

const guarded = SERVICES.flatMap((service) =>
  service.routes
    .filter((route) => NEEDS_CREDENTIALS.includes(route.auth) && !CHOSEN_BY_CREDENTIALS[route.name])
    .map((route) => ({ service, route })),
);

interface Garbage {
  readonly label: string;
  /** Appended to the path of the route's sample request. */
  readonly query: string;
  readonly contentType?: string;
  readonly body?: string;
}

/** Requests no route could make sense of: malformed or wrongly typed JSON, a huge string, another content type, a nonsense query. */
const GARBAGE: readonly Garbage[] = [
  {
    label: 'malformed JSON',
    query: '?page=x&limit=-1&sort=%zz',
    contentType: 'application/json',
    body: '{"name": 5, "email": ',
  },
  {
    label: 'wrongly typed JSON',
    query: '?page=[]&tenantId=1',
    contentType: 'application/json',
    body: JSON.stringify({ name: 5, email: { $ne: null }, ids: 'x', version: 'one', status: ['?'], input: null }),
  },
  { label: 'a JSON array', query: '', contentType: 'application/json', body: '[1, "two", null]' },
  {
    label: 'a huge string',
    query: `?search=${'x'.repeat(2_000)}`,
    contentType: 'application/json',
    body: JSON.stringify({ email: 'x'.repeat(200_000) }),
  },
  {
    label: 'not JSON at all',
    query: '?limit=99999999999999999999',
    contentType: 'text/plain',
    body: '\u0000\u0001 garbage',
  },
];
/** Past the adapter's 2 MB JSON limit: sent to one guarded route of each service (the refusal does not depend on the route). */
const OVERSIZED: Garbage = {
  label: 'a body over the size limit',
  query: '',
  contentType: 'application/json',
  body: JSON.stringify({ data: 'x'.repeat(2_200_000) }),
};

async function sendGarbage(service: ServiceDefinition, route: RouteDefinition, garbage: Garbage): Promise<Answer> {
  const { path } = sampleRequest(service, route, fixtures);
  const query = path.includes('?') ? garbage.query.replace('?', '&') : garbage.query;
  const withBody = route.method !== 'GET' && garbage.body !== undefined;
  const response = await fetch(`${stack.restUrl}${service.basePath}${path}${query}`, {
    method: route.method,
    headers: withBody && garbage.contentType ? { 'content-type': garbage.contentType } : {},
    body: withBody ? garbage.body : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text: the problem report shows it.
  }
  return { status: response.status, body, headers: response.headers };
}

test('every route that needs credentials is checked, and every exception is a route of the tables that needs them', () => {
  const names = SERVICES.flatMap((service) => service.routes.map((route) => route.name));
  expect(Object.keys(CHOSEN_BY_CREDENTIALS).filter((name) => !names.includes(name))).toEqual([]);
  const exceptions = SERVICES.flatMap((service) => service.routes).filter((route) => CHOSEN_BY_CREDENTIALS[route.name]);
  expect(
    exceptions.filter((route) => !NEEDS_CREDENTIALS.includes(route.auth) || !route.when).map((route) => route.name),
  ).toEqual([]);
  // Each service's guarded routes are there: a table whose routes all turned public would pass unnoticed.
  const count = (name: string) => guarded.filter(({ service }) => service.name === name).length;
  expect({
    training: count('training') > 30,
    compliance: count('compliance') > 30,
    factory: count('factory') > 50,
  }).toEqual({ training: true, compliance: true, factory: true });
  expect(guarded.some(({ route }) => route.auth === 'cookie')).toBe(true);
});

test('called without credentials and with garbage, every such route answers 401 in its service’s error shape', async () => {
  const problems: string[] = [];
  const firstWithBody = new Set(
    SERVICES.map(
      (service) =>
        guarded.find((candidate) => candidate.service === service && candidate.route.method !== 'GET')?.route,
    ),
  );
  for (const { service, route } of guarded) {
    for (const garbage of firstWithBody.has(route) ? [...GARBAGE, OVERSIZED] : GARBAGE) {
      const answer = await sendGarbage(service, route, garbage);
      const problem = refusalProblem(service.name, answer, 401);
      if (problem)
        problems.push(`${service.name} ${route.method} ${route.path} (${route.name}), ${garbage.label}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
}, 240_000);

test('credentials that are there, however bad, are left to the service: its own refusal, not the engine’s', async () => {
  const signup = factoryService.routes.find((route) => route.name === 'factorySignup')!;
  const request = sampleRequest(factoryService, signup, fixtures);
  const response = await fetch(`${stack.restUrl}${factoryService.basePath}${request.path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ status: 'error', message: 'Invalid token, please log in again' });
  // The refresh cookie, present but unknown, is judged by the service too.
  const refresh = await fetch(`${stack.restUrl}${factoryService.basePath}/auth/refresh`, {
    headers: { cookie: 'refreshToken=unknown' },
  });
  expect(refresh.status).toBe(401);
  expect(((await refresh.json()) as { message: string }).message).not.toBe('No refresh token, please log in');
});
