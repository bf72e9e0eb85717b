import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ports, waitUntilUp } from '../stack.js';

export const PEER_PORT = 15410;
export const peerUrl = `http://127.0.0.1:${PEER_PORT}/graphql`;

/**
 * Hive Gateway (`@graphql-hive/gateway`, its own CLI) serving the checked-in supergraph in a process of its own, in
 * front of the bench's subgraphs: the supergraph's subgraph URLs (the contract's ports) are rewritten to the bench's.
 */
export async function startPeerGateway(): Promise<ChildProcess> {
  const benchPorts: Record<string, number> = { training: ports.TRAINING_PORT, compliance: ports.COMPLIANCE_PORT, factory: ports.FACTORY_PORT };
  const supergraph = readFileSync('schema/supergraph.graphql', 'utf8').replace(
    /@join__graph\(name: "(\w+)", url: "http:\/\/127\.0\.0\.1:\d+\/graphql"\)/g,
    (_match, name: string) => `@join__graph(name: "${name}", url: "http://127.0.0.1:${benchPorts[name]}/graphql")`,
  );
  mkdirSync('.data/bench-peer', { recursive: true });
  const supergraphPath = resolve('.data/bench-peer/supergraph.graphql');
  writeFileSync(supergraphPath, supergraph);
  const peer = spawn(
    process.execPath,
    [
      resolve('node_modules/@graphql-hive/gateway/dist/bin.js'),
      'supergraph',
      supergraphPath,
      '--port', String(PEER_PORT),
      '--host', '127.0.0.1',
      '--config-path', resolve('bench/peer/gateway.config.mjs'),
      '--disable-websockets',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitUntilUp(`http://127.0.0.1:${PEER_PORT}/healthcheck`);
  return peer;
}
