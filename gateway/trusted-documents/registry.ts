import pg from 'pg';
import type { Logger } from 'pino';
import { NotificationListener } from '../../platform/database/notification-listener.js';
import type { TrustedDocument } from './manifest.js';
import { allDocuments, createDocumentTable, NOTIFY_CHANNEL, type StoredDocument } from './store.js';

/** The REST adapter's client name: its manifest is loaded by the gateway itself (rest-adapter-manifest.ts). */
export const REST_ADAPTER_CLIENT = 'rest-adapter';

/**
 * What this replica knows of the trusted documents: every document of the store in memory, by id and by its text, so
 * that a request is resolved without a round trip to PostgreSQL, and an unknown id (anyone can send random ones)
 * costs a map lookup, never a query. Kept current by LISTEN/NOTIFY rather than a TTL: a manifest loaded
 * or removed on any replica (or by the CLI) commits with a notification, and every replica reloads at once, not up
 * to a TTL later (a removal must take effect now; a client's new version must not be refused for a while). A lost
 * listening connection reconnects and reloads, since notifications sent meanwhile are lost.
 */
export class TrustedDocumentRegistry {
  #byId = new Map<string, StoredDocument>();
  #texts = new Set<string>();
  /** The gateway's own documents that its platform's components send as text (see trustBuiltIn). */
  #builtInTexts = new Set<string>();
  #clientManifests = false;
  readonly #listener: NotificationListener;
  #reloading: Promise<void> | undefined;
  #reloadAgain = false;
  #closed = false;
  /** Bumped on each reload, for tests and the bench to wait on. */
  #generation = 0;

  private constructor(
    private readonly pool: pg.Pool,
    databaseUrl: string,
    private readonly log: Logger,
  ) {
    // After a reconnection too: documents loaded or removed meanwhile were announced to no one here.
    const reload = () => {
      this.reload().catch((error: unknown) => this.log.warn({ err: error }, 'trusted documents: reload failed'));
    };
    this.#listener = new NotificationListener({
      databaseUrl,
      channels: [NOTIFY_CHANNEL],
      applicationName: 'trusted-documents-listen',
      name: 'trusted documents',
      log,
      onNotification: reload,
      onReconnected: reload,
    });
  }

  /** Creates the table if need be, reads every document and listens for changes. */
  static async open(databaseUrl: string, log: Logger): Promise<TrustedDocumentRegistry> {
    const pool = new pg.Pool({ connectionString: databaseUrl, application_name: 'trusted-documents', max: 2 });
    pool.on('error', () => undefined);
    const client = await pool.connect();
    try {
      await createDocumentTable(client);
    } finally {
      client.release();
    }
    const registry = new TrustedDocumentRegistry(pool, databaseUrl, log);
    try {
      await registry.#listener.start();
      await registry.reload();
    } catch (error) {
      await registry.close();
      throw error;
    }
    return registry;
  }

  /** The document of a (normalized) id, or undefined. */
  byId(id: string): TrustedDocument | undefined {
    return this.#byId.get(id);
  }

  /**
   * Whether the text is exactly that of a trusted document: a set lookup (the text hashed and compared as a string,
   * never parsed), cheaper than its SHA-256, which only an unknown text needs for the audit log.
   */
  knowsText(text: string): boolean {
    return this.#texts.has(text) || this.#builtInTexts.has(text);
  }

  /**
   * Trusts `texts` besides the store's documents, on this replica alone: documents derived from the supergraph being
   * served (the REST adapter's query of the CORS origins, whose field is found by role), which no manifest built ahead
   * of it can hold. Replaces the previous built-in texts (a new supergraph).
   */
  trustBuiltIn(texts: readonly string[]): void {
    this.#builtInTexts = new Set(texts);
  }

  /** Whether a manifest of a client other than the REST adapter is loaded (production's default mode turns on it). */
  get clientManifestLoaded(): boolean {
    return this.#clientManifests;
  }

  get size(): number {
    return this.#byId.size;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The pool the gateway's own changes go through (the REST adapter's manifest at start). */
  get database(): pg.Pool {
    return this.pool;
  }

  /** Reads every document again; calls while one is under way coalesce into one more read after it. */
  reload(): Promise<void> {
    if (this.#reloading) {
      this.#reloadAgain = true;
      return this.#reloading;
    }
    this.#reloading = (async () => {
      try {
        do {
          this.#reloadAgain = false;
          const documents = await allDocuments(this.pool);
          this.#byId = new Map(documents.map((document) => [document.id, document]));
          this.#texts = new Set(documents.map((document) => document.body));
          this.#clientManifests = documents.some((document) => document.client !== REST_ADAPTER_CLIENT);
          this.#generation += 1;
          this.log.info({ documents: documents.length }, 'trusted documents loaded');
        } while (this.#reloadAgain && !this.#closed);
      } finally {
        this.#reloading = undefined;
      }
    })();
    return this.#reloading;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#listener.close();
    await this.#reloading?.catch(() => undefined);
    await this.pool.end();
  }
}
