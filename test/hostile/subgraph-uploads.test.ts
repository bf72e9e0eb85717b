import { mkdtempSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  complianceEnv,
  complianceSql,
  seedTenant,
  startCompliance,
  startComplianceStack,
  type TenantUser,
} from '../support/compliance.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { refusalProblem } from '../support/legacy-errors.js';
import { freePort, startComponent, type ComponentProcess } from '../support/processes.js';
import { SqlConnection } from '../support/sql-connection.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import type { SubgraphUnderTest } from '../support/subgraph.js';
import { startTraining } from '../support/training.js';
import { waitFor } from '../support/wait.js';

/**
 * GraphQL multipart uploads sent straight to a subgraph listener (and through a gateway in front of it) whose file
 * grows beyond MAX_UPLOAD_BYTES while the resolver is already reading it. graphql-upload then destroys the file's
 * read stream with its PayloadTooLargeError; a stream nobody listened to at that moment threw it as an uncaught
 * exception, which takes a subgraph process down. Every such request must be answered 413 PAYLOAD_TOO_LARGE in the
 * GraphQL error shape, the process must go on serving, and every temporary file must be released.
 *
 * The bodies are chunked (no Content-Length refuses them before they are read) and smaller than the listener's
 * largest body (several files' worth), so that graphql-upload's per-file limit is what stops them. Many requests
 * cross the limit at staggered moments, so that some cross it while their resolver is between asking for the file's
 * stream and consuming it; the subgraphs run in this process, so an uncaught exception fails the suite.
 */
const MAX_UPLOAD_BYTES = 256 * 1024;
/** Four times the limit: over MAX_UPLOAD_BYTES, well under the listener's bound (two fields, five files, framing). */
const FILE_BYTES = 4 * MAX_UPLOAD_BYTES;
/** What is sent before the resolver can start reading: an eighth of the file, under the limit. */
const FIRST_BYTES = FILE_BYTES / 8;
const REQUESTS = 40;
/** Between one request's crossing of the limit and the next one's, so that together they span a resolver's start. */
const STAGGER_MS = 25;
const BOUNDARY = 'subgraph-upload-boundary';
const PIECE = Buffer.alloc(16 * 1024, 0x20);

/** Uncaught exceptions and unhandled rejections of this process (the subgraphs and gateways under test run in it). */
const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);

beforeAll(() => {
  process.on('uncaughtException', recordCrash);
  process.on('unhandledRejection', recordCrash);
});

afterAll(() => {
  process.off('uncaughtException', recordCrash);
  process.off('unhandledRejection', recordCrash);
});

interface RawAnswer {
  status: number;
  headers: Headers;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const chunk = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The answer once its head and whole body (by Content-Length or chunked) have arrived, else undefined. */
function parseAnswer(received: Buffer): RawAnswer | undefined {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = received.subarray(0, headEnd).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  let rest = received.subarray(headEnd + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  let body: Buffer;
  if (length !== undefined) {
    if (rest.length < Number(length)) return undefined;
    body = rest.subarray(0, Number(length));
  } else {
    const pieces: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd < 0) return undefined;
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) break;
      if (rest.length < lineEnd + 2 + size + 2) return undefined;
      pieces.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(pieces);
  }
  const headers = new Headers();
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { status, headers, body: JSON.parse(body.toString('utf8')) as RawAnswer['body'] };
}

/** The multipart fields of a GraphQL upload of `query`, whose file is the part named "0". */
const graphqlFields = (query: string) =>
  field('operations', JSON.stringify({ query, variables: { file: null } })) +
  field('map', JSON.stringify({ 0: ['variables.file'] }));

/**
 * A chunked multipart request over a raw socket: `fields`, then the head and the first bytes of a `FILE_BYTES` file in
 * the part `filePart`, are sent at once, the rest when `sendRest` is called; `answer` resolves with the parsed answer.
 */
function chunkedUpload(url: string, headers: Record<string, string>, fields: string, filePart: string) {
  const target = new URL(url);
  const socket = connect(Number(target.port), target.hostname);
  socket.on('error', () => undefined);
  let received = Buffer.alloc(0);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
    });
    socket.on('close', () => reject(new Error(`Connection closed without an answer: ${received.toString('latin1')}`)));
  });
  answer.catch(() => undefined);
  const head = Object.entries({
    host: target.host,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'transfer-encoding': 'chunked',
    'apollo-require-preflight': 'true',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${target.pathname} HTTP/1.1\r\n${head}\r\n`);
  socket.write(
    chunk(
      Buffer.from(
        `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${filePart}"; filename="big.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      ),
    ),
  );
  for (let sent = 0; sent < FIRST_BYTES; sent += PIECE.length) socket.write(chunk(PIECE));
  const sendRest = () => {
    for (let sent = FIRST_BYTES; sent < FILE_BYTES; sent += PIECE.length) socket.write(chunk(PIECE));
    socket.write(chunk(Buffer.from(`\r\n--${BOUNDARY}--\r\n`)));
    socket.write('0\r\n\r\n');
  };
  return { socket, answer, sendRest };
}

/**
 * The temporary files of uploads this process holds: graphql-upload's (`capacitor-*.tmp`), the storage's staging
 * files (`*.part`) and the REST adapter's spool files (`rest-upload-*\/<n>`).
 */
async function heldUploadFiles(): Promise<string[]> {
  const held: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(join('/proc/self/fd', fd)).catch(() => undefined);
    if (target && /(\/capacitor-[0-9a-f]+\.tmp|\.part|\/rest-upload-[^/]+\/\d+)( \(deleted\))?$/.test(target))
      held.push(target);
  }
  return held.sort();
}

/**
 * Sends `count` oversized chunked uploads to `url`; each one's file crosses the limit at a staggered moment after
 * the resolver has started. Returns the answers.
 */
async function sendOversized(
  url: string,
  headers: (index: number) => Record<string, string>,
  fields: string,
  filePart: string,
  count = REQUESTS,
): Promise<RawAnswer[]> {
  const uploads = Array.from({ length: count }, (_unused, index) =>
    chunkedUpload(url, headers(index), fields, filePart),
  );
  // Staggered, so that the limit is crossed at every stage of the resolvers' reading; no outcome depends on when.
  uploads.forEach((upload, index) => setTimeout(upload.sendRest, index * STAGGER_MS));
  try {
    return await Promise.all(uploads.map((upload) => upload.answer));
  } finally {
    for (const upload of uploads) upload.socket.destroy();
  }
}

/** GraphQL uploads of `query` as `sendOversized` sends them: how each was answered (status, first error's code and status). */
async function oversizedUploads(url: string, query: string, headers: (index: number) => Record<string, string>) {
  const answers = await sendOversized(url, headers, graphqlFields(query), '0');
  return answers.map(({ status, body }) => ({
    status,
    code: body.errors?.[0]?.extensions?.code,
    errorStatus: body.errors?.[0]?.extensions?.status,
    data: body.data ?? null,
  }));
}

/** A subgraph answers an operation's error in the body (200); the gateway answers a refused upload with its status. */
const REFUSED = { status: 200, code: 'PAYLOAD_TOO_LARGE', errorStatus: 413, data: null };
const REFUSED_BY_GATEWAY = { ...REFUSED, status: 413 };

/** Nothing crashed, the listener still answers, and no temporary upload file is left open. */
async function expectSurvivedAndReleased(subgraph: SubgraphUnderTest, headers: Record<string, string>) {
  expect(crashes).toEqual([]);
  expect(await subgraph.ok('{ __typename }', {}, headers)).toEqual({ __typename: 'Query' });
  await waitFor(async () => ((await heldUploadFiles()).length === 0 ? true : undefined), {
    timeoutMs: 15_000,
    what: 'every temporary upload file to be released',
  }).catch(async () => expect(await heldUploadFiles()).toEqual([]));
}

describe('the compliance subgraph', () => {
  let compliance: SubgraphUnderTest;
  let owner: TenantUser;

  beforeAll(async () => {
    compliance = await startCompliance({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
    owner = await seedTenant(compliance.sql);
  }, 120_000);

  afterAll(async () => {
    await compliance?.stop();
  });

  const mutations = {
    uploadVaultDocument: 'mutation ($file: Upload!) { uploadVaultDocument(file: $file) { id } }',
    processDocument: 'mutation ($file: Upload!) { processDocument(file: $file) { extractor } }',
  };

  test('chunked uploads to the compliance subgraph whose file grows over MAX_UPLOAD_BYTES while the resolver reads it answer 413 PAYLOAD_TOO_LARGE, and the subgraph survives', async () => {
    for (const query of Object.values(mutations)) {
      const answers = await oversizedUploads(compliance.subgraph.url, query, () => owner.headers);
      expect(answers).toEqual(answers.map(() => REFUSED));
    }
    await expectSurvivedAndReleased(compliance, owner.headers);
  }, 180_000);

  test('chunked uploads through a gateway in front of the compliance subgraph whose file grows over MAX_UPLOAD_BYTES answer 413 PAYLOAD_TOO_LARGE, and both survive', async () => {
    const gateway = await compliance.throughGateway();
    const answers = await oversizedUploads(gateway.url, mutations.uploadVaultDocument, (index) => ({
      ...owner.headers,
      // Each request from a client address of its own: the per-address caps are not what is tried here.
      'x-forwarded-for': `203.0.113.${index + 1}`,
    }));
    expect(answers).toEqual(answers.map(() => REFUSED_BY_GATEWAY));
    expect(await gateway.gql('{ __typename }', {}, owner.headers)).toMatchObject({
      status: 200,
      data: { __typename: 'Query' },
    });
    await expectSurvivedAndReleased(compliance, owner.headers);
  }, 180_000);
});

describe('the training subgraph', () => {
  let training: SubgraphUnderTest;

  beforeAll(async () => {
    training = await startTraining({
      MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
      // No identity provider: training's development stand-in makes every caller its admin (test environment only).
      IDP_URL: undefined,
      IDP_SERVICE_KEY: undefined,
      STORAGE_DIR: undefined,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'training-data-')),
    });
  }, 120_000);

  afterAll(async () => {
    await training?.stop();
  });

  test('chunked uploads to the training subgraph whose file grows over MAX_UPLOAD_BYTES while the resolver reads it answer 413 PAYLOAD_TOO_LARGE, and the subgraph survives', async () => {
    const answers = await oversizedUploads(
      training.subgraph.url,
      'mutation ($file: Upload!) { uploadTrainingPlan(file: $file) { size } }',
      () => ({}),
    );
    expect(answers).toEqual(answers.map(() => REFUSED));
    await expectSurvivedAndReleased(training, {});
  }, 180_000);
});

/** The lines of a component's JSON log at error level or above (pino: 50 error, 60 fatal). */
const errorLines = (output: string) =>
  output.split('\n').filter((line) => /"level":(5\d|6\d)\b/.test(line) || /^\S*Error\b|uncaught/i.test(line));

describe('the compliance subgraph as its own process', () => {
  let database: TestDatabase;
  let connection: SqlConnection;
  let compliance: ComponentProcess;
  let url: string;
  let owner: TenantUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    url = `http://127.0.0.1:${port}/graphql`;
    compliance = await startComponent({
      name: 'compliance',
      script: 'dist/subgraphs/compliance/main.js',
      healthUrl: `http://127.0.0.1:${port}/health`,
      env: {
        ...complianceEnv({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), STORAGE_DIR: undefined }),
        COMPLIANCE_PORT: String(port),
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
      },
    });
    connection = await SqlConnection.open(database.url);
    owner = await seedTenant(connection.sql);
  }, 180_000);

  afterAll(async () => {
    await compliance?.stop();
    await connection?.close();
    await database?.drop();
  });

  test('chunked uploads whose file grows over MAX_UPLOAD_BYTES leave the compliance subgraph process running, with 413 PAYLOAD_TOO_LARGE answers and no error-level log line', async () => {
    let exited = false;
    void compliance.exited.then(() => (exited = true));
    for (const query of [
      'mutation ($file: Upload!) { uploadVaultDocument(file: $file) { id } }',
      'mutation ($file: Upload!) { processDocument(file: $file) { extractor } }',
    ]) {
      const answers = await oversizedUploads(url, query, () => owner.headers).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${compliance.output()}`);
      });
      expect(answers).toEqual(answers.map(() => REFUSED));
    }
    expect(await graphqlRequest(url, '{ __typename }', {}, owner.headers)).toMatchObject({
      data: { __typename: 'Query' },
    });
    expect(exited).toBe(false);
    expect(errorLines(compliance.output())).toEqual([]);
  }, 180_000);
});

/**
 * The REST adapter spools a file (refusing it past MAX_UPLOAD_BYTES) before it sends anything on, so there is no
 * resolver to race here: a few requests per route, under the share of requests without credentials per client.
 */
const REST_REQUESTS = 8;

describe('the REST adapter', () => {
  let stack: TestStack;
  let owner: TenantUser;

  beforeAll(async () => {
    // Compliance's environment (no identity provider: training's development stand-in makes every caller its admin).
    stack = await startComplianceStack({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), STORAGE_DIR: undefined });
    owner = await seedTenant(complianceSql(() => stack));
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  test('chunked uploads to the compliance REST upload routes whose file grows over MAX_UPLOAD_BYTES answer 413 PAYLOAD_TOO_LARGE in the compliance shape, and the stack survives', async () => {
    const problems: string[] = [];
    for (const path of ['/compliance/api/v1/documents/vault/upload', '/compliance/api/v1/documents/upload']) {
      const answers = await sendOversized(`${stack.restUrl}${path}`, () => owner.headers, '', 'file', REST_REQUESTS);
      problems.push(...answers.flatMap((answer) => refusalProblem('compliance', answer, 413) ?? []));
    }
    expect(problems).toEqual([]);
    expect(crashes).toEqual([]);
    expect(await graphqlRequest(stack.gatewayUrl, '{ __typename }', {}, owner.headers)).toMatchObject({
      data: { __typename: 'Query' },
    });
    await waitFor(async () => ((await heldUploadFiles()).length === 0 ? true : undefined), {
      timeoutMs: 15_000,
      what: 'every temporary upload file to be released',
    }).catch(async () => expect(await heldUploadFiles()).toEqual([]));
  }, 180_000);

  test('chunked uploads to the training REST upload routes whose file grows over MAX_UPLOAD_BYTES answer 413 in the training shape, and the stack survives', async () => {
    const problems: string[] = [];
    for (const path of ['/training/api/v1/upload/training-plan', '/training/api/v1/upload/course-brochure']) {
      const answers = await sendOversized(`${stack.restUrl}${path}`, () => ({}), '', 'file', REST_REQUESTS);
      problems.push(...answers.flatMap((answer) => refusalProblem('training', answer, 413) ?? []));
    }
    expect(problems).toEqual([]);
    expect(crashes).toEqual([]);
    expect(await graphqlRequest(stack.gatewayUrl, '{ __typename }')).toMatchObject({ data: { __typename: 'Query' } });
    await waitFor(async () => ((await heldUploadFiles()).length === 0 ? true : undefined), {
      timeoutMs: 15_000,
      what: 'every temporary upload file to be released',
    }).catch(async () => expect(await heldUploadFiles()).toEqual([]));
  }, 180_000);
});
