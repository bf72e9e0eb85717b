import type { EntityManager } from '@mikro-orm/postgresql';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { bearerTokenOf } from '../../platform/auth/bearer.js';
import type { Config } from '../../platform/config.js';
import type { RateLimits } from '../../platform/rate-limits/index.js';
import type { JobQueue } from './jobs.js';

/** What every subgraph knows about the request it serves (forwarded to it by the gateway). */
export interface RequestInfo {
  readonly headers: IncomingHttpHeaders;
  /** The end client's address, as forwarded by the gateway (used for rate limits and audit). */
  readonly clientAddress: string;
  readonly correlationId: string;
}

/** Headers a resolver adds to the HTTP answer (the gateway passes rate-limit headers on to the client). */
export interface ResponseHeaders {
  setHeader(name: string, value: string): void;
}

export interface SubgraphContext {
  /** A unit of work of its own for this request. */
  readonly em: EntityManager;
  readonly request: RequestInfo;
  readonly response: ResponseHeaders;
  readonly log: Logger;
  /** Background work of this subgraph (mail, forwarding), enqueued transactionally. */
  readonly jobs: JobQueue;
  /** This subgraph's rate limits, counted with every replica's (see `rate-limit.ts`). */
  readonly rateLimits: RateLimits;
  /** The configuration this subgraph instance was started with (read once, at start). */
  readonly config: Config;
}

/** The bearer token of the request, or undefined when the header is absent; a malformed header gives null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null | undefined {
  return bearerTokenOf(headers.authorization);
}
