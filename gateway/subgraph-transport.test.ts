import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { readsAsDataAlone, transmit, type SubgraphAnswer } from './subgraph-transport.js';

/** A subgraph stand-in that answers every call with the body the test names in the request's own body. */
let server: Server;
let url: string;
const agent = new Agent();

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { answer } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { answer: string };
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await agent.close();
  await new Promise((resolve) => server.close(resolve));
});

const answered = (answer: string): Promise<SubgraphAnswer> =>
  transmit(
    { url, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answer }), files: [] },
    { agent, timeoutMs: 10_000 },
  );

describe('a subgraph answer read by transmit', () => {
  test('keeps the bytes as they came and decodes its text from them', async () => {
    const text = '{"data":{"name":"Zoë 東京 🚀"}}\n';
    const answer = await answered(text);
    expect(answer.bytes.equals(Buffer.from(text))).toBe(true);
    expect(answer.body).toBe(text);
    expect(answer.body).toBe(text);
  });

  test.each([
    ['{"data":{"a":1}}\n', true, true],
    ['{"data":{"a":1}}', true, false],
    ['{"data":null}\n', true, true],
    ['{"errors":[{"message":"no"}],"data":null}\n', false, false],
    ['{"data":{"a":1},"errors":[]}\n', true, true],
    [' {"data":{}}\n', false, false],
    ['{"dat', false, false],
    ['', false, false],
  ])('reads %j as data alone: %s, as Apollo Server writes it: %s', async (text, begins, written) => {
    const answer = await answered(text);
    expect(readsAsDataAlone(answer)).toBe(begins);
    expect(readsAsDataAlone(answer, true)).toBe(written);
  });
});
