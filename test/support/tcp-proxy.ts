import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

/**
 * A TCP relay to a real server (the broker) on a port of its own, which can cut every connection and refuse
 * new ones: the server "goes away" and comes back, as in a restart, without touching the shared server.
 */
export class TcpProxy {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
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

  start(): Promise<void> {
    this.#server = createServer((client) => {
      this.accepted++;
      const upstream = new Socket();
      this.#sockets.add(client).add(upstream);
      const relay = () => {
        if (client.destroyed) return;
        upstream.connect(Number(this.target.port || 5672), this.target.hostname);
        client.pipe(upstream).pipe(client);
      };
      if (this.connectDelayMs > 0) setTimeout(relay, this.connectDelayMs);
      else relay();
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.#sockets.delete(client);
        this.#sockets.delete(upstream);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    return new Promise((resolve) => this.#server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** The server "goes away": open connections are cut and new ones refused. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }
}
