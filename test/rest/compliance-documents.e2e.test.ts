/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  complianceRest,
  complianceSql,
  expectComplianceError,
  ISO_TIMESTAMP,
  seedEntity,
  seedTenant,
  startComplianceStack,
  UUID,
  type TenantUser,
} from '../support/compliance.js';
import {
  blankPng,
  incorporationCertificatePdf,
  incorporationCertificatePng,
  sampleCompany,
  shortTextPdf,
} from '../support/sample-documents.js';
import type { TestStack } from '../support/stack.js';
import { answerOf } from '../support/training-rest.js';
import { waitFor } from '../support/wait.js';

/**
 * Compliance documents through the whole system: legacy multipart uploads → REST adapter → gateway (GraphQL
 * multipart) → compliance subgraph → object storage and the extraction queue in PostgreSQL → the built-in
 * extractor (PDF text layer, OCR) → the job view, the vault, human verification and the events, on a real
 * RabbitMQ binding when the machine has a broker.
 */
const PUBLIC_URL = 'https://comply.example.test';
const exchange = `test.documents.${randomUUID()}`;
const amqpUrl = process.env.AMQP_URL;

let stack: TestStack;
let owner: TenantUser;
let stranger: TenantUser;
let entityId: string;
let strangersEntityId: string;
let certificatePdf: Buffer;
let certificatePng: Buffer;
let broker: { connection: ChannelModel; channel: Channel; received: ConsumeMessage[] } | undefined;

const call = complianceRest(
  () => stack,
  () => owner.headers,
);
const sql = complianceSql(() => stack);

beforeAll(async () => {
  if (amqpUrl) {
    const connection = await connect(amqpUrl);
    const channel = await connection.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, exchange, 'extraction.#');
    const received: ConsumeMessage[] = [];
    await channel.consume(queue, (message) => message && received.push(message), { noAck: true });
    broker = { connection, channel, received };
  }
  stack = await startComplianceStack({
    PUBLIC_URL,
    RATE_LIMIT_FACTOR: '0',
    STORAGE_DIR: undefined,
    AMQP_URL: amqpUrl,
    EVENTS_EXCHANGE: exchange,
  });
  owner = await seedTenant(sql);
  stranger = await seedTenant(sql);
  entityId = await seedEntity(sql, owner.tenantId, { companyName: 'Acme (unverified)' });
  strangersEntityId = await seedEntity(sql, stranger.tenantId);
  [certificatePdf, certificatePng] = await Promise.all([incorporationCertificatePdf(), incorporationCertificatePng()]);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (broker) {
    await broker.channel.deleteExchange(exchange).catch(() => undefined);
    await broker.connection.close();
  }
});

/** A legacy multipart request: `file` (when given, with its name and declared type) and text fields. */
async function post<T = any>(
  path: string,
  file: { bytes: Uint8Array; name: string; type?: string } | undefined,
  fields: Record<string, string>,
  headers = owner.headers,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return answerOf<T>(await fetch(`${stack.restUrl}/compliance/api/v1${path}`, { method: 'POST', body: form, headers }));
}

const upload = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}, headers = owner.headers) =>
  post(
    '/documents/upload',
    { bytes, name },
    { entityId, documentType: 'CERTIFICATE_OF_INCORPORATION', ...fields },
    headers,
  );

/** The job view once the job has finished. */
const finishedJob = (jobId: string) =>
  waitFor(
    async () => {
      const answer = await call('GET', `/api/v1/idp/extract/${jobId}`);
      expect(answer.status).toBe(200);
      return answer.body.status === 'processing' ? undefined : answer.body;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: `job ${jobId} to finish` },
  );

const documentRows = () => sql<{ id: string }>(`select id from compliance.document`);
const storedFiles = async () => {
  const directory = join(stack.dataDir, 'storage', 'compliance', 'documents');
  const tenants = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(tenants.map((tenant) => readdir(join(directory, tenant))));
  return files.flat().filter((name) => !name.endsWith('.part'));
};

/** The event the outbox recorded for `routingKey`, and its delivery on RabbitMQ when the machine has a broker. */
async function publishedEvent(routingKey: string): Promise<Record<string, unknown>> {
  const [row] = await sql<{ id: string; payload: Record<string, unknown> }>(
    `select id, payload from compliance.event_outbox where routing_key = ?`,
    [routingKey],
  );
  expect(row).toBeDefined();
  if (broker) {
    const message = await waitFor(() =>
      broker!.received.find((candidate) => candidate.fields.routingKey === routingKey),
    );
    expect(message.properties).toMatchObject({ messageId: row.id, deliveryMode: 2, contentType: 'application/json' });
    expect(JSON.parse(message.content.toString())).toEqual(row.payload);
  }
  return row.payload;
}

describe('POST /api/v1/documents/upload and GET /api/v1/idp/extract/:jobId', () => {
  let pdfJob: any;
  let pdfDocumentId: string;

  test('a generated certificate PDF is stored, extracted from its text layer, and reported by extraction.completed', async () => {
    const answer = await upload(certificatePdf, 'certificate.pdf');
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      documentId: expect.stringMatching(UUID),
      jobId: expect.stringMatching(UUID),
      status: 'processing',
      message: expect.any(String),
    });
    pdfDocumentId = answer.body.documentId;

    pdfJob = await finishedJob(answer.body.jobId);
    expect(pdfJob).toMatchObject({
      jobId: answer.body.jobId,
      status: 'completed',
      category: 'INCORPORATION_CERT',
      processingTime: expect.any(Number),
      documentId: pdfDocumentId,
      entityId,
    });
    expect(pdfJob.extractedData).toMatchObject({
      companyName: sampleCompany.name,
      cin: sampleCompany.cin,
      dateOfIncorporation: sampleCompany.dateOfIncorporation,
      authorizedCapital: sampleCompany.authorizedCapital,
      paidUpCapital: sampleCompany.paidUpCapital,
    });
    expect(pdfJob.extractedData.directors).toEqual(
      sampleCompany.directors.map((director) => expect.objectContaining({ name: director.name, din: director.din })),
    );
    for (const field of Object.keys(pdfJob.extractedData)) {
      expect(pdfJob.confidence[field]).toBeGreaterThan(0.5);
      expect(pdfJob.confidence[field]).toBeLessThanOrEqual(1);
    }
    expect(pdfJob.verificationFlags).toMatchObject({
      cin: 'mandatory_verification',
      companyName: 'mandatory_verification',
    });

    const payload = await publishedEvent(`extraction.completed.${answer.body.jobId}`);
    expect(payload).toEqual({
      eventType: 'extraction.completed',
      jobId: answer.body.jobId,
      entityId,
      tenantId: owner.tenantId,
      documentType: 'CERTIFICATE_OF_INCORPORATION',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      extractedData: pdfJob.extractedData,
    });
  });

  test('a generated certificate image is read by OCR, each field with its own confidence', async () => {
    const answer = await upload(certificatePng, 'scan.png', { documentType: 'CERTIFICATE_OF_INCORPORATION' });
    expect(answer.status).toBe(201);
    const job = await finishedJob(answer.body.jobId);
    expect(job).toMatchObject({ status: 'completed', category: 'INCORPORATION_CERT' });
    expect(job.extractedData).toMatchObject({ cin: sampleCompany.cin, companyName: sampleCompany.name });
    const confidences = Object.values<number>(job.confidence);
    expect(confidences.length).toBeGreaterThan(2);
    for (const value of confidences) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(new Set(confidences).size).toBeGreaterThan(1);
    await publishedEvent(`extraction.completed.${answer.body.jobId}`);
  });

  test('an image without text fails its job with a reason, reported by extraction.failed', async () => {
    const answer = await upload(await blankPng(), 'blank.png');
    expect(answer.status).toBe(201);
    const job = await finishedJob(answer.body.jobId);
    expect(job).toMatchObject({ status: 'failed', extractedData: null, error: expect.stringMatching(/text/i) });
    expect(await publishedEvent(`extraction.failed.${answer.body.jobId}`)).toEqual({
      eventType: 'extraction.failed',
      jobId: answer.body.jobId,
      entityId,
      tenantId: owner.tenantId,
      documentType: 'CERTIFICATE_OF_INCORPORATION',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      error: job.error,
    });
  });

  test('triggerExtraction=false stores the document without a job', async () => {
    const answer = await upload(certificatePdf, 'kept.pdf', { triggerExtraction: 'false' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ documentId: expect.stringMatching(UUID), jobId: null, status: 'uploaded' });
    expect(
      await sql(`select id from compliance.extraction_job where document_id = ?`, [answer.body.documentId]),
    ).toEqual([]);
  });

  test('bad files and bad fields are refused with clear errors, and nothing is stored', async () => {
    const documentsBefore = (await documentRows()).length;
    const filesBefore = (await storedFiles()).length;
    const disguised = await upload(Buffer.from('just some text pretending to be a PDF'), 'fake.pdf');
    expectComplianceError(disguised, 400, 'VALIDATION_ERROR');
    expect(disguised.body.error).toMatch(/PDF, JPEG, PNG or TIFF/);
    const oversized = await upload(Buffer.concat([certificatePdf, randomBytes(10 * 1024 * 1024)]), 'huge.pdf');
    expectComplianceError(oversized, 413, 'PAYLOAD_TOO_LARGE');
    expectComplianceError(await upload(certificatePdf, 'c.pdf', { entityId: 'not-a-uuid' }), 400, 'VALIDATION_ERROR');
    expectComplianceError(await upload(certificatePdf, 'c.pdf', { documentType: 'PASSPORT' }), 400, 'VALIDATION_ERROR');
    expectComplianceError(
      await post('/documents/upload', undefined, { entityId, documentType: 'PAN_CARD' }),
      400,
      'VALIDATION_ERROR',
    );
    expectComplianceError(await upload(certificatePdf, 'c.pdf', { entityId: strangersEntityId }), 404, 'NOT_FOUND');
    expectComplianceError(await upload(certificatePdf, 'c.pdf', {}, {}), 401, 'UNAUTHORIZED');
    expect((await documentRows()).length).toBe(documentsBefore);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  test('an oversized upload is refused from its declared length, before the body is read', async () => {
    const body = Buffer.alloc(12 * 1024 * 1024);
    const response = await fetch(`${stack.restUrl}/compliance/api/v1/documents/upload`, {
      method: 'POST',
      headers: {
        ...owner.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(body.length),
      },
      body,
    });
    expectComplianceError(await answerOf(response), 413, 'PAYLOAD_TOO_LARGE');
  });

  test("another tenant's job is not found; an unknown one neither", async () => {
    expectComplianceError(
      await call('GET', `/api/v1/idp/extract/${pdfJob.jobId}`, undefined, stranger.headers),
      404,
      'NOT_FOUND',
    );
    expectComplianceError(await call('GET', `/api/v1/idp/extract/${randomUUID()}`), 404, 'NOT_FOUND');
  });

  describe('reading documents back', () => {
    test('GET /documents/:documentId answers the metadata and a signed URL that serves the exact bytes', async () => {
      const answer = await call('GET', `/api/v1/documents/${pdfDocumentId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: pdfDocumentId,
        entityId,
        tenantId: owner.tenantId,
        documentType: 'CERTIFICATE_OF_INCORPORATION',
        filename: 'certificate.pdf',
        contentType: 'application/pdf',
        size: certificatePdf.length,
        sha256: createHash('sha256').update(certificatePdf).digest('hex'),
        uploadedBy: owner.userId,
        extraction: {
          jobId: pdfJob.jobId,
          status: 'completed',
          category: 'INCORPORATION_CERT',
          confidence: expect.any(Number),
        },
      });
      const signedUrl: string = answer.body.data.signedUrl;
      expect(signedUrl.startsWith(`${PUBLIC_URL}/compliance/api/v1/documents/files/`)).toBe(true);
      const path = signedUrl.slice(PUBLIC_URL.length);
      const download = await fetch(`${stack.restUrl}${path}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), certificatePdf)).toBe(0);

      const token = path.slice(path.lastIndexOf('/') + 1);
      const [header, claims, signature] = token.split('.');
      const forged = JSON.parse(Buffer.from(claims, 'base64url').toString());
      forged.key = `compliance/documents/${stranger.tenantId}/${randomUUID()}`;
      const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      expectComplianceError(
        await answerOf(await fetch(`${stack.restUrl}/compliance/api/v1/documents/files/${tampered}`)),
        403,
        'FORBIDDEN',
      );
    });

    test('GET /entities/:entityId/documents lists the entity’s documents, newest first', async () => {
      const answer = await call('GET', `/api/v1/entities/${entityId}/documents`);
      expect(answer.status).toBe(200);
      const ids = answer.body.data.map((document: any) => document.id);
      expect(ids).toContain(pdfDocumentId);
      expect(answer.body.data.every((document: any) => document.entityId === entityId && document.signedUrl)).toBe(
        true,
      );
      const times = answer.body.data.map((document: any) => document.uploadedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expectComplianceError(await call('GET', `/api/v1/entities/${strangersEntityId}/documents`), 404, 'NOT_FOUND');
    });

    test("another tenant's document is not found", async () => {
      expectComplianceError(
        await call('GET', `/api/v1/documents/${pdfDocumentId}`, undefined, stranger.headers),
        404,
        'NOT_FOUND',
      );
      expectComplianceError(
        await call('GET', `/api/v1/documents/vault/${pdfDocumentId}`, undefined, stranger.headers),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('the vault', () => {
    test('POST /documents/vault/upload keeps a file; GET /documents/vault lists the tenant’s documents; GET /documents/vault/:id reads one', async () => {
      const stored = await post(
        '/documents/vault/upload',
        { bytes: certificatePng, name: 'board-photo.png' },
        { description: 'Signed original' },
      );
      expect(stored.status).toBe(201);
      expect(stored.body.data).toMatchObject({
        id: expect.stringMatching(UUID),
        source: 'VAULT',
        documentType: 'OTHER',
        entityId: null,
        contentType: 'image/png',
        description: 'Signed original',
        signedUrl: expect.stringContaining('/compliance/api/v1/documents/files/'),
        extraction: null,
      });
      const list = await call('GET', '/api/v1/documents/vault?limit=100');
      expect(list.status).toBe(200);
      expect(list.body.pagination).toMatchObject({ page: 1, limit: 100, total: list.body.data.length });
      expect(list.body.data.map((document: any) => document.id)).toEqual(
        expect.arrayContaining([stored.body.data.id, pdfDocumentId]),
      );
      const onlyVault = await call('GET', '/api/v1/documents/vault?source=vault');
      expect(onlyVault.body.data.map((document: any) => document.id)).toEqual([stored.body.data.id]);
      const one = await call('GET', `/api/v1/documents/vault/${stored.body.data.id}`);
      expect(one.body.data).toMatchObject({
        id: stored.body.data.id,
        filename: 'board-photo.png',
        size: certificatePng.length,
      });
      const strangers = await call('GET', '/api/v1/documents/vault', undefined, stranger.headers);
      expect(strangers.body.data).toEqual([]);
    });
  });

  describe('POST /api/v1/documents/verification/save', () => {
    test('applies verified values with _verification entries through optimistic locking: version bump, audit, profile.updated', async () => {
      const before = await call('GET', `/api/v1/entities/${entityId}`);
      const version = before.body.version;
      const verifiedData = {
        companyName: pdfJob.extractedData.companyName,
        cin: pdfJob.extractedData.cin,
        dateOfIncorporation: pdfJob.extractedData.dateOfIncorporation,
      };
      const answer = await call('POST', '/api/v1/documents/verification/save', {
        entityId,
        version,
        jobId: pdfJob.jobId,
        verifiedData,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.version).toBe(version + 1);
      const after = await call('GET', `/api/v1/entities/${entityId}`);
      expect(after.body.data.profileData).toMatchObject(verifiedData);
      for (const field of Object.keys(verifiedData)) {
        expect(after.body.data.profileData._verification[field]).toEqual({
          status: 'verified',
          verifiedBy: owner.userId,
          verifiedAt: expect.stringMatching(ISO_TIMESTAMP),
        });
      }
      const [audit] = await sql<any>(
        `select action, document_id, changes from compliance.audit_event where action = 'DOCUMENT_DATA_VERIFIED' and entity_id = ?`,
        [entityId],
      );
      expect(audit).toMatchObject({ action: 'DOCUMENT_DATA_VERIFIED', document_id: pdfDocumentId });
      expect(audit.changes.map((change: any) => change.field)).toEqual(
        expect.arrayContaining(['companyName', 'cin', '_verification']),
      );
      const [event] = await sql<any>(
        `select payload from compliance.event_outbox where routing_key = ? order by created_at desc limit 1`,
        [`profile.updated.${entityId}`],
      );
      expect(event.payload).toMatchObject({
        eventType: 'profile.updated',
        entityId,
        version: version + 1,
        userId: owner.userId,
      });
      const job = await call('GET', `/api/v1/idp/extract/${pdfJob.jobId}`);
      expect(job.body).toMatchObject({ verifiedBy: owner.userId, verifiedAt: expect.stringMatching(ISO_TIMESTAMP) });
    });

    test('a stale version is a 409 with the current state; no version is MISSING_VERSION; bad values are named', async () => {
      const current = (await call('GET', `/api/v1/entities/${entityId}`)).body.version;
      const stale = await call('POST', '/api/v1/documents/verification/save', {
        entityId,
        version: current - 1,
        verifiedData: { pan: 'AAACA1234F' },
      });
      expectComplianceError(stale, 409, 'VERSION_CONFLICT', { currentVersion: current });
      expectComplianceError(
        await call('POST', '/api/v1/documents/verification/save', { entityId, verifiedData: { pan: 'AAACA1234F' } }),
        400,
        'MISSING_VERSION',
      );
      const invalid = await call('POST', '/api/v1/documents/verification/save', {
        entityId,
        version: current,
        verifiedData: { cin: 'nonsense', notAField: 1 },
      });
      expectComplianceError(invalid, 400, 'VALIDATION_ERROR');
      expect(invalid.body.details.fields).toMatchObject({ cin: expect.any(Array), notAField: expect.any(Array) });
      expectComplianceError(
        await call('POST', '/api/v1/documents/verification/save', {
          entityId: strangersEntityId,
          version: 1,
          verifiedData: { pan: 'AAACA1234F' },
        }),
        404,
        'NOT_FOUND',
      );
      expect((await call('GET', `/api/v1/entities/${entityId}`)).body.version).toBe(current);
    });
  });
});

describe('POST /api/v1/documents/process', () => {
  test('extracts at once and answers {data:{category, extractedFields, confidence}} without keeping the file', async () => {
    const documentsBefore = (await documentRows()).length;
    const answer = await post('/documents/process', { bytes: certificatePdf, name: 'c.pdf' }, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      category: 'INCORPORATION_CERT',
      extractedFields: { cin: sampleCompany.cin },
      confidence: expect.any(Number),
    });
    expect(answer.body.data.confidence).toBeGreaterThan(0.5);
    expect((await documentRows()).length).toBe(documentsBefore);
  });

  test('an unreadable document is a 400 with the reason', async () => {
    const answer = await post('/documents/process', { bytes: await shortTextPdf(), name: 'short.pdf' }, {});
    expectComplianceError(answer, 400, 'VALIDATION_ERROR');
    expect(answer.body.error).toMatch(/could not be read/);
  });
});
