import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

/** The protocols whose requests a `StoreRequestCounter` can tell apart in what a client sends. */
export type StoreProtocol = 'postgres' | 'redis';

/**
 * A TCP relay to a real PostgreSQL or Redis that counts the requests its clients send: statements for PostgreSQL
 * (each simple query, and each Sync that ends an extended-protocol one), commands for Redis (each RESP array). The
 * bench and the rate limits' tests count round trips to the store with it, from outside the client, on a port of
 * their own so that other clients of the same server are not counted.
 */
export class StoreRequestCounter {
  /** Requests forwarded so far, every connection together. */
  requests = 0;
  readonly #sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
    private readonly protocol: StoreProtocol,
  ) {}

  /** A counter in front of `target` (postgres://… or redis://…), listening on a free port. */
  static async start(target: string): Promise<StoreRequestCounter> {
    const url = new URL(target);
    const counter = new StoreRequestCounter(createServer(), url, url.protocol === 'redis:' ? 'redis' : 'postgres');
    counter.server.on('connection', (client) => counter.#relay(client));
    await new Promise<void>((resolve) => counter.server.listen(0, '127.0.0.1', resolve));
    return counter;
  }

  /** The target URL, pointed at the counter. */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String((this.server.address() as AddressInfo).port);
    return url.toString();
  }

  #relay(client: Socket): void {
    const upstream = new Socket();
    this.#sockets.add(client).add(upstream);
    const count = this.protocol === 'redis' ? redisCommands() : postgresStatements();
    upstream.connect(Number(this.target.port || (this.protocol === 'redis' ? 6379 : 5432)), this.target.hostname);
    client.on('data', (chunk: Buffer) => {
      this.requests += count(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.#sockets.delete(client);
      this.#sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** A reader of one connection's bytes, as they come, that answers how many requests each chunk completed. */
type RequestCount = (chunk: Buffer) => number;

/** PostgreSQL's frontend messages: a startup message without a type byte, then a type byte and a length each. */
function postgresStatements(): RequestCount {
  let pending = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    let statements = 0;
    for (;;) {
      if (!started) {
        if (pending.length < 8) break;
        const length = pending.readInt32BE(0);
        if (pending.length < length) break;
        // An SSL or GSS request is answered before the startup message proper.
        const code = pending.readInt32BE(4);
        started = code !== 80877103 && code !== 80877104;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) break;
      const length = pending.readInt32BE(1) + 1;
      if (pending.length < length) break;
      const type = String.fromCharCode(pending[0]);
      if (type === 'Q' || type === 'S') statements++;
      pending = pending.subarray(length);
    }
    return statements;
  };
}

/** Redis's requests: each an array of bulk strings (`*2\r\n$3\r\nGET\r\n$1\r\nk\r\n`). */
function redisCommands(): RequestCount {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    let commands = 0;
    for (;;) {
      const end = completeArrayEnd(pending);
      if (end === undefined) break;
      commands++;
      pending = pending.subarray(end);
    }
    return commands;
  };
}

/** Where the array at the start of `buffer` ends, or undefined while it is incomplete. */
function completeArrayEnd(buffer: Buffer): number | undefined {
  const line = (from: number) => {
    const end = buffer.indexOf('\r\n', from);
    return end < 0 ? undefined : { value: buffer.toString('latin1', from + 1, end), next: end + 2 };
  };
  const header = line(0);
  if (!header) return undefined;
  let offset = header.next;
  for (let item = 0; item < Number(header.value); item++) {
    const bulk = line(offset);
    if (!bulk) return undefined;
    offset = bulk.next + Number(bulk.value) + 2;
    if (offset > buffer.length) return undefined;
  }
  return offset;
}
