import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { FILE, gql, route, streamFrom, type ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';
import { echoSupergraph, startEchoSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { distrustDocuments, routeDocumentTexts, trustDocuments } from '../support/trusted-documents.js';

/**
 * Multipart legacy requests become GraphQL multipart requests through the real gateway to the subgraph that
 * owns the Upload field; file answers stream from the URL an operation names.
 */
const MAX_UPLOAD_BYTES = 1024 * 1024;
const FILE_BYTES = randomBytes(300 * 1024);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let echo: RunningTestSubgraph;
let gateway: RunningGateway;
let rest: RunningRestAdapter;
let fileServer: Server;
let fileServerUrl: string;

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
      // The echo subgraph checks no credentials, and the engine asks for none from a public route.
      auth: 'public',
      upload: { files: { file: { variablePath: 'variables.file' } } },
      document: gql<{ uploadFile: { filename: string; mimetype: string; size: number; sha256: string } }>`
        mutation FilesUpload($file: Upload!) {
          uploadFile(file: $file) {
            filename
            mimetype
            size
            sha256
          }
        }
      `,
      input: {},
      answers: { 201: z.object({ status: z.literal('success'), data: z.record(z.string(), z.unknown()) }) },
      respondWithRequest: ({ uploadFile }, req) => ({
        status: 201 as const,
        body: { status: 'success' as const, data: { ...uploadFile, note: (req.body as { note?: string }).note } },
      }),
    }),
    route({
      name: 'download',
      method: 'GET',
      path: '/download/:name',
      auth: 'public',
      document: gql`
        query FilesDownload {
          echoHeaders
        }
      `,
      input: {},
      answers: { 200: FILE },
      respondWithRequest: (_data, req) => streamFrom(`${fileServerUrl}/${req.params.name}`),
    }),
  ],
};

/** The client this test's route documents are trusted as, in enforce runs. */
const UPLOADS_CLIENT = 'uploads-test';

beforeAll(async () => {
  echo = await startEchoSubgraph({ maxFileSize: MAX_UPLOAD_BYTES });
  gateway = await startGateway({
    port: 0,
    supergraphSdl: echoSupergraph(echo),
    subgraphUrls: { echo: echo.url },
    maxUploadBytes: MAX_UPLOAD_BYTES,
  });
  // The route table is the test's own, in no build's manifest: trusted when the gateway enforces trusted documents
  // (TRUSTED_DOCUMENTS=enforce), in the shared database, whence afterAll removes them.
  if (gateway.trustedDocuments.mode() === 'enforce')
    await trustDocuments(process.env.DATABASE_URL!, gateway, UPLOADS_CLIENT, routeDocumentTexts([service]));
  rest = await startRestAdapter({ port: 0, gateway, services: [service] });
  fileServer = createServer((req, res) => {
    if (req.url === '/brochure.pdf') {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="brochure.pdf"',
      });
      res.end(FILE_BYTES);
    } else if (req.url === '/expired.pdf') {
      res.writeHead(403).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => fileServer.listen(0, '127.0.0.1', resolve));
  fileServerUrl = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await distrustDocuments(process.env.DATABASE_URL!, UPLOADS_CLIENT);
  await rest?.stop();
  await gateway?.stop();
  await echo?.stop();
  fileServer?.close();
});

function form(parts: {
  file?: Uint8Array;
  filename?: string;
  note?: string;
  noteFirst?: boolean;
  field?: string;
}): FormData {
  const body = new FormData();
  if (parts.note !== undefined && parts.noteFirst) body.append('note', parts.note);
  if (parts.file)
    body.append(
      parts.field ?? 'file',
      new Blob([parts.file], { type: 'application/pdf' }),
      parts.filename ?? 'brochure.pdf',
    );
  if (parts.note !== undefined && !parts.noteFirst) body.append('note', parts.note);
  return body;
}

const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${rest.url}/files/api/v1/upload`, { method: 'POST', body, headers });

describe('multipart legacy requests', () => {
  test('arrive intact at the subgraph, with text fields sent after the file', async () => {
    const response = await upload(form({ file: FILE_BYTES, note: 'spring edition' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: 'success',
      data: {
        filename: 'brochure.pdf',
        mimetype: 'application/pdf',
        size: FILE_BYTES.length,
        sha256: sha256(FILE_BYTES),
        note: 'spring edition',
      },
    });
  });

  test('refuse a file over the limit with 413 in the service shape', async () => {
    const response = await upload(form({ file: randomBytes(MAX_UPLOAD_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('exceeds'),
      correlationId: response.headers.get('x-correlation-id'),
    });
  });

  test('refuse a missing file, an undeclared file field and a body that is not multipart with 400', async () => {
    expect((await upload(form({ note: 'no file' }))).status).toBe(400);
    expect((await upload(form({ file: FILE_BYTES, field: 'other' }))).status).toBe(400);
    const json = await upload(JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { message: string }).message).toMatch(/multipart/);
  });
});

describe('file answers', () => {
  test('stream the bytes with their content headers', async () => {
    const response = await fetch(`${rest.url}/files/api/v1/download/brochure.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('brochure.pdf');
    expect(response.headers.get('x-correlation-id')).toBeTruthy();
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(FILE_BYTES));
  });

  test('answer 403 for an expired link and 404 for a missing file, in the service shape', async () => {
    const expired = await fetch(`${rest.url}/files/api/v1/download/expired.pdf`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ status: 'error' });
    expect((await fetch(`${rest.url}/files/api/v1/download/absent.pdf`)).status).toBe(404);
  });
});
