import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InProcessOperation } from '../gateway/in-process.js';
import { GraphQLClient } from '../rest-adapter/engine/index.js';
import { createRestApp } from '../rest-adapter/server.js';

/** A legacy REST call as the bench sends it. */
export interface RestCall {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** Below the REST adapter's origin, e.g. `/training/api/v1/courses?limit=20`. */
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

/**
 * The GraphQL operation the REST adapter executes for `call`: its route table's document with the variables and
 * headers the engine derives from the request. Found by running the real engine, with an executor that records
 * the operation instead of executing it, so that "the same query through the gateway" is the same by construction.
 */
export async function graphqlTwinOf(call: RestCall): Promise<InProcessOperation> {
  let recorded: InProcessOperation | undefined;
  const recorder = new GraphQLClient('http://127.0.0.1:1/graphql', {
    inProcess: (operation) => {
      recorded = operation;
      return Promise.resolve({
        status: 200,
        headers: {},
        result: { errors: [{ message: 'recorded by the bench', extensions: { code: 'NOT_FOUND' } }] },
      });
    },
  });
  const server = createServer(createRestApp(recorder));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } finally {
    server.close();
    await recorder.close();
  }
  if (!recorded) throw new Error(`${call.method} ${call.path} executes no GraphQL operation`);
  // Each request of the load gets its own correlation id and its address from the connection, as the adapter's do.
  const { 'x-correlation-id': _correlationId, 'x-forwarded-for': _address, ...headers } = recorded.headers;
  return { ...recorded, headers };
}
