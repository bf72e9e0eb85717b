import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import type { SubgraphName } from '../../subgraphs/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';
import { answerOf, expectTrainingError } from '../support/training-rest.js';
import { waitFor } from '../support/wait.js';

/**
 * A subgraph killed (SIGKILL) or frozen (SIGSTOP) under load: the gateway, in front of the three subgraphs running
 * as real processes, answers that subgraph's fields with SERVICE_UNAVAILABLE within its timeout, opens that
 * subgraph's circuit, keeps serving the other subgraphs, and recovers on its own once the subgraph is back.
 */

const SUBGRAPH_TIMEOUT_MS = 4_000;
/** How long any one client request may take before the test calls it hung: the subgraph timeout and a margin for a busy machine. */
const REQUEST_BOUND_MS = SUBGRAPH_TIMEOUT_MS + 15_000;
const BREAKER = { resetTimeoutMs: 2_000, minimumCalls: 5, rollingWindowMs: 5_000 };
const WORKERS = 20;
/** Deadlines of background state changes (circuit opened, subgraph recovered): generous, the machine is shared. */
const STATE_DEADLINE_MS = 60_000;

const SCRIPTS: Record<SubgraphName, string> = {
  training: 'dist/subgraphs/training/main.js',
  compliance: 'dist/subgraphs/compliance/main.js',
  factory: 'dist/subgraphs/factory/main.js',
};
const PORT_VARIABLES: Record<SubgraphName, string> = {
  training: 'TRAINING_PORT',
  compliance: 'COMPLIANCE_PORT',
  factory: 'FACTORY_PORT',
};

/** Public root fields of two subgraphs (root fields are nullable: one subgraph's outage leaves the other's answer). */
const SPANNING_QUERY = '{ courses(limit: 5) { total } entityTypeOptions { value } }';
const TRAINING_QUERY = '{ courses(limit: 5) { total } }';
const COMPLIANCE_QUERY = '{ entityTypeOptions { value } }';

interface GraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}
interface GraphQLAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: GraphQLError[] };
}

let database: TestDatabase;
let dataDir: string;
const ports = {} as Record<SubgraphName, number>;
const subgraphs = {} as Record<SubgraphName, ComponentProcess>;
let gateway: RunningGateway;
let rest: RunningRestAdapter;

function startSubgraphProcess(name: SubgraphName): Promise<ComponentProcess> {
  return startComponent({
    name,
    script: SCRIPTS[name],
    healthUrl: `http://127.0.0.1:${ports[name]}/health`,
    env: {
      [PORT_VARIABLES[name]]: String(ports[name]),
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '0',
      AMQP_URL: undefined,
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * Asked afresh (Cache-Control: no-cache): the gateway's response cache would answer the constants
 * (`entityTypeOptions`) and a page it kept without the subgraphs, and what is proved here is what an outage does.
 */
async function ask(query: string): Promise<GraphQLAnswer> {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(REQUEST_BOUND_MS),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
}

async function circuits(): Promise<Record<string, string>> {
  const response = await fetch(new URL('/health', gateway.url), { signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { circuits: Record<string, string> }).circuits;
}

/**
 * Waits until the subgraph's circuit is closed, or has tripped: open, or half-open (which only follows open; a circuit
 * stays half-open until a call comes to try the subgraph).
 */
const waitForCircuit = (subgraph: SubgraphName, state: 'closed' | 'tripped') =>
  waitFor(
    async () => {
      const current = (await circuits())[subgraph];
      return (state === 'closed' ? current === 'closed' : current === 'open' || current === 'half-open')
        ? true
        : undefined;
    },
    { timeoutMs: STATE_DEADLINE_MS, what: `the ${subgraph} circuit to be ${state}` },
  );

const refusedByCircuit = (answer: GraphQLAnswer, subgraph: SubgraphName) =>
  answer.body.errors?.[0]?.message === `Subgraph "${subgraph}" is unavailable (circuit open)`;

const ROOT_FIELD_OF: Record<string, SubgraphName> = { courses: 'training', entityTypeOptions: 'compliance' };

/**
 * The one error of a subgraph the gateway could not get an answer from (a fetch error: it names the subgraph, no
 * path): that subgraph's root fields are null, the other subgraph's are answered.
 */
function expectUnavailable(answer: GraphQLAnswer, subgraph: SubgraphName): void {
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual(expect.any(Object));
  for (const [field, value] of Object.entries(answer.body.data!)) {
    if (ROOT_FIELD_OF[field] === subgraph) expect({ field, value }).toEqual({ field, value: null });
    else expect({ field, value }).toEqual({ field, value: expect.anything() });
  }
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors![0]).toMatchObject({
    message: expect.stringMatching(
      new RegExp(`^Subgraph "${subgraph}" (is unavailable|did not answer within \\d+ ms)`),
    ),
    extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, serviceName: subgraph },
  });
}

function expectAnswered(answer: GraphQLAnswer, ...fields: string[]): void {
  expect({ status: answer.status, errors: answer.body.errors }).toEqual({ status: 200, errors: undefined });
  for (const field of fields) expect(answer.body.data?.[field]).toBeTruthy();
}

/** When a request was sent: `recovering` is from the subgraph's restart until its circuit is closed again. */
type Phase = 'before' | 'outage' | 'recovering' | 'after';

interface Sample {
  readonly phase: Phase;
  readonly query: string;
  readonly answer?: GraphQLAnswer;
  /** A request that failed or outlived REQUEST_BOUND_MS. */
  readonly failure?: string;
}

/** WORKERS clients, each sending the spanning query and then the compliance-only one, in a loop until stopped. */
function startLoad(phase: () => Phase) {
  const samples: Sample[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      for (const query of [SPANNING_QUERY, COMPLIANCE_QUERY]) {
        const sentIn = phase();
        try {
          samples.push({ phase: sentIn, query, answer: await ask(query) });
        } catch (error) {
          samples.push({
            phase: sentIn,
            query,
            failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          });
        }
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    samples,
    /** Waits until `count` more answers of the spanning query sent in `of` have arrived. */
    collect: (of: Phase, count: number) => {
      const target = samples.filter((sample) => sample.phase === of && sample.query === SPANNING_QUERY).length + count;
      return waitFor(
        () =>
          samples.filter((sample) => sample.phase === of && sample.query === SPANNING_QUERY).length >= target
            ? true
            : undefined,
        {
          timeoutMs: STATE_DEADLINE_MS,
          what: `${count} answers sent in phase "${of}"`,
        },
      );
    },
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return samples;
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'subgraph-killed-'));
  for (const name of Object.keys(SCRIPTS) as SubgraphName[]) ports[name] = await freePort();
  // The first start migrates a fresh database; the subgraphs' schemas are their own, so they may start together.
  const started = await Promise.all((Object.keys(SCRIPTS) as SubgraphName[]).map(startSubgraphProcess));
  for (const component of started) subgraphs[component.name as SubgraphName] = component;
  // The load comes from one address: the gateway's limits per address would refuse it (as the subgraphs' are off).
  process.env.RATE_LIMIT_FACTOR = '0';
  // The gateway hears the subgraphs' events where they publish them: PostgreSQL notifications (its response cache is
  // invalidated by them).
  delete process.env.AMQP_URL;
  resetConfig();
  gateway = await startGateway({
    port: 0,
    supergraphSdl: (await composeSupergraph()).supergraph,
    subgraphUrls: {
      training: `http://127.0.0.1:${ports.training}/graphql`,
      compliance: `http://127.0.0.1:${ports.compliance}/graphql`,
      factory: `http://127.0.0.1:${ports.factory}/graphql`,
    },
    subgraphTimeoutMs: SUBGRAPH_TIMEOUT_MS,
    subgraphBreaker: BREAKER,
  });
  rest = await startRestAdapter({ port: 0, gateway });
});

afterAll(async () => {
  await rest?.stop();
  await gateway?.stop();
  await Promise.all(Object.values(subgraphs).map((component) => component.stop()));
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a subgraph killed under load', () => {
  test('answers its fields with SERVICE_UNAVAILABLE, opens its circuit, keeps the others, and recovers when it is back', async () => {
    expectAnswered(await ask(SPANNING_QUERY), 'courses', 'entityTypeOptions');
    const courses = (limit = 20) =>
      fetch(`${rest.url}/training/api/v1/courses?limit=${limit}`, {
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      }).then(answerOf);
    expect((await courses()).status).toBe(200);

    let phase: Phase = 'before';
    const load = startLoad(() => phase);
    try {
      await load.collect('before', WORKERS);

      subgraphs.training.signal('SIGKILL');
      expect(await subgraphs.training.exited).toEqual({ code: null, signal: 'SIGKILL' });
      phase = 'outage';
      await waitForCircuit('training', 'tripped');
      await load.collect('outage', 2 * WORKERS);
      // A page no one has asked for yet is not in the gateway's response cache: only training could answer it.
      expectTrainingError(await courses(21), 503);

      phase = 'recovering';
      subgraphs.training = await startSubgraphProcess('training');
      await waitFor(async () => ((await ask(TRAINING_QUERY)).body.errors ? undefined : true), {
        timeoutMs: STATE_DEADLINE_MS,
        what: 'the gateway to answer the training fields again',
      });
      await waitForCircuit('training', 'closed');
      phase = 'after';
      await load.collect('after', WORKERS);
      expect((await courses()).status).toBe(200);
    } finally {
      await load.stop();
    }

    const samples = load.samples;
    // Every request got an answer within its bound: none hung, none was cut.
    expect(samples.filter((sample) => sample.failure)).toEqual([]);
    // The surviving subgraph answered throughout.
    for (const sample of samples.filter((each) => each.query === COMPLIANCE_QUERY))
      expectAnswered(sample.answer!, 'entityTypeOptions');
    // While training was down, every spanning answer was a clean SERVICE_UNAVAILABLE of its field, many of them refused
    // at once by the open circuit; before and after, each was either complete or that same clean error.
    const spanning = samples.filter((sample) => sample.query === SPANNING_QUERY);
    for (const sample of spanning) {
      if (sample.phase === 'outage' || sample.answer!.body.errors) expectUnavailable(sample.answer!, 'training');
      else expectAnswered(sample.answer!, 'courses', 'entityTypeOptions');
    }
    expect(spanning.filter((sample) => refusedByCircuit(sample.answer!, 'training')).length).toBeGreaterThan(0);
    expect(spanning.filter((sample) => sample.phase === 'after' && !sample.answer!.body.errors).length).toBeGreaterThan(
      0,
    );
    // The gateway stayed up and still serves every subgraph.
    expectAnswered(await ask(SPANNING_QUERY), 'courses', 'entityTypeOptions');
  });
});

describe('a subgraph that accepts connections but never answers', () => {
  test('answers its fields with SERVICE_UNAVAILABLE within the timeout, opens its circuit, and recovers once it answers', async () => {
    expectAnswered(await ask(COMPLIANCE_QUERY), 'entityTypeOptions');
    subgraphs.compliance.signal('SIGSTOP');
    try {
      // Waves of concurrent calls until the circuit refuses them: they time out, and once their failures outweigh the
      // successes still in the breaker's rolling window (the previous test's load), the circuit opens.
      const answers: GraphQLAnswer[] = [];
      await waitFor(
        async () => {
          const wave = await Promise.all(Array.from({ length: 2 * BREAKER.minimumCalls }, () => ask(COMPLIANCE_QUERY)));
          answers.push(...wave);
          return wave.some((answer) => refusedByCircuit(answer, 'compliance')) ? true : undefined;
        },
        { timeoutMs: STATE_DEADLINE_MS, intervalMs: 0, what: 'the compliance circuit to refuse calls' },
      );
      for (const answer of answers) expectUnavailable(answer, 'compliance');
      const timedOut = `Subgraph "compliance" did not answer within ${SUBGRAPH_TIMEOUT_MS} ms`;
      expect(answers.filter((answer) => answer.body.errors![0].message === timedOut).length).toBeGreaterThanOrEqual(
        BREAKER.minimumCalls,
      );
      await waitForCircuit('compliance', 'tripped');
      expectAnswered(await ask(TRAINING_QUERY), 'courses');
    } finally {
      subgraphs.compliance.signal('SIGCONT');
    }
    await waitFor(async () => ((await ask(COMPLIANCE_QUERY)).body.errors ? undefined : true), {
      timeoutMs: STATE_DEADLINE_MS,
      what: 'the gateway to answer the compliance fields again',
    });
    await waitForCircuit('compliance', 'closed');
    expectAnswered(await ask(SPANNING_QUERY), 'courses', 'entityTypeOptions');
  });
});
