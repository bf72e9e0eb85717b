import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { resetConfig } from '../../../platform/config.js';
import { PROJECT_ROOT } from '../../../platform/project-root.js';
import { complianceEnv, seedEntity, seedTenant, type TenantUser } from '../../../test/support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { OpenAiCompatibleServer } from '../../../test/support/openai-compatible-server.js';
import { incorporationCertificatePdf, sampleCompany } from '../../../test/support/sample-documents.js';
import { graphqlUpload } from '../../../test/support/stack.js';
import { waitFor } from '../../../test/support/wait.js';
import { startSubgraph, type RunningSubgraph } from '../../shared/server.js';
import { complianceSubgraph } from '../subgraph.js';
import { extractDocumentJob } from './extraction.job.js';

/**
 * The extraction queue's durability, shown with real processes: a job accepted by an instance that stops before
 * working it is worked by the next one; an attempt lost with its process (killed while it waits for the model)
 * is retried by another instance; a job whose every attempt fails ends FAILED with extraction.failed. The model
 * is an OpenAI-compatible endpoint played by a local server, so that an attempt can be held open at will.
 */
const UPLOAD = `mutation($file: Upload!, $entityId: ID!) {
  uploadDocument(file: $file, entityId: $entityId, documentType: CERTIFICATE_OF_INCORPORATION) { extractionJob { id } }
}`;

const model = new OpenAiCompatibleServer();
let database: TestDatabase;
let env: Record<string, string | undefined>;
let running: RunningSubgraph | undefined;
let child: ChildProcess | undefined;
let owner: TenantUser;
let entityId: string;
let certificate: Buffer;

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
  running!.orm.em.fork().execute<T[]>(query, params);

const modelAnswer = {
  category: 'INCORPORATION_CERT',
  fields: {
    companyName: { value: sampleCompany.name, confidence: 0.97 },
    cin: { value: sampleCompany.cin, confidence: 0.99 },
  },
};

function configure(): void {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}

async function start(options: { runJobWorkers?: boolean } = {}): Promise<RunningSubgraph> {
  configure();
  running = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: database.url, ...options });
  return running;
}

async function upload(): Promise<string> {
  const answer = await graphqlUpload<{ uploadDocument: { extractionJob: { id: string } } }>(
    running!.url,
    UPLOAD,
    { entityId },
    { bytes: certificate, filename: 'certificate.pdf' },
    owner.headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.uploadDocument.extractionJob.id;
}

const jobRow = async (jobId: string) =>
  (
    await sql<{
      status: string;
      attempts: number;
      error: string | null;
      category: string | null;
      extracted_data: Record<string, unknown> | null;
    }>(`select status, attempts, error, category, extracted_data from compliance.extraction_job where id = ?`, [jobId])
  )[0];

const finished = (jobId: string, timeoutMs: number) =>
  waitFor(
    async () => {
      const row = await jobRow(jobId);
      return row.status === 'PROCESSING' ? undefined : row;
    },
    { timeoutMs, intervalMs: 200, what: `job ${jobId} to finish` },
  );

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await model.start();
  database = await createTestDatabase();
  env = complianceEnv({
    RATE_LIMIT_FACTOR: '0',
    DOCUMENT_EXTRACTOR: 'openai',
    EXTRACTION_LLM_URL: model.baseUrl,
    EXTRACTION_LLM_API_KEY: model.apiKey,
  });
  await start();
  owner = await seedTenant(sql);
  entityId = await seedEntity(sql, owner.tenantId);
  certificate = await incorporationCertificatePdf();
  await running!.stop();
  running = undefined;
}, 60_000);

beforeEach(() => {
  model.reset().answerWith(modelAnswer);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await running?.stop();
  await model.stop();
  await database?.drop();
});

test('a job accepted by an instance that stops before working it is worked by the next instance', async () => {
  await start({ runJobWorkers: false });
  const jobId = await upload();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(model.requests).toHaveLength(0);
  expect(await sql(`select state from compliance_jobs.job where name = ?`, [extractDocumentJob.name])).toEqual([
    { state: 'created' },
  ]);
  await running!.stop();

  await start();
  const row = await finished(jobId, 30_000);
  expect(row).toMatchObject({
    status: 'COMPLETED',
    attempts: 1,
    category: 'INCORPORATION_CERT',
    extracted_data: { companyName: sampleCompany.name, cin: sampleCompany.cin },
  });
  expect(model.requests).toHaveLength(1);
  await running!.stop();
}, 60_000);

test('an attempt lost with its process (killed mid-extraction) is retried by another instance and completes once', async () => {
  await start({ runJobWorkers: false });
  const jobId = await upload();
  await running!.stop();

  // A worker process of its own, killed while the model keeps its request open.
  model.hang();
  const port = await freePort();
  child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/subgraphs/compliance/main.js')], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
      DATABASE_URL: database.url,
      COMPLIANCE_PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await waitFor(() => (model.requests.length ? true : undefined), { what: 'the worker process to ask the model' });
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  child = undefined;

  model.reset().answerWith(modelAnswer);
  await start();
  expect((await jobRow(jobId)).status).toBe('PROCESSING');
  const row = await finished(jobId, 60_000);
  expect(row).toMatchObject({ status: 'COMPLETED', attempts: 2, category: 'INCORPORATION_CERT' });
  expect(model.requests).toHaveLength(1);
  expect(
    await sql(`select count(*)::int as events from compliance.event_outbox where routing_key = ?`, [
      `extraction.completed.${jobId}`,
    ]),
  ).toEqual([{ events: 1 }]);
  await running!.stop();
}, 120_000);

test('a job whose every attempt fails ends FAILED after a bounded number of attempts, with extraction.failed', async () => {
  model.failWith(503, 'The model is overloaded');
  await start();
  const jobId = await upload();
  const row = await finished(jobId, 90_000);
  const attempts = (extractDocumentJob.retryLimit ?? 0) + 1;
  expect(row).toMatchObject({ status: 'FAILED', attempts });
  expect(row.error).toMatch(new RegExp(`after ${attempts} attempts: .*overloaded`));
  expect(model.requests).toHaveLength(attempts);
  const [event] = await sql<{ payload: Record<string, unknown> }>(
    `select payload from compliance.event_outbox where routing_key = ?`,
    [`extraction.failed.${jobId}`],
  );
  expect(event.payload).toMatchObject({
    eventType: 'extraction.failed',
    jobId,
    entityId,
    tenantId: owner.tenantId,
    error: row.error,
  });
}, 120_000);
