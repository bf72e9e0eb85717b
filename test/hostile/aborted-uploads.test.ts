import { readdir, readlink, stat } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../gateway/server.js';
import { gql, route, type ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';
import { echoSupergraph, startEchoSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { graphqlUpload } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Uploads that end in every way but the normal one must leave nothing behind: no open file descriptor, no spool
 * directory of the REST adapter, no temporary file of graphql-upload (the gateway's and the subgraph's). The
 * components run in this process, so that /proc/self/fd shows what they hold; the temporary files an upload
 * makes are found there too, by the descriptors that point into the temporary directory.
 */
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
const ABORTS = 24;
const CHUNK = Buffer.alloc(256 * 1024, 0x41);

let echo: RunningTestSubgraph;
let gateway: RunningGateway;
let rest: RunningRestAdapter;

const service: ServiceDefinition = {
  name: 'files',
  basePath: '/files/api/v1',
  errorBody: ({ message, correlationId }) => ({ status: 'error', message, correlationId }),
  errorSchema: z.object({ status: z.literal('error'), message: z.string(), correlationId: z.string() }),
  routes: [
    route({
      name: 'upload',
      method: 'POST',
      path: '/upload',
      auth: 'public',
      upload: { files: { file: { variablePath: 'variables.file' } } },
      document: gql<{ uploadFile: { size: number } }>`
        mutation FilesUpload($file: Upload!) {
          uploadFile(file: $file) {
            size
          }
        }
      `,
      input: {},
      answers: { 201: z.object({ status: z.literal('success'), data: z.object({ size: z.int() }) }) },
      respond: ({ uploadFile }) => ({ status: 201 as const, body: { status: 'success' as const, data: uploadFile } }),
    }),
  ],
};

beforeAll(async () => {
  echo = await startEchoSubgraph({ maxFileSize: 64 * 1024 * 1024 });
  gateway = await startGateway({
    port: 0,
    supergraphSdl: echoSupergraph(echo),
    subgraphUrls: { echo: echo.url },
    maxUploadBytes: MAX_UPLOAD_BYTES,
  });
  rest = await startRestAdapter({ port: 0, gateway, services: [service] });
});

afterAll(async () => {
  await rest?.stop();
  await gateway?.stop();
  await echo?.stop();
});

/** What the process holds: files it has open (by path) and its sockets. */
async function openDescriptors(): Promise<{ files: string[]; sockets: number }> {
  const files: string[] = [];
  let sockets = 0;
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(join('/proc/self/fd', fd)).catch(() => undefined);
    if (target?.startsWith('socket:')) sockets++;
    else if (target?.startsWith('/') && !target.startsWith('/dev/') && !target.startsWith('/proc/')) files.push(target);
  }
  return { files: files.sort(), sockets };
}

/** The adapter's spool files (`rest-upload-*\/<n>`) and graphql-upload's (`capacitor-*.tmp`) among the open files. */
const isUploadTemporary = (path: string) => {
  const inTemporary = relative(tmpdir(), path);
  return (
    !inTemporary.startsWith('..') &&
    /^(rest-upload-[^/]+\/\d+|capacitor-[0-9a-f]+\.tmp)( \(deleted\))?$/.test(inTemporary)
  );
};

/** Every temporary upload file this process has been seen holding, with the spool directory around it. */
const seenTemporaries = new Set<string>();

const BOUNDARY = 'aborted-upload-boundary';
const part = (headers: string) => Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`);
const filePart = (field: string) =>
  part(`Content-Disposition: form-data; name="${field}"; filename="big.pdf"\r\nContent-Type: application/pdf`);
const textPart = (name: string, value: string) =>
  Buffer.concat([part(`Content-Disposition: form-data; name="${name}"`), Buffer.from(`${value}\r\n`)]);

/**
 * A raw HTTP request whose head and first body bytes are sent at once; the rest is the caller's to send (or not).
 * The socket's answer, if any, is collected.
 */
function openRequest(
  url: string,
  path: string,
  declaredLength: number | 'chunked',
  start: Buffer,
  extraHeaders: Record<string, string> = {},
) {
  const target = new URL(url);
  const socket = connect(Number(target.port), target.hostname);
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const length =
    declaredLength === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declaredLength) };
  const headers = {
    host: target.host,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...length,
    ...extraHeaders,
  };
  const head = `POST ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  socket.write(head);
  socket.write(declaredLength === 'chunked' ? chunked(start) : start);
  return { socket, answer: () => answer };
}

const chunked = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

/**
 * Waits until this process holds `count` temporary upload files of at least `bytes` bytes: every upload is then
 * in the middle of its file. Remembers those this test made (not the baseline's), so that their removal can be
 * checked.
 */
async function spooling(count: number, what: string, bytes = 1): Promise<void> {
  await waitFor(
    async () => {
      const held = (await openDescriptors()).files.filter(
        (path) => isUploadTemporary(path) && !baseline.files.includes(path),
      );
      const sizes = await Promise.all(
        held.map((path) =>
          stat(path).then(
            (info) => info.size,
            () => 0,
          ),
        ),
      );
      const filled = held.filter((_path, index) => sizes[index] >= bytes);
      if (filled.length < count) return undefined;
      for (const path of held) {
        seenTemporaries.add(path);
        if (relative(tmpdir(), path).startsWith('rest-upload-')) seenTemporaries.add(dirname(path));
      }
      return true;
    },
    { timeoutMs: 30_000, what },
  );
}

/** The temporary files and spool directories seen that still exist. */
const remainingTemporaries = async () =>
  (
    await Promise.all(
      [...seenTemporaries].map(async (path) => ((await stat(path).catch(() => undefined)) ? [path] : [])),
    )
  )
    .flat()
    .sort();

/** Waits until the descriptors are back where they were and every temporary seen is gone; fails with what is left. */
async function expectReleased(baseline: { files: string[]; sockets: number }): Promise<void> {
  let last: { files: string[]; sockets: number; temporaries: string[] } | undefined;
  try {
    await waitFor(
      async () => {
        last = { ...(await openDescriptors()), temporaries: await remainingTemporaries() };
        const released =
          last.temporaries.length === 0 &&
          last.files.join('\n') === baseline.files.join('\n') &&
          last.sockets <= baseline.sockets;
        return released ? true : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 200, what: 'every descriptor and temporary file to be released' },
    );
  } catch {
    expect({ files: last?.files, temporaries: last?.temporaries }).toEqual({ files: baseline.files, temporaries: [] });
    expect(last?.sockets).toBeLessThanOrEqual(baseline.sockets);
  }
}

/** A complete legacy upload, answered 201: the path every other one is compared with. */
async function completeRestUpload(): Promise<void> {
  const body = new FormData();
  body.append('file', new Blob([CHUNK], { type: 'application/pdf' }), 'small.pdf');
  const response = await fetch(`${rest.url}/files/api/v1/upload`, { method: 'POST', body });
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ data: { size: CHUNK.length } });
}

const FILE_UPLOAD = 'mutation Up($file: Upload!) { uploadFile(file: $file) { size } }';

/** The GraphQL multipart request head of `uploadFile` on the gateway, up to the start of the file's bytes. */
function graphqlUploadStart(): Buffer {
  const operations = JSON.stringify({
    query: FILE_UPLOAD,
    variables: { file: null },
  });
  return Buffer.concat([
    textPart('operations', operations),
    textPart('map', JSON.stringify({ 0: ['variables.file'] })),
    filePart('0'),
    CHUNK,
  ]);
}

/**
 * A gateway of its own whose echo subgraph is a bare HTTP server behaving as `host` does (a subgraph's host that
 * misbehaves), for the time of `run`.
 */
async function withSubgraphHost(
  host: RequestListener,
  options: Pick<GatewayOptions, 'subgraphTimeoutMs'>,
  run: (gateway: RunningGateway) => Promise<void>,
): Promise<void> {
  const server = createServer(host);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostGateway = await startGateway({
    ...options,
    port: 0,
    supergraphSdl: echoSupergraph(echo),
    subgraphUrls: { echo: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` },
    maxUploadBytes: MAX_UPLOAD_BYTES,
  });
  try {
    await run(hostGateway);
  } finally {
    await hostGateway.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

let baseline: { files: string[]; sockets: number };

beforeEach(async () => {
  // Warms the connection pools (REST adapter → gateway → subgraph) so that the baseline holds their sockets.
  await completeRestUpload();
  seenTemporaries.clear();
  baseline = await openDescriptors();
});

describe('the REST adapter releases every spooled upload', () => {
  test('clients that cut the connection in the middle of the file', async () => {
    const uploads = Array.from({ length: ABORTS }, () =>
      openRequest(
        rest.url,
        '/files/api/v1/upload',
        3 * 1024 * 1024,
        Buffer.concat([textPart('note', 'first'), filePart('file'), CHUNK]),
      ),
    );
    await spooling(ABORTS, `${ABORTS} uploads spooling`);
    for (const upload of uploads) upload.socket.destroy();
    await expectReleased(baseline);
    await completeRestUpload();
  });

  test('clients that cut the connection after their file went over the limit', async () => {
    const uploads = Array.from({ length: 8 }, () =>
      openRequest(rest.url, '/files/api/v1/upload', MAX_UPLOAD_BYTES * 2, Buffer.concat([filePart('file'), CHUNK])),
    );
    await spooling(8, '8 uploads spooling');
    for (const upload of uploads)
      for (let sent = CHUNK.length; sent <= MAX_UPLOAD_BYTES + CHUNK.length; sent += CHUNK.length)
        upload.socket.write(CHUNK);
    // Each spool file is full up to the limit: the client is past it, and goes no further.
    await spooling(8, '8 uploads at the limit', MAX_UPLOAD_BYTES);
    for (const upload of uploads) upload.socket.destroy();
    await expectReleased(baseline);
    await completeRestUpload();
  });

  test('bodies that end in the middle of the file (a parser error) and files of an undeclared field are answered 400', async () => {
    const truncated = Array.from({ length: 8 }, () =>
      openRequest(rest.url, '/files/api/v1/upload', 'chunked', Buffer.concat([filePart('file'), CHUNK])),
    );
    await spooling(8, '8 uploads spooling');
    for (const upload of truncated) upload.socket.write('0\r\n\r\n');
    const undeclared = Array.from({ length: 8 }, () =>
      openRequest(
        rest.url,
        '/files/api/v1/upload',
        3 * 1024 * 1024,
        Buffer.concat([filePart('file'), CHUNK, Buffer.from('\r\n'), filePart('other'), CHUNK]),
      ),
    );
    for (const upload of [...truncated, ...undeclared]) {
      await waitFor(() => (/\r\n\r\n/.test(upload.answer()) ? true : undefined), { what: 'an answer' });
      expect(upload.answer()).toMatch(/^HTTP\/1\.1 400 /);
      upload.socket.destroy();
    }
    await expectReleased(baseline);
  });
});

describe('the gateway and the subgraph release every GraphQL upload', () => {
  test('clients that cut the connection in the middle of the file', async () => {
    const uploads = Array.from({ length: ABORTS }, () =>
      openRequest(gateway.url.replace(/\/graphql$/, ''), '/graphql', 3 * 1024 * 1024, graphqlUploadStart(), {
        'apollo-require-preflight': 'true',
      }),
    );
    // The gateway's own temporary file and the subgraph's, for each upload.
    await spooling(ABORTS * 2, `${ABORTS} uploads reaching the subgraph`);
    for (const upload of uploads) upload.socket.destroy();
    await expectReleased(baseline);
  });

  test('clients that cut the connection after their file went over the gateway’s limit', async () => {
    const uploads = Array.from({ length: 8 }, () =>
      openRequest(gateway.url.replace(/\/graphql$/, ''), '/graphql', MAX_UPLOAD_BYTES * 2, graphqlUploadStart(), {
        'apollo-require-preflight': 'true',
      }),
    );
    await spooling(16, '8 uploads reaching the subgraph');
    for (const upload of uploads)
      for (let sent = CHUNK.length; sent <= MAX_UPLOAD_BYTES + CHUNK.length; sent += CHUNK.length)
        upload.socket.write(CHUNK);
    // Every byte past the limit is out of the client before it goes away.
    await waitFor(() => (uploads.every((upload) => upload.socket.writableLength === 0) ? true : undefined), {
      what: 'the bytes to be sent',
    });
    for (const upload of uploads) upload.socket.destroy();
    await expectReleased(baseline);
  });

  test('an operation refused before its file is read answers once the body is in, and keeps no file', async () => {
    const operations = JSON.stringify({
      query: 'mutation Up($file: Upload!) { uploadFile(file: $file) { noSuchField } }',
      variables: { file: null },
    });
    // Up to the delimiter after `map`, which completes it; the file part's own headers come later.
    const delimiter = Buffer.from(`--${BOUNDARY}\r\n`);
    const head = Buffer.concat([
      textPart('operations', operations),
      textPart('map', JSON.stringify({ 0: ['variables.file'] })),
      delimiter,
    ]);
    const rest = Buffer.concat([
      filePart('0').subarray(delimiter.length),
      CHUNK,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const upload = openRequest(gateway.url.replace(/\/graphql$/, ''), '/graphql', head.length + rest.length, head, {
      'apollo-require-preflight': 'true',
    });
    // The operation is refused as soon as it is parsed. Answered then, the file graphql-upload reaches afterwards
    // would belong to no request, and stay.
    await sleep(300);
    expect(upload.answer()).toBe('');
    upload.socket.write(rest);
    await waitFor(() => (/\r\n\r\n/.test(upload.answer()) ? true : undefined), { what: 'an answer' });
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 400 /);
    expect(upload.answer()).toContain('noSuchField');
    upload.socket.destroy();
    await expectReleased(baseline);
  });

  test('a subgraph that breaks the connection in the middle of the file', async () => {
    // Resets every connection once the first part of a file has come in.
    const breaking: RequestListener = (request) => {
      let received = 0;
      request.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > CHUNK.length) request.socket.destroy();
      });
    };
    await withSubgraphHost(breaking, {}, async (broken) => {
      const file = { bytes: Buffer.concat(Array.from({ length: 12 }, () => CHUNK)), filename: 'big.pdf' };
      for (let round = 0; round < 4; round++) {
        const answer = await graphqlUpload(broken.url, FILE_UPLOAD, {}, file);
        expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      }
      await expectReleased(baseline);
    });
  });

  test('a subgraph that stops reading in the middle of the file: the call ends at its deadline', async () => {
    const stalling: RequestListener = (request) => request.once('data', () => request.pause());
    await withSubgraphHost(stalling, { subgraphTimeoutMs: 500 }, async (waiting) => {
      // Far more than the socket buffers hold: the gateway's copy of the file is left in the middle.
      const file = { bytes: Buffer.alloc(MAX_UPLOAD_BYTES - 1, 0x41), filename: 'big.pdf' };
      const answer = await graphqlUpload(waiting.url, FILE_UPLOAD, {}, file);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Subgraph "echo" did not answer within 500 ms',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      await expectReleased(baseline);
    });
  });
});
