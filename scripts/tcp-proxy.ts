import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

/**
 * A TCP relay to a real server (the broker, a database) on a port of its own, for fault tests and the bench: it can
 * cut every connection and refuse new ones (the server "goes away" and comes back, as in a restart), and it can hold
 * the server's replies while still forwarding what clients send (a link that fails in one direction: RabbitMQ takes
 * a publish whose confirm never reaches the publisher), without touching the shared server.
 */
export class TcpProxy {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  /** The server's replies held back while `holdReplies` is on, per client connection. */
  readonly #heldReplies = new Map<Socket, Buffer[]>();
  #holding = false;
  /** Connections accepted so far. */
  accepted = 0;
  /** How long a new connection waits before it is relayed: a server slow to accept, as under load. */
  connectDelayMs = 0;

  private constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  /** A proxy for `target` (a URL such as amqp://guest:guest@127.0.0.1:5672) on a free port; not started yet. */
  static async create(target: URL): Promise<TcpProxy> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return new TcpProxy(port, target);
  }

  /** The target URL, pointed at the proxy. */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** Bytes of the server's replies held back so far (while `holdReplies` is on). */
  get heldReplyBytes(): number {
    let bytes = 0;
    for (const chunks of this.#heldReplies.values()) for (const chunk of chunks) bytes += chunk.length;
    return bytes;
  }

  start(): Promise<void> {
    this.#server = createServer((client) => {
      this.accepted++;
      const upstream = new Socket();
      this.#sockets.add(client).add(upstream);
      const relay = () => {
        if (client.destroyed) return;
        upstream.connect(Number(this.target.port || 5672), this.target.hostname);
        client.pipe(upstream);
        upstream.on('data', (chunk: Buffer) => {
          if (!this.#holding) {
            client.write(chunk);
            return;
          }
          const held = this.#heldReplies.get(client) ?? [];
          held.push(chunk);
          this.#heldReplies.set(client, held);
        });
        upstream.on('end', () => {
          if (!this.#holding) client.end();
        });
      };
      if (this.connectDelayMs > 0) setTimeout(relay, this.connectDelayMs);
      else relay();
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.#sockets.delete(client);
        this.#sockets.delete(upstream);
        this.#heldReplies.delete(client);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    return new Promise((resolve) => this.#server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /**
   * From now on the server's replies are held (and what clients send still reaches it), until `releaseReplies` or
   * `stop`, which cuts the connections with their held replies undelivered.
   */
  holdReplies(): void {
    this.#holding = true;
  }

  /** Delivers the held replies, in order, and forwards replies again. */
  releaseReplies(): void {
    this.#holding = false;
    for (const [client, chunks] of this.#heldReplies) for (const chunk of chunks) client.write(chunk);
    this.#heldReplies.clear();
  }

  /** The server "goes away": open connections are cut (held replies with them) and new ones refused. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    this.#holding = false;
    this.#heldReplies.clear();
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }
}
