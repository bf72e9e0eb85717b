import { SERVICES } from '../../rest-adapter/services/index.js';
import { refusalProblem } from '../support/legacy-errors.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import type { Answer } from '../support/training-rest.js';

/**
 * Every component answers every error in JSON, never with Express's HTML page, a file path or a stack trace:
 * bodies over the limit, malformed JSON, a wrong content type, unknown paths and unsupported methods, on the
 * gateway, each subgraph and the REST adapter (inside each legacy base path in that service's own error shape).
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(() => stack?.stop());

interface Probe {
  readonly what: string;
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly contentType?: string;
}

const OVERSIZED = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(3 * 1024 * 1024) } });

/** The abuses every listener meets, on its GraphQL endpoint (`post`) and around it (under `base`). */
const probes = (post: string, known: string, base = ''): Probe[] => [
  { what: 'a body over the limit', method: 'POST', path: post, body: OVERSIZED, contentType: 'application/json' },
  { what: 'malformed JSON', method: 'POST', path: post, body: '{"query": ', contentType: 'application/json' },
  { what: 'a wrong content type', method: 'POST', path: post, body: 'query { __typename }', contentType: 'text/plain' },
  {
    what: 'an unsupported encoding',
    method: 'POST',
    path: post,
    body: '{}',
    contentType: 'application/json; charset=utf-7',
  },
  { what: 'an unknown path', method: 'GET', path: `${base}/no/such/path` },
  {
    what: 'malformed JSON to an unknown path',
    method: 'POST',
    path: `${base}/no/such/path`,
    body: '{',
    contentType: 'application/json',
  },
  { what: 'an unsupported method', method: 'PUT', path: known },
  { what: 'an unsupported method on the GraphQL endpoint', method: 'DELETE', path: post },
  { what: 'a malformed percent-encoding', method: 'GET', path: `${known}/%zz` },
];

async function send(origin: string, probe: Probe): Promise<Answer<unknown> & { text: string }> {
  const response = await fetch(`${origin}${probe.path}`, {
    method: probe.method,
    headers: {
      ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
      'apollo-require-preflight': 'true',
    },
    body: probe.body,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** What is wrong with an error answer, if anything. */
function problemOf(answer: Awaited<ReturnType<typeof send>>): string | undefined {
  const shown = `${answer.status} ${answer.headers.get('content-type')} ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return `not an error: ${shown}`;
  if (!/^application\/json/.test(answer.headers.get('content-type') ?? '') || answer.body === undefined)
    return `not JSON: ${shown}`;
  if (/<html|<!doctype|<pre>/i.test(answer.text)) return `HTML: ${shown}`;
  if (/\/work\/|node_modules|[\w-]+\.[tj]s:\d+|\n\s+at |\\n\s+at /.test(answer.text))
    return `a path or a stack trace: ${shown}`;
  return undefined;
}

const listeners = () => [
  {
    name: 'gateway',
    origin: new URL(stack.gatewayUrl).origin,
    post: '/graphql',
    known: '/health',
    extra: ['/files/training/not-a-token', '/files/nowhere/x'],
  },
  ...Object.entries(stack.subgraphs).map(([name, subgraph]) => ({
    name: `${name} subgraph`,
    origin: new URL(subgraph.url).origin,
    post: '/graphql',
    known: '/health',
    extra: ['/files/not-a-token'],
  })),
  {
    name: 'REST adapter (outside the legacy base paths)',
    origin: stack.restUrl,
    post: '/graphql',
    known: '/metrics',
    extra: [],
  },
];

test('every listener answers every abuse in JSON, with no HTML, path or stack trace', async () => {
  const problems: string[] = [];
  for (const listener of listeners()) {
    const all: Probe[] = [
      ...probes(listener.post, listener.known),
      ...listener.extra.flatMap((path) => [
        { what: 'a bad link', method: 'GET', path },
        {
          what: 'an unsupported method on a file link',
          method: 'POST',
          path,
          body: '{',
          contentType: 'application/json',
        },
      ]),
    ];
    for (const probe of all) {
      const problem = problemOf(await send(listener.origin, probe));
      if (problem) problems.push(`${listener.name}, ${probe.what} (${probe.method} ${probe.path}): ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the REST adapter answers every abuse under a legacy base path in that service’s error shape', async () => {
  const problems: string[] = [];
  for (const service of SERVICES) {
    // A route that takes a JSON body where the service has one (the body is read before anything else).
    const route =
      service.routes.find((candidate) => ['POST', 'PUT', 'PATCH'].includes(candidate.method) && !candidate.upload) ??
      service.routes[0];
    const path = `${service.basePath}${route.path.replace(/:\w+/g, '1')}`;
    for (const probe of probes(path, path, service.basePath)) {
      const answer = await send(stack.restUrl, probe);
      const problem = problemOf(answer) ?? refusalProblem(service.name, answer, answer.status);
      if (problem) problems.push(`${service.name}, ${probe.what} (${probe.method} ${probe.path}): ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});
