import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { fail, hang, TestProvisioner } from '../../../test/support/provisioner.js';
import { isProvisioned, Provisioner } from './provisioner.js';

/** The provisioner client against a local server speaking the provisioner protocol. */
const server = new TestProvisioner();
let provisioner: Provisioner;

beforeAll(async () => {
  await server.start();
  provisioner = new Provisioner({ url: server.url, timeoutMs: 300 });
});
beforeEach(() => {
  server.reset();
});
afterAll(() => server.stop());

test('asks for hosting, then DNS, of the subdomain; both answered 2xx is success', async () => {
  const outcome = await provisioner.provision('acme.factory.test');
  expect(outcome).toEqual({
    subdomain: 'acme.factory.test',
    hosting: { status: 'success', error: null },
    dns: { status: 'success', error: null },
  });
  expect(isProvisioned(outcome)).toBe(true);
  expect(server.received).toEqual([
    { step: 'hosting', subdomain: 'acme.factory.test' },
    { step: 'dns', subdomain: 'acme.factory.test' },
  ]);
});

test('a failed hosting step carries the status and text, and DNS is not attempted', async () => {
  server.script('hosting', fail(503, 'hosting quota exceeded'));
  const outcome = await provisioner.provision('acme.factory.test');
  expect(outcome.hosting).toEqual({ status: 'failed', error: 'HTTP 503: hosting quota exceeded' });
  expect(outcome.dns).toEqual({ status: 'skipped', error: 'Not attempted: hosting failed' });
  expect(isProvisioned(outcome)).toBe(false);
  expect(server.subdomainsOf('dns')).toEqual([]);
});

test('a failed DNS step fails the provisioning', async () => {
  server.script('dns', fail(422, 'zone locked'));
  const outcome = await provisioner.provision('acme.factory.test');
  expect(outcome).toMatchObject({
    hosting: { status: 'success' },
    dns: { status: 'failed', error: 'HTTP 422: zone locked' },
  });
  expect(isProvisioned(outcome)).toBe(false);
});

test('no answer within the timeout is a failure', async () => {
  server.script('hosting', hang);
  const started = Date.now();
  const outcome = await provisioner.provision('acme.factory.test');
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(outcome.hosting).toEqual({ status: 'failed', error: 'No answer from the hosting provisioner within 0.3 s' });
});

test('an unreachable provisioner is a failure, not an exception', async () => {
  const closed = new TestProvisioner();
  await closed.start();
  const url = closed.url;
  await closed.stop();
  const outcome = await new Provisioner({ url }).provision('acme.factory.test');
  expect(outcome.hosting.status).toBe('failed');
  expect(outcome.hosting.error).toMatch(/^The hosting provisioner is unreachable: /);
});

test('without a provisioner there is nothing to provision, and no step fails', async () => {
  const outcome = await new Provisioner({ url: undefined }).provision('acme.localhost');
  expect(outcome).toEqual({
    subdomain: 'acme.localhost',
    hosting: { status: 'skipped', error: null },
    dns: { status: 'skipped', error: null },
  });
  expect(isProvisioned(outcome)).toBe(true);
});
