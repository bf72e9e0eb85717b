import pg from 'pg';
import type { Logger } from 'pino';

export interface NotificationListenerOptions {
  readonly databaseUrl: string;
  /** The channels LISTENed on; notifications of any other are ignored. */
  readonly channels: readonly string[];
  /** The connection's `application_name`, which names it in `pg_stat_activity`. */
  readonly applicationName: string;
  /** What the listener serves, in its log lines ("event stream", "trusted documents"). */
  readonly name: string;
  readonly log: Logger;
  /** Longest wait between two attempts to listen again (5 s by default). */
  readonly maxReconnectDelayMs?: number;
  /** A notification, with the connection it came on (which the caller may query). */
  readonly onNotification: (notification: pg.Notification, client: pg.Client) => void;
  /** The listening is in place: at first and again after each reconnection. */
  readonly onListening?: () => void;
  /** The connection was lost; attempts to listen again follow until one succeeds or the listener closes. */
  readonly onLost?: () => void;
  /**
   * The listening is in place again after a loss: notifications sent meanwhile were not seen, so the caller
   * catches up (reads its state again) or accepts that they are gone.
   */
  readonly onReconnected?: () => void;
}

const FIRST_RECONNECT_DELAY_MS = 200;
const DEFAULT_MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * One pg.Client LISTENing on PostgreSQL channels for as long as the listener is open. A connection lost (a database
 * restart, `pg_terminate_backend`, a network failure) is replaced with backoff, 200 ms doubling up to
 * `maxReconnectDelayMs`; the first loss of a run and every tenth failed attempt are logged.
 */
export class NotificationListener {
  readonly #channels: ReadonlySet<string>;
  #client: pg.Client | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  /** Consecutive failures since the listening was last in place. */
  #failures = 0;
  #started = false;
  #closed = false;

  constructor(private readonly options: NotificationListenerOptions) {
    this.#channels = new Set(options.channels);
  }

  /**
   * The first attempt to listen: rejects with its failure, after which attempts go on with backoff all the same
   * (`close()` ends them, for a caller that cannot start without listening).
   */
  start(): Promise<void> {
    if (this.#started) throw new Error(`${this.options.name}: the notification listener was started already`);
    this.#started = true;
    return this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: this.options.applicationName,
    });
    this.#client = client;
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    client.on('notification', (notification) => {
      if (this.#channels.has(notification.channel)) this.options.onNotification(notification, client);
    });
    try {
      await client.connect();
      for (const channel of this.#channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.#lost(client, error);
      throw error;
    }
    // Closed, or lost and replaced, while the LISTEN was under way.
    if (this.#client !== client) return;
    const again = this.#failures > 0;
    this.#failures = 0;
    if (again) this.options.log.info(`${this.options.name} listens again`);
    this.options.onListening?.();
    if (again) this.options.onReconnected?.();
  }

  /** Called by each way a connection can fail (refused, dropped, ended); only the first call for it counts. */
  #lost(client: pg.Client, error?: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.options.onLost?.();
    this.#failures++;
    const delay = Math.min(
      this.options.maxReconnectDelayMs ?? DEFAULT_MAX_RECONNECT_DELAY_MS,
      FIRST_RECONNECT_DELAY_MS * 2 ** (this.#failures - 1),
    );
    if (this.#failures === 1 || this.#failures % 10 === 0) {
      this.options.log.warn(
        { err: error, failures: this.#failures, delay },
        `${this.options.name} lost its database connection; reconnecting`,
      );
    }
    // A failed attempt has scheduled the next one already (#lost).
    this.#reconnectTimer = setTimeout(() => void this.#connect().catch(() => undefined), delay);
    this.#reconnectTimer.unref();
  }
}
