import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardedClient, type TrustProxy } from './client-address.js';

/**
 * The admission layer counts a proxied request by the client Express would name: `forwardedClient` against `req.ip`
 * on real requests through an Express app, for each `trust proxy` setting and X-Forwarded-For chain.
 */
const SETTINGS: readonly (string | string[] | boolean | number)[] = [
  'loopback',
  ['loopback', '10.0.0.0/8'],
  'loopback, linklocal, uniquelocal',
  ['127.0.0.1'],
];
const CHAINS = [
  '203.0.113.9',
  '203.0.113.9, 10.1.2.3',
  '10.1.2.3, 203.0.113.9',
  ' 198.51.100.1 ,10.0.0.7 , 10.0.0.8',
  'not-an-address, 10.0.0.7',
  '::1, 2001:db8::1',
  ',,',
];

let server: Server;
let origin: string;
let setting: string | string[] | boolean | number = false;

beforeAll(async () => {
  const app = express();
  app.get('/', (req, res) => {
    app.set('trust proxy', setting);
    const trust = app.get('trust proxy fn') as TrustProxy;
    res.json({ ip: req.ip, forwarded: forwardedClient(req, trust) ?? null });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

test('names the client Express names as req.ip for every trust setting and X-Forwarded-For chain', async () => {
  for (const trusted of SETTINGS) {
    setting = trusted;
    for (const chain of CHAINS) {
      const answer = (await (await fetch(origin, { headers: { 'x-forwarded-for': chain } })).json()) as {
        ip: string;
        forwarded: string | null;
      };
      // Without a usable entry the request is the proxy's own (undefined); otherwise the same address.
      const expected = answer.ip === '127.0.0.1' && !chain.replace(/[\s,]/g, '') ? null : answer.ip;
      expect({ trusted, chain, forwarded: answer.forwarded }).toEqual({ trusted, chain, forwarded: expected });
    }
  }
});
