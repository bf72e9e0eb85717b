import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startRestAdapter, type RunningRestAdapter } from '../../rest-adapter/server.js';
import { PUBLIC_READ } from '../../subgraphs/shared/address-limits.js';
import { startTestStack, type TestStack } from '../support/stack.js';

/**
 * TRUSTED_PROXIES, one rule for the gateway and the REST adapter: X-Forwarded-For is believed only from the listed
 * proxies. Without any, a client on loopback cannot rotate its address past a per-address limit by sending the
 * header (the gateway trusted every loopback caller before); with the REST adapter listed, the gateway counts the
 * adapter's clients by the address the adapter forwards. The limit is the public catalogue's, per address,
 * shrunk by RATE_LIMIT_FACTOR.
 */
const FACTOR = 0.01;
const LIMIT = Math.ceil(PUBLIC_READ.points * FACTOR);
const COURSES = '{ courses { total } }';

const fromAddress = (index: number) => `198.51.100.${index + 1}`;

async function gatewayRead(stack: TestStack, forwardedFor: string): Promise<number> {
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: COURSES }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.some((error) => error.extensions?.code === 'RATE_LIMIT_EXCEEDED') ? 429 : response.status;
}

async function restRead(restUrl: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${restUrl}/training/api/v1/courses`, { headers: { 'x-forwarded-for': forwardedFor } });
  await response.body?.cancel();
  return response.status;
}

describe('without TRUSTED_PROXIES', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_FACTOR: String(FACTOR), TRUSTED_PROXIES: undefined });
  }, 120_000);
  afterAll(() => stack?.stop());

  test('a client rotating X-Forwarded-For on the gateway is still one address, limited after the limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index++) statuses.push(await gatewayRead(stack, fromAddress(index)));
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  test('likewise on the REST adapter', async () => {
    // The adapter ignores the header too: its read counts for the same loopback address, whose window the
    // gateway's reads above used up; a fresh address in the header buys nothing.
    expect(await restRead(stack.restUrl, fromAddress(200))).toBe(429);
  });
});

describe('with the REST adapter as a trusted proxy of the gateway', () => {
  let stack: TestStack;
  let standalone: RunningRestAdapter;
  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_FACTOR: String(FACTOR), TRUSTED_PROXIES: 'loopback' });
    // A REST adapter in a process of its own would call the gateway over HTTP, as this one does.
    standalone = await startRestAdapter({ port: 0, gateway: { url: stack.gatewayUrl } });
  }, 120_000);
  afterAll(async () => {
    await standalone?.stop();
    await stack?.stop();
  });

  test('each forwarded address has its own count, through the adapter over HTTP and on the gateway', async () => {
    for (let index = 0; index <= LIMIT; index++) expect(await restRead(standalone.url, fromAddress(index))).toBe(200);
    for (let index = 0; index <= LIMIT; index++) expect(await gatewayRead(stack, fromAddress(100 + index))).toBe(200);
  });

  test('and one address is still limited, whichever way it comes', async () => {
    const address = fromAddress(50);
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index++)
      statuses.push(index % 2 ? await restRead(standalone.url, address) : await gatewayRead(stack, address));
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});
