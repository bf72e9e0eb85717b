/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { operationCostActual, operationCostEstimated, operationCostRefusals } from '../../platform/metrics.js';
import { readSupergraph } from '../../schema/supergraph.js';
import { complianceSql, seedTenant, startComplianceStack, type TenantUser } from '../support/compliance.js';
import { subgraphCalls } from '../support/gateway-replicas.js';
import type { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Demand control through the real gateway over the real supergraph (its @cost and @listSize as the subgraphs declare
 * them): an operation whose estimate is over GRAPHQL_MAX_COST or a subgraph's budget is refused with
 * COST_ESTIMATED_TOO_EXPENSIVE before any subgraph is called, over HTTP POST, GET, in-process, graphql-ws and SSE;
 * the cost headers; measure mode, which refuses nothing and records estimate and actual cost. (A multipart request
 * passes the same admission as a POST: Apollo Server's didResolveOperation.)
 */
const MAX_COST = 2000;
const TRAINING_BUDGET = 500;

/** 1 page + 100 courses × (1 + 100 categories): 10,101. */
const COSTLY = '{ courses(limit: 100) { items { id categories { id } } } }';
const COSTLY_ESTIMATE = 1 + 100 * (1 + 100);
/** Six pages of 100 courses: 606, within GRAPHQL_MAX_COST, over training's budget. */
const OVER_TRAINING = `{ ${Array.from({ length: 6 }, (_, i) => `c${i}: courses(limit: 100) { items { id } }`).join(' ')} }`;
/**
 * A subscription whose entity selection costs 2,602: the event 1, its entity 1, 50 documents (assumed) each 1 with
 * their entity 1 and its 50 documents.
 */
const COSTLY_SUBSCRIPTION = `subscription { extractionCompleted { jobId entity { documents { entity { documents { id } } } } } }`;

let stack: TestStack;
let measuring: RunningGateway;
let owner: TenantUser;
const sql = complianceSql(() => stack);
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startComplianceStack({
    RATE_LIMIT_FACTOR: '0',
    GRAPHQL_MAX_COST: String(MAX_COST),
    GRAPHQL_SUBGRAPH_MAX_COST: `training:${TRAINING_BUDGET}`,
    GRAPHQL_COST_HEADERS: 'true',
  });
  // A second gateway over the same subgraphs, in measure mode.
  measuring = await startGateway({
    port: 0,
    supergraphSdl: await readSupergraph(),
    subgraphUrls: Object.fromEntries(Object.values(stack.subgraphs).map((subgraph) => [subgraph.name, subgraph.url])),
    databaseUrl: stack.testDatabase.url,
    demandControl: { mode: 'measure', maxCost: MAX_COST, subgraphs: {}, headers: false },
  });
  owner = await seedTenant(sql);
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await measuring?.stop();
  await stack?.stop();
});

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const refusal = (estimated: number, max: number, subgraph?: string) => ({
  extensions: {
    code: 'COST_ESTIMATED_TOO_EXPENSIVE',
    status: 400,
    cost: { estimated, max, ...(subgraph ? { subgraph } : {}) },
  },
});

describe('enforce mode', () => {
  test('an operation over GRAPHQL_MAX_COST is refused over POST with COST_ESTIMATED_TOO_EXPENSIVE, the estimate and the limit, before any subgraph call', async () => {
    const before = await subgraphCalls('training');
    const answer = await post(stack.gatewayUrl, COSTLY);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: `The operation's estimated cost ${COSTLY_ESTIMATE} exceeds the maximum cost of ${MAX_COST}`,
        ...refusal(COSTLY_ESTIMATE, MAX_COST),
      },
    ]);
    expect(await subgraphCalls('training')).toBe(before);
    // Headers are configured: the estimate and the limit, and no actual cost (nothing ran).
    expect(answer.headers.get('x-cost-estimated')).toBe(String(COSTLY_ESTIMATE));
    expect(answer.headers.get('x-cost-max')).toBe(String(MAX_COST));
    expect(answer.headers.get('x-cost-actual')).toBeNull();
  });

  test('the same refusal over GET', async () => {
    const before = await subgraphCalls('training');
    const response = await fetch(`${stack.gatewayUrl}?query=${encodeURIComponent(COSTLY)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [refusal(COSTLY_ESTIMATE, MAX_COST)] });
    expect(await subgraphCalls('training')).toBe(before);
  });

  test('the same refusal in-process (the executor a REST adapter sharing the process uses)', async () => {
    const before = await subgraphCalls('training');
    const answer = await stack.gateway.execute({ query: COSTLY, variables: {}, headers: {} });
    expect(answer.status).toBe(400);
    expect(answer.result.data).toBeUndefined();
    expect(answer.result.errors).toMatchObject([refusal(COSTLY_ESTIMATE, MAX_COST)]);
    expect(await subgraphCalls('training')).toBe(before);
  });

  test("an operation within GRAPHQL_MAX_COST over a subgraph's budget runs without that subgraph: its fields null, with the error naming it", async () => {
    const before = { training: await subgraphCalls('training'), compliance: await subgraphCalls('compliance') };
    // Training's six pages are over its budget; compliance's health beside them is within its (none).
    const answer = await post(stack.gatewayUrl, `{ ${OVER_TRAINING.slice(1, -1)} complianceHealth { status } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`c${i}`, null])),
      complianceHealth: { status: expect.any(String) },
    });
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: `The estimated cost of the fields subgraph "training" resolves, 606, exceeds its budget of ${TRAINING_BUDGET}`,
        extensions: expect.objectContaining({
          code: 'COST_ESTIMATED_TOO_EXPENSIVE',
          cost: { estimated: 606, max: TRAINING_BUDGET, subgraph: 'training' },
        }),
      }),
    ]);
    expect(await subgraphCalls('training')).toBe(before.training);
    expect(await subgraphCalls('compliance')).toBe(before.compliance + 1);
    // Within the budget it runs.
    const within = await post(
      stack.gatewayUrl,
      '{ a: courses(limit: 100) { items { id } } b: courses(limit: 100) { items { id } } }',
    );
    expect(within.status).toBe(200);
    expect(within.body.errors).toBeUndefined();
  });

  test('an operation admitted carries its estimate and its actual cost, measured from the answer', async () => {
    const answer = await post(
      stack.gatewayUrl,
      '{ courses(limit: 5) { items { id } } taxonomies { categories { id } } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    // courses 1 + 5 items; taxonomies 1 + 100 categories (assumed).
    expect(answer.headers.get('x-cost-estimated')).toBe(String(1 + 5 + 1 + 100));
    const { courses, taxonomies } = answer.body.data;
    const actual = 1 + courses.items.length + 1 + taxonomies.categories.length;
    expect(answer.headers.get('x-cost-actual')).toBe(String(actual));
    // Answered again from the response cache (its entry's data, measured once): the same cost.
    const again = await post(
      stack.gatewayUrl,
      '{ courses(limit: 5) { items { id } } taxonomies { categories { id } } }',
    );
    expect(again.body).toEqual(answer.body);
    expect(again.headers.get('x-cost-actual')).toBe(String(actual));
  });

  test('a subscription over GRAPHQL_MAX_COST is refused for its id over graphql-ws, before any subgraph call, and the connection goes on', async () => {
    let closed: number | undefined;
    let connected = false;
    const client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: owner.headers.authorization },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: {
        connected: () => (connected = true),
        closed: (event) => (closed = (event as { code: number }).code),
      },
    });
    clients.push(client);
    await waitFor(() => (connected ? true : undefined), { what: 'the connection' });
    const before = await subgraphCalls('compliance');
    const errors: any[] = [];
    client.subscribe(
      { query: COSTLY_SUBSCRIPTION },
      {
        next: (result) => errors.push(...(result.errors ?? [])),
        error: (error) => errors.push(...(Array.isArray(error) ? error : [error])),
        complete: () => undefined,
      },
    );
    await waitFor(() => (errors.length ? true : undefined), { what: 'the refusal' });
    expect(errors[0]).toMatchObject({
      message: `The operation's estimated cost 2602 exceeds the maximum cost of ${MAX_COST}`,
      extensions: { code: 'COST_ESTIMATED_TOO_EXPENSIVE', cost: { estimated: 2602, max: MAX_COST } },
    });
    expect(errors[0].extensions.http).toBeUndefined();
    expect(await subgraphCalls('compliance')).toBe(before);
    expect(closed).toBeUndefined();
  });

  test('a subscription over GRAPHQL_MAX_COST is refused over SSE with 400 COST_ESTIMATED_TOO_EXPENSIVE', async () => {
    const response = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        authorization: owner.headers.authorization,
      },
      body: JSON.stringify({ query: COSTLY_SUBSCRIPTION }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'COST_ESTIMATED_TOO_EXPENSIVE', cost: { estimated: 2602, max: MAX_COST } } }],
    });
  });
});

describe('measure mode', () => {
  /** The sum of the series of `name` whose labels include `labels` (a counter's values carry no metricName). */
  async function countOf(
    metric: { get(): Promise<{ values: { metricName?: string; labels: Record<string, unknown>; value: number }[] }> },
    name: string,
    labels: Record<string, string>,
  ): Promise<number> {
    const { values } = await metric.get();
    return values
      .filter(
        (value) =>
          (value.metricName ?? name) === name &&
          Object.entries(labels).every(([key, expected]) => value.labels[key] === expected),
      )
      .reduce((sum, value) => sum + value.value, 0);
  }

  test('an operation over the maximum runs, and its estimate, its refusal in measure and its actual cost are recorded', async () => {
    const overBefore = await countOf(operationCostEstimated, 'gateway_operation_cost_estimated_count', {
      result: 'COST_ESTIMATED_TOO_EXPENSIVE',
    });
    const measuredBefore = await countOf(operationCostRefusals, 'gateway_operation_cost_refusals_total', {
      reason: 'max_cost',
      mode: 'measure',
    });
    const actualBefore = await countOf(operationCostActual, 'gateway_operation_cost_actual_count', {
      operation_type: 'query',
    });
    const answer = await post(measuring.url, COSTLY);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(Array.isArray(answer.body.data.courses.items)).toBe(true);
    expect(
      await countOf(operationCostEstimated, 'gateway_operation_cost_estimated_count', {
        result: 'COST_ESTIMATED_TOO_EXPENSIVE',
      }),
    ).toBe(overBefore + 1);
    expect(
      await countOf(operationCostRefusals, 'gateway_operation_cost_refusals_total', {
        reason: 'max_cost',
        mode: 'measure',
      }),
    ).toBe(measuredBefore + 1);
    expect(await countOf(operationCostActual, 'gateway_operation_cost_actual_count', { operation_type: 'query' })).toBe(
      actualBefore + 1,
    );
    // Headers are off unless configured (this gateway's default).
    expect(answer.headers.get('x-cost-estimated')).toBeNull();
  });

  test('the metrics endpoint exports the estimate and the actual cost', async () => {
    const text = await (await fetch(measuring.url.replace(/graphql$/, 'metrics'))).text();
    expect(text).toMatch(/^gateway_operation_cost_estimated_bucket\{.*result="COST_OK"/m);
    expect(text).toMatch(/^gateway_operation_cost_actual_sum\{operation_type="query"\} \d+/m);
    expect(text).toMatch(/^gateway_operation_cost_refusals_total\{reason="max_cost",subgraph="",mode="measure"\} \d+/m);
  });
});

describe('the actual cost without headers, in enforce mode', () => {
  let sampling: RunningGateway;

  beforeAll(async () => {
    sampling = await startGateway({
      port: 0,
      supergraphSdl: await readSupergraph(),
      subgraphUrls: Object.fromEntries(Object.values(stack.subgraphs).map((subgraph) => [subgraph.name, subgraph.url])),
      databaseUrl: stack.testDatabase.url,
      demandControl: { mode: 'enforce', maxCost: MAX_COST, subgraphs: {}, headers: false, actualSample: 0.25 },
    });
  }, 60_000);

  afterAll(() => sampling?.stop());

  test('is measured for the configured share of answers, evenly spread', async () => {
    const measured = () =>
      operationCostActual
        .get()
        .then(({ values }) =>
          values
            .filter((value) => value.metricName === 'gateway_operation_cost_actual_count')
            .reduce((sum, value) => sum + value.value, 0),
        );
    const before = await measured();
    for (let answer = 0; answer < 8; answer++) {
      const { status, body } = await post(sampling.url, '{ courses(limit: 2) { items { id } } }');
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    expect(await measured()).toBe(before + 2);
  });
});
