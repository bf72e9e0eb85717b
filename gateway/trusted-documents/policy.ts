import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/** TRUSTED_DOCUMENTS (platform/config.ts). */
export type TrustedDocumentsMode = 'off' | 'audit' | 'enforce';

/** What the mode depends on besides the configuration. */
export interface ManifestsLoaded {
  readonly clientManifestLoaded: boolean;
}

/**
 * The mode in force for each request: the configured one, else `enforce` in production as soon as a client's manifest
 * is loaded and `off` until then (and always `off` outside production, where the explorer sends any text). The REST
 * adapter's own manifest, always loaded, does not turn production to enforce: a deployment that never loaded a
 * manifest for its clients would otherwise refuse all of them after an upgrade. Read per request, so that the first
 * `documents:load` of a client turns production to enforce on every replica without a restart.
 */
export class TrustedDocumentPolicy {
  constructor(
    private readonly configured: TrustedDocumentsMode | undefined,
    private readonly production: boolean,
    private readonly manifests: ManifestsLoaded,
  ) {}

  get mode(): TrustedDocumentsMode {
    if (this.configured) return this.configured;
    return this.production && this.manifests.clientManifestLoaded ? 'enforce' : 'off';
  }
}

/** Distinct unknown texts remembered, so that each is logged once, however often it is sent. */
const LOGGED_TEXTS = 10_000;
/** How much of an unknown text a log line shows. */
const LOGGED_TEXT_CHARS = 1_000;

/**
 * The log of unknown documents in audit mode: a warning the first time a text is seen (by its hash, bounded), never
 * an error (a client's document is no fault of the gateway's); the metric counts every one.
 */
export class UnknownDocumentLog {
  readonly #seen = new LRUCache<string, true>({ max: LOGGED_TEXTS });

  constructor(private readonly log: Logger) {}

  unknownText(hash: string, text: string, operationName: unknown, channel: string): void {
    if (this.#seen.has(hash)) return;
    this.#seen.set(hash, true);
    this.log.warn(
      {
        hash,
        operationName: typeof operationName === 'string' ? operationName : undefined,
        channel,
        document: text.length > LOGGED_TEXT_CHARS ? `${text.slice(0, LOGGED_TEXT_CHARS)}…` : text,
      },
      'trusted documents (audit): an unknown document ran; enforce mode would refuse it',
    );
  }
}
