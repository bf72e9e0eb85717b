import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/**
 * File uploads through the gateway as docs/GRAPHQL.md shows them: its curl example, read from there and sent as
 * written (with fetch and FormData) to a real stack, and the same request without `Apollo-Require-Preflight`.
 */

interface CurlRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  /** The `-F` fields in order: text values, or the path of a file (`-F name=@path`). */
  readonly fields: readonly { name: string; value?: string; file?: string }[];
}

/** The documented curl upload example: the `sh` block that sends `Apollo-Require-Preflight`. */
function readmeUploadExample(): CurlRequest {
  const readme = readFileSync(`${PROJECT_ROOT}/docs/GRAPHQL.md`, 'utf8');
  const block = [...readme.matchAll(/```sh\n(curl [\s\S]*?)```/g)]
    .map((match) => match[1])
    .find((text) => text.includes('Apollo-Require-Preflight'));
  if (!block) throw new Error('docs/GRAPHQL.md has no curl example that sends Apollo-Require-Preflight');
  const command = block.replace(/\\\n/g, ' ');
  const headers: Record<string, string> = {};
  for (const [, name, value] of command.matchAll(/ -H '([^:']+):\s*([^']*)'/g)) headers[name] = value!;
  const fields = [...command.matchAll(/ -F (\w+)=(?:'([^']*)'|@(\S+))/g)].map(([, name, value, file]) => ({
    name: name,
    value,
    file,
  }));
  return { url: /^curl (\S+)/.exec(command)![1], headers, fields };
}

let stack: TestStack;
let pdf: Buffer;

beforeAll(async () => {
  // No identity provider, as on `npm start`: the development bypass admits the admin call.
  stack = await startTestStack({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined, STORAGE_DIR: undefined });
  pdf = await renderPdf((document) => document.text('Training plan'));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** Sends `example` to the test stack's gateway, the documented file being `pdf`. */
async function send(example: CurlRequest): Promise<{
  status: number;
  body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}> {
  const form = new FormData();
  for (const field of example.fields) {
    if (field.file) form.append(field.name, new Blob([pdf], { type: 'application/pdf' }), basename(field.file));
    else form.append(field.name, field.value!);
  }
  const response = await fetch(stack.gatewayUrl, { method: 'POST', headers: example.headers, body: form });
  return { status: response.status, body: (await response.json()) as Awaited<ReturnType<typeof send>>['body'] };
}

describe('the documented upload through the gateway', () => {
  test('is addressed to the gateway of `npm start`, with the header and a file', () => {
    const example = readmeUploadExample();
    expect(example.url).toBe('http://localhost:4000/graphql');
    expect(example.headers).toEqual({ 'Apollo-Require-Preflight': 'true' });
    expect(example.fields.map((field) => field.name)).toEqual(['operations', 'map', '0']);
  });

  test('succeeds as written', async () => {
    const { status, body } = await send(readmeUploadExample());
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toEqual({
      uploadTrainingPlan: { filename: 'training-plan.pdf', originalFilename: 'training-plan.pdf', size: pdf.length },
    });
  });

  test('is refused without Apollo-Require-Preflight, with 400 and a message that names the header', async () => {
    const { status, body } = await send({ ...readmeUploadExample(), headers: {} });
    expect(status).toBe(400);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].message).toContain('"Apollo-Require-Preflight: true"');
    expect(body.errors![0].extensions).toEqual({ code: 'VALIDATION_ERROR', status: 400 });
  });
});
