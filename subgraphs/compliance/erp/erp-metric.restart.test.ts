import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { resetConfig } from '../../../platform/config.js';
import { complianceEnv, seedEntity, seedTenant } from '../../../test/support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { graphqlRequest } from '../../../test/support/stack.js';
import { startSubgraph, type RunningSubgraph } from '../../shared/server.js';
import { complianceSubgraph } from '../subgraph.js';
import { erpMetricJob } from './erp-metric.job.js';

/**
 * "A queued metric survives a restart of the process", shown deterministically: an API-only instance (no job
 * workers) accepts the metric and stops before anything can store it; the job waits in PostgreSQL; a normal
 * instance started afterwards on the same database stores it, exactly once.
 */
let database: TestDatabase;
let running: RunningSubgraph | undefined;

const sqlOn =
  (subgraph: RunningSubgraph) =>
  <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    subgraph.orm.em.fork().execute<T[]>(query, params);

beforeAll(async () => {
  for (const [key, value] of Object.entries(complianceEnv({ RATE_LIMIT_FACTOR: '0' }))) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
  database = await createTestDatabase();
});

afterAll(async () => {
  await running?.stop();
  await database?.drop();
});

test('stores a metric queued before a restart once the next process works the queue', async () => {
  running = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url, runJobWorkers: false });
  let sql = sqlOn(running);
  const { tenantId } = await seedTenant(sql);
  const entityId = await seedEntity(sql, tenantId);

  const answer = await graphqlRequest<{ submitErpMetric: { referenceId: string } }>(
    running.url,
    `mutation($input: SubmitErpMetricInput!) { submitErpMetric(input: $input) { referenceId queued } }`,
    { input: { tenantId, entityId, metricType: 'TURNOVER', metricValue: 5_000_000_000.25 } },
  );
  expect(answer.errors).toBeUndefined();
  const { referenceId } = answer.data!.submitErpMetric;

  // Long enough for a worker to have picked the job up, had there been one.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await sql(`select id from compliance.financial_metric`)).toEqual([]);
  expect(
    await sql(`select state, data->>'referenceId' as "referenceId" from compliance_jobs.job where name = ?`, [
      erpMetricJob.name,
    ]),
  ).toEqual([{ state: 'created', referenceId }]);
  await running.stop();

  running = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url });
  sql = sqlOn(running);
  const deadline = Date.now() + 20_000;
  while (!(await sql(`select id from compliance.financial_metric`)).length) {
    if (Date.now() > deadline) throw new Error('the metric queued before the restart was never stored');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(
    await sql(
      `select reference_id as "referenceId", metric_type as "metricType", metric_value::text as "metricValue" from compliance.financial_metric`,
    ),
  ).toEqual([{ referenceId, metricType: 'TURNOVER', metricValue: '5000000000.25' }]);
  expect(await sql(`select state from compliance_jobs.job where name = ?`, [erpMetricJob.name])).toEqual([
    { state: 'completed' },
  ]);
});
