import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ports, waitUntilUp } from '../stack.js';

export const PEER_PORT = 15410;
export const peerUrl = `http://127.0.0.1:${PEER_PORT}/graphql`;

const PEER_DIRECTORY = resolve('bench/peer');
const PEER_BIN = resolve(PEER_DIRECTORY, 'node_modules/@graphql-hive/gateway/dist/bin.js');

/**
 * The peer is a package of its own (bench/peer/package.json and its lockfile), installed on the bench's first run:
 * as a dependency of the project, its OpenTelemetry peers conflicted with ours on every `npm install`.
 */
function installPeer(): void {
  if (existsSync(PEER_BIN)) return;
  console.error('bench: installing the peer gateway (Hive Gateway) under bench/peer/node_modules, once');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: PEER_DIRECTORY,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Hive Gateway (`@graphql-hive/gateway`, its own CLI) serving the checked-in supergraph in a process of its own, in
 * front of the bench's subgraphs: the supergraph's subgraph URLs (the contract's ports) are rewritten to the bench's.
 */
export async function startPeerGateway(): Promise<ChildProcess> {
  installPeer();
  const benchPorts: Record<string, number> = {
    training: ports.TRAINING_PORT,
    compliance: ports.COMPLIANCE_PORT,
    factory: ports.FACTORY_PORT,
  };
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
      PEER_BIN,
      'supergraph',
      supergraphPath,
      '--port',
      String(PEER_PORT),
      '--host',
      '127.0.0.1',
      '--config-path',
      resolve('bench/peer/gateway.config.mjs'),
      '--disable-websockets',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitUntilUp(`http://127.0.0.1:${PEER_PORT}/healthcheck`);
  return peer;
}
