import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import express from 'express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { withCorrelationId } from '../../platform/correlation.js';
import { observeHttp } from '../../platform/http-observability.js';
import { createLogger } from '../../platform/logger.js';

/** The platform's logger writing into memory: each line as written, and parsed. */
function capturedLogger(level = 'debug') {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const log = createLogger(level, destination);
  return { log, written, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('redaction', () => {
  test('censors credentials in headers, bodies, variables and job data', () => {
    const { log, written } = capturedLogger();
    const secrets = Array.from({ length: 8 }, () => `secret-${randomUUID()}`);
    log.info({
      req: { headers: { authorization: `Bearer ${secrets[0]}`, cookie: `refreshToken=${secrets[1]}` } },
      headers: { 'set-cookie': [`refreshToken=${secrets[2]}`], 'x-api-key': secrets[3] },
      variables: { input: { email: 'someone@example.com', password: secrets[4] } },
      body: { refreshToken: secrets[5], passwordConfirm: secrets[6] },
      token: secrets[7],
    });
    const [line] = written;
    for (const secret of secrets) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
      headers: { 'set-cookie': '[redacted]', 'x-api-key': '[redacted]' },
      variables: { input: { email: 'someone@example.com', password: '[redacted]' } },
      body: { refreshToken: '[redacted]', passwordConfirm: '[redacted]' },
      token: '[redacted]',
    });
  });
});

describe('correlation ids', () => {
  test('puts the id of the request being served on every line, once, and none outside a request', async () => {
    const { log, written, lines } = capturedLogger();
    const served = randomUUID();
    const bound = randomUUID();
    await withCorrelationId(served, async () => {
      log.info('inside');
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.child({ component: 'deeper' }).warn('after an await');
      log.child({ correlationId: bound }).info('bound to another');
    });
    log.info('outside');
    expect(lines().map(({ msg, correlationId }) => ({ msg, correlationId }))).toEqual([
      { msg: 'inside', correlationId: served },
      { msg: 'after an await', correlationId: served },
      { msg: 'bound to another', correlationId: bound },
      { msg: 'outside', correlationId: undefined },
    ]);
    for (const line of written) expect(line.match(/"correlationId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('request lines', () => {
  const captured = capturedLogger();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(observeHttp('log-test', captured.log));
    app.get('/courses/:id', (_req, res) => {
      captured.log.info('inside the handler');
      res.json({});
    });
    app.get('/files/:token', (_req, res) => res.status(403).json({}));
    app.get('/health', (_req, res) => res.json({}));
    app.get('/fails', () => {
      throw new Error('boom');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const requestLine = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    const correlationId = response.headers.get('x-correlation-id');
    // The line is written once the answer is sent, which the client may see first.
    for (let attempt = 0; attempt < 50; attempt++) {
      const line = captured
        .lines()
        .find((each) => each.correlationId === correlationId && typeof each.durationMs === 'number');
      if (line)
        return { line, correlationId, all: captured.lines().filter((each) => each.correlationId === correlationId) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No request line for ${path}`);
  };

  test("logs method, path, status, duration and the client's correlation id, and names the request on the handler's lines", async () => {
    const correlationId = randomUUID();
    const { line, all } = await requestLine('/courses/42?search=safety', { 'x-correlation-id': correlationId });
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/courses/42',
      status: 200,
      correlationId,
      msg: 'request completed',
    });
    expect(all.map((each) => each.msg)).toEqual(['inside the handler', 'request completed']);
  });

  test('logs the route pattern instead of a token carried in the path, and never the query', async () => {
    const token = `token-${randomUUID()}`;
    const { line } = await requestLine(`/files/${token}?signature=${token}`);
    expect(line).toMatchObject({ path: '/files/:token', status: 403, level: 30 });
    expect(captured.written.join('\n')).not.toContain(token);
  });

  test('logs probes at debug and failures at error', async () => {
    expect((await requestLine('/health')).line).toMatchObject({ level: 20, path: '/health', status: 200 });
    expect((await requestLine('/fails')).line).toMatchObject({
      level: 50,
      path: '/fails',
      status: 500,
      msg: 'request failed',
    });
  });
});
