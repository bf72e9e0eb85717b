import { afterAll, expect, test } from '@jest/globals';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { echoSupergraph, startEchoSubgraph } from '../support/echo-subgraph.js';
import type { RunningTestSubgraph } from '../support/echo-subgraph.js';
import { graphqlRequest } from '../support/stack.js';

/**
 * The gateway talks to its subgraphs and to nothing else: ApolloGateway on its own reports usage metrics to
 * Apollo's cloud and, to describe where it runs, probes the metadata services of four cloud providers
 * (169.254.169.254 and others) as it starts. Every TCP connection this process attempts while a gateway starts and
 * answers is recorded through Node's `net.client.socket` diagnostics channel.
 */
let echo: RunningTestSubgraph | undefined;
let gateway: RunningGateway | undefined;

afterAll(async () => {
  await gateway?.stop();
  await echo?.stop();
});

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

test('a gateway connects to its subgraph only, however its environment is set', async () => {
  // Unset, as on a machine that never heard of it: the gateway must not rely on it.
  delete process.env.APOLLO_TELEMETRY_DISABLED;
  const attempted: string[] = [];
  const record = (message: unknown) => {
    const { socket } = message as { socket: Socket };
    socket.on('connectionAttempt', (ip: string) => attempted.push(ip));
  };
  subscribe('net.client.socket', record);
  try {
    echo = await startEchoSubgraph();
    gateway = await startGateway({ port: 0, supergraphSdl: echoSupergraph(echo), subgraphUrls: { echo: echo.url } });
    expect((await graphqlRequest(gateway.url, '{ echoHeaders }')).errors).toBeUndefined();
    // The cloud probes ran in the background of the start, each within a second or two when they ran at all.
    await sleep(3_000);
  } finally {
    unsubscribe('net.client.socket', record);
  }
  expect(attempted.length).toBeGreaterThan(0);
  expect(attempted.filter((ip) => !LOOPBACK.test(ip))).toEqual([]);
});
