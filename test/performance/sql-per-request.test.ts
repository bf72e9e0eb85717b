import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sqlStatements } from '../../platform/metrics.js';
import { annualFiling } from '../../subgraphs/compliance/workflows/workflow.fixtures.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import {
  complianceEnv,
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  type TenantUser,
} from '../support/compliance.js';
import {
  factoryEnv,
  factoryRest,
  factorySql,
  sampleConfiguration,
  seedPlan,
  seedTenant as seedFactoryTenant,
  seedUser,
  type FactoryUser,
} from '../support/factory.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';

/**
 * No N+1 through the gateway: the SQL statements a request costs (the subgraphs' own `db_queries_total` counter,
 * what the bench divides by requests) do not grow with the number of items and nested items it returns.
 */
let stack: TestStack;
const complianceCall = complianceRest(() => stack);
const factoryCall = factoryRest(() => stack);

/** SQL statements the subgraph `schema` has sent so far for requests (jobs and the outbox relay run beside them). */
async function statementsOf(schema: string): Promise<number> {
  const metric = await sqlStatements.get();
  return metric.values
    .filter((value) => value.labels.subgraph === schema && value.labels.origin === 'request')
    .reduce((sum, value) => sum + value.value, 0);
}

/** The statements one GraphQL request through the gateway costs `schema`'s subgraph; its answer must be whole. */
async function statementsFor(
  schema: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ count: number; data: Record<string, unknown> }> {
  const before = await statementsOf(schema);
  const answer = await graphqlRequest(stack.gatewayUrl, query, variables, headers);
  expect(answer.errors).toBeUndefined();
  return { count: (await statementsOf(schema)) - before, data: answer.data! };
}

beforeAll(async () => {
  stack = await startTestStack({
    ...complianceEnv(),
    ...factoryEnv(),
    RATE_LIMIT_FACTOR: '0',
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('compliance', () => {
  /** A tenant with an entity of `documents` documents and `workflows` workflow instances, made through the REST surface. */
  async function entityWith(documents: number, workflows: number): Promise<{ owner: TenantUser; entityId: string }> {
    const owner = await seedTenant(complianceSql(() => stack));
    const entityId = await seedEntity(
      complianceSql(() => stack),
      owner.tenantId,
    );
    for (let index = 0; index < documents; index++) {
      const form = new FormData();
      form.append('entityId', entityId);
      form.append('documentType', 'PAN_CARD');
      form.append('triggerExtraction', 'false');
      form.append(
        'file',
        new Blob([new Uint8Array(await renderPdf((pdf) => pdf.text(`Document ${index}`)))], {
          type: 'application/pdf',
        }),
        `d${index}.pdf`,
      );
      const response = await fetch(`${stack.restUrl}/compliance/api/v1/documents/upload`, {
        method: 'POST',
        body: form,
        headers: owner.headers,
      });
      expect(response.status).toBeLessThan(300);
    }
    for (let index = 0; index < workflows; index++) {
      const template = await complianceCall(
        'POST',
        '/api/v1/workflows/templates',
        annualFiling({ workflowName: `Filing ${index}` }),
        owner.headers,
      );
      const instance = await complianceCall(
        'POST',
        '/api/v1/workflows/instances',
        { tenantId: owner.tenantId, templateId: template.body.data.id, entityId },
        owner.headers,
      );
      expect(instance.status).toBe(201);
    }
    return { owner, entityId };
  }

  const ENTITY_PAGE = `query($id: ID!) {
    businessEntity(id: $id) { id name documents { id filename entity { id name } extraction { id } } }
    workflowInstances(entityId: $id, limit: 50) { total items { id status template { id workflowName } entity { id name } tenant { id } } }
  }`;

  test('an entity with its documents and workflow instances: the same statements for 1 or 8 of each', async () => {
    const counts: number[] = [];
    for (const size of [1, 8]) {
      const { owner, entityId } = await entityWith(size, size);
      const { count, data } = await statementsFor('compliance', ENTITY_PAGE, { id: entityId }, owner.headers);
      expect((data.businessEntity as { documents: unknown[] }).documents).toHaveLength(size);
      expect((data.workflowInstances as { items: unknown[] }).items).toHaveLength(size);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(8);
  }, 120_000);

  test('the entity list with their documents: the same statements for 1 or 6 entities', async () => {
    const counts: number[] = [];
    for (const size of [1, 6]) {
      const owner = await seedTenant(complianceSql(() => stack));
      for (let index = 0; index < size; index++)
        await seedEntity(
          complianceSql(() => stack),
          owner.tenantId,
          {},
          `Entity ${index} Private Limited`,
        );
      const { count, data } = await statementsFor(
        'compliance',
        `{ businessEntities(limit: 20) { total items { id name documents { id } } } }`,
        {},
        owner.headers,
      );
      expect((data.businessEntities as { items: unknown[] }).items).toHaveLength(size);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
  }, 60_000);
});

describe('factory', () => {
  /** A tenant with `workers` workers and as many jobs, each of whose two paid steps a worker completed. */
  async function productionOf(workers: number): Promise<FactoryUser> {
    const sql = factorySql(() => stack);
    const plan = await seedPlan(sql, { limits: { maxWorkers: 100 } });
    const tenant = await seedFactoryTenant(sql, plan.id);
    const admin = await seedUser(sql, tenant.id);
    const superAdmin = await seedUser(sql, null);
    expect(
      (await factoryCall('POST', '/tenant-config', sampleConfiguration(tenant.id), superAdmin.headers)).status,
    ).toBeLessThan(300);
    const article = await factoryCall(
      'POST',
      '/article/create',
      {
        articleNo: 'A-1',
        name: 'Kurta',
        attributes: { color: 'Red' },
        stepRates: [
          { step: 'Cutting', rate: 2 },
          { step: 'Stitching', rate: 3 },
        ],
      },
      admin.headers,
    );
    for (let index = 0; index < workers; index++) {
      const worker = await factoryCall('POST', '/worker/create', { name: `Worker ${index}` }, admin.headers);
      const job = await factoryCall(
        'POST',
        '/job/create',
        { jobNo: `J-${index}`, article: article.body.data.article._id, size: 6, quantity: 2 },
        admin.headers,
      );
      for (const step of ['Cutting', 'Stitching']) {
        const moved = await factoryCall(
          'PATCH',
          `/job/${job.body.data.job._id}`,
          { step, status: 'completed', worker: worker.body.data.worker._id },
          admin.headers,
        );
        expect(moved.status).toBe(200);
      }
    }
    return admin;
  }

  const QUERIES: Record<string, { query: string; items(data: Record<string, unknown>): unknown[] }> = {
    workers: {
      query: `{ factoryWorkers(limit: 50) { total items { id name skills } } }`,
      items: (data) => (data.factoryWorkers as { items: unknown[] }).items,
    },
    'jobs with their article and the workers of their steps': {
      query: `{ factoryJobs(limit: 50) { total items { id jobNo article { id name } steps { id name status worker { id name } } } } }`,
      items: (data) => (data.factoryJobs as { items: unknown[] }).items,
    },
    'the task report by worker': {
      query: `{ factoryTaskReport(input: { groupBy: WORKER }) { groups { key label steps pieces amount } totals { steps } } }`,
      items: (data) => (data.factoryTaskReport as { groups: unknown[] }).groups,
    },
    'the task report by article': {
      query: `{ factoryTaskReport(input: { groupBy: ARTICLE }) { groups { key label steps } } }`,
      items: (data) => (data.factoryTaskReport as { groups: unknown[] }).groups,
    },
  };

  let small: FactoryUser;
  let large: FactoryUser;
  beforeAll(async () => {
    small = await productionOf(1);
    large = await productionOf(10);
  }, 120_000);

  test.each(Object.entries(QUERIES))(
    '%s: the same statements for 1 or 10 workers and jobs',
    async (_name, { query, items }) => {
      const few = await statementsFor('factory', query, {}, small.headers);
      const many = await statementsFor('factory', query, {}, large.headers);
      expect(items(many.data).length).toBeGreaterThan(items(few.data).length - 1);
      expect(many.count).toBe(few.count);
      expect(few.count).toBeLessThanOrEqual(8);
    },
  );
});
