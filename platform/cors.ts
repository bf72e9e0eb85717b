import cors from 'cors';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { config } from './config.js';

/**
 * The browser origins the gateway and the REST adapter allow: the static ones (CORS_ORIGINS) and the dynamic
 * ones super-admins manage (`/factory/api/v1/global-config/cors`), polled from the graph every
 * CORS_POLL_INTERVAL_MS (30 s) through the Query field of the role `corsOrigins` (platform/gateway-roles.ts), so
 * that an origin added or removed takes effect within a minute, without a restart. A failed poll keeps the last
 * list known.
 */
export class AllowedOrigins {
  readonly #static: ReadonlySet<string>;
  #dynamic: ReadonlySet<string> = new Set();
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly fetchDynamic: () => Promise<readonly string[]>,
    private readonly log: Logger,
    staticOrigins: readonly string[] = config().CORS_ORIGINS,
    private readonly intervalMs: number = config().CORS_POLL_INTERVAL_MS,
  ) {
    this.#static = new Set(staticOrigins);
  }

  /** Polls now and then every interval. */
  start(): this {
    void this.#poll();
    return this;
  }

  allows(origin: string): boolean {
    return this.#static.has(origin) || this.#dynamic.has(origin);
  }

  /** The `cors` middleware for exactly these origins; other origins get no CORS headers, so browsers refuse. */
  middleware(): RequestHandler {
    return cors({
      origin: (origin, callback) => callback(null, origin !== undefined && this.allows(origin)),
      credentials: true,
      exposedHeaders: [
        'X-Correlation-Id',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'Retry-After',
      ],
      maxAge: 600,
    });
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  async #poll(): Promise<void> {
    try {
      this.#dynamic = new Set(await this.fetchDynamic());
    } catch (error) {
      this.log.warn({ err: error }, 'could not refresh the dynamic CORS origins; keeping the last list');
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.#poll(), this.intervalMs);
    this.#timer.unref();
  }
}

/**
 * The query of the dynamic CORS origins, by the name of the supergraph's `@gatewayRole(role: "corsOrigins")` field: the
 * one text the REST adapter sends the gateway that is no route of its tables, which the gateway therefore trusts
 * itself for the supergraph it serves (gateway/trusted-documents/: it runs in enforce mode too).
 */
export function corsOriginsQuery(field: string): string {
  return `query AllowedCorsOrigins { origins: ${field} }`;
}
