import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { annualFiling } from '../../subgraphs/compliance/workflows/workflow.fixtures.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { seedEntity, seedTenant, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { pdfText } from '../support/pdf.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';
import { TestS3Server } from '../support/s3-server.js';
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import { SqlConnection } from '../support/sql-connection.js';
import { graphqlRequest, graphqlUpload } from '../support/stack.js';
import { answerOf, type Answer } from '../support/training-rest.js';

/**
 * Replicas on different hosts (README, Operations: Replicas). Two whole stacks run as processes of their own
 * (`dist/scripts/start-stack.js`: every component), each with a data folder of its own, over one database and one
 * S3-compatible bucket (the test's S3 server, which checks every request's signature), and are given the same
 * FILE_LINK_SECRET, IDP_JWT_SECRET, FACTORY_JWT_SECRET and EVENT_CURSOR_SECRET: whatever one replica stored, generated or signed, the
 * other serves, through the REST adapter and the gateway alike. Then two compliance subgraphs with data folders of
 * their own and no FILE_LINK_SECRET: a link one signed is refused by the other, so the variable is what makes
 * replicas agree.
 */
const PUBLIC_URL = 'https://platform.example.test';
const KEY_PREFIX = 'replicas';
const SHARED_SECRETS = {
  FILE_LINK_SECRET: 'file-link-secret-shared-by-every-replica',
  IDP_JWT_SECRET: TEST_JWT_SECRET,
  FACTORY_JWT_SECRET: 'factory-secret-shared-by-every-replica',
  EVENT_CURSOR_SECRET: 'event-cursor-secret-shared-by-every-replica',
};
const SUPERADMIN = { email: 'operator@example.test', password: 'replica-superadmin-password' };

const s3 = new TestS3Server();
let database: TestDatabase;
let sql: SqlConnection;

/** What every process of this file is given: the shared database and bucket; no broker, mail server or provider. */
const commonEnv = () => ({
  DATABASE_URL: database.url,
  ...s3.env({ keyPrefix: KEY_PREFIX }),
  PUBLIC_URL,
  GATEWAY_PUBLIC_URL: PUBLIC_URL,
  STORAGE_DIR: undefined,
  AMQP_URL: undefined,
  SMTP_URL: undefined,
  IDP_URL: undefined,
  IDP_SERVICE_KEY: undefined,
  AUDIT_LOG_URL: undefined,
  TRAINING_URL: undefined,
  COMPLIANCE_URL: undefined,
  FACTORY_URL: undefined,
  GATEWAY_URL: undefined,
  RATE_LIMIT_FACTOR: '0',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
});

beforeAll(async () => {
  await s3.start();
  database = await createTestDatabase();
  sql = await SqlConnection.open(database.url);
}, 60_000);

afterAll(async () => {
  await sql?.close();
  await database?.drop();
  await s3.stop();
});

const objectKey = (key: string) => `${KEY_PREFIX}/${key}`;
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

interface Replica {
  readonly process: ComponentProcess;
  readonly dataDir: string;
  readonly restUrl: string;
  /** The gateway's origin (its /graphql and /files). */
  readonly gatewayUrl: string;
}

/** A whole stack in a process of its own, on ports and a data folder of its own: what one host runs. */
async function startReplica(name: string, env: Record<string, string | undefined>): Promise<Replica> {
  const [gateway, training, compliance, factory, rest] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), `replica-${name}-`));
  const process = await startComponent({
    name: `replica ${name}`,
    script: 'dist/scripts/start-stack.js',
    env: {
      ...commonEnv(),
      ...env,
      DATA_DIR: dataDir,
      GATEWAY_PORT: String(gateway),
      TRAINING_PORT: String(training),
      COMPLIANCE_PORT: String(compliance),
      FACTORY_PORT: String(factory),
      REST_PORT: String(rest),
    },
    // The REST adapter starts last, once the subgraphs and the gateway answer.
    healthUrl: `http://127.0.0.1:${rest}/compliance/health`,
    startTimeoutMs: 180_000,
  });
  return { process, dataDir, restUrl: `http://127.0.0.1:${rest}`, gatewayUrl: `http://127.0.0.1:${gateway}` };
}

/** A legacy REST request to a replica; a plain object body goes as JSON, FormData as multipart. */
async function rest(
  replica: Replica,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const json = body !== undefined && !(body instanceof FormData);
  return answerOf(
    await fetch(`${replica.restUrl}${path}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json ? JSON.stringify(body) : body,
    }),
  );
}

/** The bytes a replica serves at `path` (of a signed URL), or the status it refuses them with. */
async function download(origin: string, path: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const pathOf = (url: string) => {
  expect(url.startsWith(PUBLIC_URL)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

describe('replicas with data folders of their own, sharing the bucket and the secrets', () => {
  let a: Replica;
  let b: Replica;
  let owner: TenantUser;
  let entityId: string;

  beforeAll(async () => {
    const env = {
      ...SHARED_SECRETS,
      FACTORY_SUPERADMIN_EMAIL: SUPERADMIN.email,
      FACTORY_SUPERADMIN_PASSWORD: SUPERADMIN.password,
    };
    // One after the other: the first migrates the database.
    a = await startReplica('a', env);
    b = await startReplica('b', env);
    owner = await seedTenant(sql.sql);
    entityId = await seedEntity(sql.sql, owner.tenantId);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a?.process.stop(), b?.process.stop()]);
  });

  test('a compliance document uploaded through A is kept in the bucket and downloaded through B by its signed URL', async () => {
    const certificate = await incorporationCertificatePdf();
    const form = new FormData();
    form.append('entityId', entityId);
    form.append('documentType', 'CERTIFICATE_OF_INCORPORATION');
    form.append('triggerExtraction', 'false');
    form.append('file', new Blob([certificate]), 'incorporation.pdf');
    const uploaded = await rest(a, 'POST', '/compliance/api/v1/documents/upload', form, owner.headers);
    expect(uploaded.status).toBe(201);
    const documentId = uploaded.body.documentId as string;
    expect(
      sameBytes(s3.objects.get(objectKey(`compliance/documents/${owner.tenantId}/${documentId}`))!.body, certificate),
    ).toBe(true);

    const read = await rest(a, 'GET', `/compliance/api/v1/documents/${documentId}`, undefined, owner.headers);
    expect(read.status).toBe(200);
    // B renews the token A signed (signedComplianceFile on B's compliance subgraph) and streams the file from the
    // bucket through B's gateway.
    const fromB = await download(b.restUrl, pathOf(read.body.data.signedUrl as string));
    expect(fromB.status).toBe(200);
    expect(sameBytes(fromB.bytes, certificate)).toBe(true);
    // Neither replica kept anything in its own data folder: the files are the bucket's.
    for (const replica of [a, b]) expect(existsSync(join(replica.dataDir, 'storage'))).toBe(false);
  });

  test('a workflow certificate generated on A is fetched through B’s gateway, whose compliance subgraph verifies A’s link', async () => {
    const template = await rest(a, 'POST', '/compliance/api/v1/workflows/templates', annualFiling(), owner.headers);
    expect(template.status).toBe(201);
    const instance = await rest(
      a,
      'POST',
      '/compliance/api/v1/workflows/instances',
      { tenantId: owner.tenantId, templateId: template.body.data.id, entityId },
      owner.headers,
    );
    expect(instance.status).toBe(201);
    const instanceId = instance.body.data.id as string;

    const generated = await graphqlRequest<{ generateWorkflowCertificate: { path: string } }>(
      `${a.gatewayUrl}/graphql`,
      `mutation ($instanceId: ID!) { generateWorkflowCertificate(instanceId: $instanceId) { path } }`,
      { instanceId },
      owner.headers,
    );
    expect(generated.errors).toBeUndefined();
    const { path } = generated.data!.generateWorkflowCertificate;
    const fromB = await download(b.gatewayUrl, path);
    expect(fromB.status).toBe(200);
    expect(await pdfText(fromB.bytes)).toContain('Compliance Status Report');
    expect(
      [...s3.objects.keys()].some((key) =>
        key.startsWith(objectKey(`compliance/workflow-certificates/${instanceId}/`)),
      ),
    ).toBe(true);

    // B signs its own link for A's token, for as long as the token lives.
    const token = path.slice(path.lastIndexOf('/') + 1);
    const renewed = await graphqlRequest<{ signedComplianceFile: { path: string; expiresIn: number } }>(
      `${b.gatewayUrl}/graphql`,
      `query ($token: String!) { signedComplianceFile(token: $token) { path expiresIn } }`,
      { token },
    );
    expect(renewed.errors).toBeUndefined();
    expect(renewed.data!.signedComplianceFile.expiresIn).toBeLessThanOrEqual(60);
    expect((await download(a.gatewayUrl, renewed.data!.signedComplianceFile.path)).status).toBe(200);
  });

  test('a training certificate issued on B is downloaded through A, and the training plan uploaded through A is downloaded through B', async () => {
    // Without an identity provider, training's development bypass admits the admin routes.
    const course = await rest(a, 'POST', '/training/api/v1/courses', {
      title: 'Working at Height',
      slug: 'working-at-height-replicas',
      description: 'One day.',
      is_published: true,
    });
    expect(course.status).toBe(201);
    const enrollment = await rest(a, 'POST', '/training/api/v1/enrollments', {
      course_id: course.body.data.id,
      learner_name: 'Ada Lovelace',
      learner_email: 'ada@example.com',
    });
    expect(enrollment.status).toBe(201);
    const completed = await rest(b, 'PATCH', `/training/api/v1/enrollments/${enrollment.body.data.id}`, {
      status: 'completed',
    });
    expect(completed.status).toBe(200);
    const { certificate_number: certificateNumber, credential_id: credentialId } = completed.body.data;

    const link = await graphqlRequest<{ certificatePdf: { path: string } }>(
      `${b.gatewayUrl}/graphql`,
      `query ($credentialId: String!) { certificatePdf(credentialId: $credentialId) { path } }`,
      { credentialId },
    );
    expect(link.errors).toBeUndefined();
    const fromA = await download(a.gatewayUrl, link.data!.certificatePdf.path);
    expect(fromA.status).toBe(200);
    expect(await pdfText(fromA.bytes)).toContain(certificateNumber);

    const plan = await renderPdf((document) => document.text('Training plan shared by the replicas'));
    const form = new FormData();
    form.append('file', new Blob([plan], { type: 'application/pdf' }), 'plan.pdf');
    expect((await rest(a, 'POST', '/training/api/v1/upload/training-plan', form)).status).toBe(201);
    const signed = await rest(a, 'GET', '/training/api/v1/upload/training-plan/download');
    expect(signed.status).toBe(200);
    const fromB = await download(b.restUrl, pathOf(signed.body.data.url as string));
    expect(fromB.status).toBe(200);
    expect(sameBytes(fromB.bytes, plan)).toBe(true);
  });

  test('a factory token signed in on A is accepted by B', async () => {
    const login = await rest(a, 'POST', '/factory/api/v1/auth/login', {
      username: SUPERADMIN.email,
      password: SUPERADMIN.password,
    });
    expect(login.status).toBe(200);
    const plans = await rest(b, 'GET', '/factory/api/v1/plan', undefined, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(plans.status).toBe(200);
    expect(plans.body.status).toBe('success');
  });

  test('the shared secrets were taken from the environment: neither replica generated one', () => {
    for (const replica of [a, b]) expect(existsSync(join(replica.dataDir, 'secrets'))).toBe(false);
  });
});

describe('without FILE_LINK_SECRET, replicas with data folders of their own refuse each other’s links', () => {
  const replicas: { process: ComponentProcess; url: string; dataDir: string }[] = [];
  let owner: TenantUser;
  let entityId: string;

  /** The compliance subgraph alone, as a process of its own with a data folder of its own. */
  const startCompliance = async (name: string) => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), `compliance-${name}-`));
    const process = await startComponent({
      name: `compliance ${name}`,
      script: 'dist/subgraphs/compliance/main.js',
      env: {
        ...commonEnv(),
        IDP_JWT_SECRET: TEST_JWT_SECRET,
        FILE_LINK_SECRET: undefined,
        DATA_DIR: dataDir,
        COMPLIANCE_PORT: String(port),
      },
      healthUrl: `http://127.0.0.1:${port}/health`,
      startTimeoutMs: 180_000,
    });
    replicas.push({ process, url: `http://127.0.0.1:${port}`, dataDir });
  };

  beforeAll(async () => {
    await startCompliance('c');
    await startCompliance('d');
    owner = await seedTenant(sql.sql);
    entityId = await seedEntity(sql.sql, owner.tenantId);
  }, 400_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.process.stop()));
  });

  test('the link C signed opens the file on C, and is refused by D although the file is in the shared bucket', async () => {
    const [c, d] = replicas as [(typeof replicas)[number], (typeof replicas)[number]];
    const certificate = await incorporationCertificatePdf();
    const uploaded = await graphqlUpload<{ uploadDocument: { document: { downloadUrl: { path: string } } } }>(
      `${c.url}/graphql`,
      `mutation ($entityId: ID!, $file: Upload!) {
        uploadDocument(entityId: $entityId, documentType: CERTIFICATE_OF_INCORPORATION, file: $file, triggerExtraction: false) {
          document { downloadUrl { path } }
        }
      }`,
      { entityId },
      { bytes: certificate, filename: 'incorporation.pdf' },
      owner.headers,
    );
    expect(uploaded.errors).toBeUndefined();
    // The gateway's /files/compliance/<token> is the subgraph's /files/<token>.
    const token = uploaded.data!.uploadDocument.document.downloadUrl.path.split('/').pop()!;

    const onC = await download(c.url, `/files/${token}`);
    expect(onC.status).toBe(200);
    expect(sameBytes(onC.bytes, certificate)).toBe(true);
    const onD = await download(d.url, `/files/${token}`);
    expect(onD.status).toBe(403);
    expect(JSON.parse(Buffer.from(onD.bytes).toString('utf8'))).toEqual({ message: 'Invalid download link' });
    const renewed = await graphqlRequest(
      `${d.url}/graphql`,
      `query ($token: String!) { signedComplianceFile(token: $token) { path } }`,
      { token },
    );
    expect(renewed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Each generated a secret of its own under its data folder.
    const [secretOfC, secretOfD] = [c, d].map((replica) =>
      readFileSync(join(replica.dataDir, 'secrets', 'file-links'), 'utf8'),
    );
    expect(secretOfC).not.toBe(secretOfD);
  });
});
