import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in service sees of a request: enough to answer it, and for tests to inspect what was sent. */
export interface ReceivedRequest {
  readonly method: string;
  /** Path and query string as sent, e.g. /audit-logs?service=training */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The whole body as text ('' when there is none). */
  readonly body: string;
}

export interface JsonReply {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Base of the local servers that play outside HTTP services in tests: plain node:http on an ephemeral
 * loopback port, so that the code under test talks real HTTP to them. Subclasses only decide the answer.
 */
export abstract class LocalJsonServer {
  /** http://127.0.0.1:PORT, set by `start()`. */
  url = '';

  readonly #server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const parsed = new URL(url, 'http://localhost');
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      void Promise.resolve()
        .then(() => this.answer(request))
        // A bug in a stand-in must show up as a failing request, not as a hung test.
        .catch((error: unknown) => ({
          status: 500,
          body: { message: error instanceof Error ? error.message : String(error) },
        }))
        .then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        });
    });
  });

  protected abstract answer(request: ReceivedRequest): JsonReply | Promise<JsonReply>;

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(0, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Stops at once, dropping kept-alive client connections instead of waiting for them to time out. */
  stop(): Promise<void> {
    if (!this.#server.listening) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#server.close((error) => (error ? reject(error) : resolve()));
      this.#server.closeAllConnections();
    });
  }
}

/** Shorthand for a reply. */
export const reply = (status: number, body: unknown): JsonReply => ({ status, body });
