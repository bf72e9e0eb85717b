import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { config } from '../../platform/config.js';
import { signFileLink } from '../../subgraphs/shared/file-links.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { configuredStorage } from '../../subgraphs/shared/storage.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/** Files travel outside GraphQL: a subgraph signs a link, the gateway relays `/files/<subgraph>/<token>` from it. */
let stack: TestStack;
let pdf: Buffer;
const file = { key: 'training/assets/relay-check.pdf', filename: 'Plan (été).pdf', contentType: 'application/pdf' };
const gatewayOrigin = () => new URL(stack.gatewayUrl).origin;

beforeAll(async () => {
  stack = await startTestStack({ STORAGE_DIR: undefined, IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  pdf = await renderPdf((document) => document.text('relay check'));
  await configuredStorage(config()).write(file.key, pdf, { accept: ['pdf'] });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('gateway file relay', () => {
  test('streams the file of a valid link with its type and a safe download name', async () => {
    const link = await signFileLink(config(), 'training', file, 60);
    const response = await fetch(new URL(link.path, gatewayOrigin()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Plan (_t_).pdf"; filename*=UTF-8''Plan%20(%C3%A9t%C3%A9).pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), pdf)).toBe(0);
  });

  test('answers 403 for an expired or forged link, 404 for a missing file or an unknown source', async () => {
    const expired = await signFileLink(config(), 'training', file, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(new URL(expired.path, gatewayOrigin()))).status).toBe(403);

    const valid = await signFileLink(config(), 'training', file, 60);
    expect((await fetch(new URL(`${valid.path.slice(0, -3)}abc`, gatewayOrigin()))).status).toBe(403);
    // A link signed for another subgraph does not open this one's files.
    const foreign = await signFileLink(config(), 'factory', file, 60);
    expect((await fetch(new URL(`/files/training/${foreign.path.split('/').pop()}`, gatewayOrigin()))).status).toBe(
      403,
    );

    const missing = await signFileLink(config(), 'training', { ...file, key: 'training/assets/absent.pdf' }, 60);
    expect((await fetch(new URL(missing.path, gatewayOrigin()))).status).toBe(404);
    expect((await fetch(new URL(`/files/unknown/${valid.path.split('/').pop()}`, gatewayOrigin()))).status).toBe(404);
  });
});
