import etag from 'etag';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { FORWARDED_HEADERS } from '../../platform/forwarded-headers.js';
import type { RouteAuth } from './types.js';

/**
 * Conditional GET, in one place for every route of the three tables: a successful (2xx) JSON answer to a GET or
 * HEAD carries a strong `ETag` of its exact body, and a request whose `If-None-Match` names it (one tag, one of a
 * list, or `*`) is answered `304 Not Modified` without a body, with the same `ETag`, `Cache-Control` and `Vary`.
 *
 * The operation still runs for a conditional request: the tag is the hash of the answer it produces now, so it can
 * never be stale; a 304 saves the body's transfer, not the work. Errors, answers to other methods, answers without
 * a body and streamed files carry no tag (the subgraphs serve files `private, no-store`, and hashing one would mean
 * buffering it).
 */

/**
 * The request headers an answer may depend on besides its URL: those the engine sends on to the gateway
 * (credentials, the tenant, the admin and audit switches). Every tagged answer names them in `Vary`.
 */
const VARY = FORWARDED_HEADERS.map((name) =>
  name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase()),
).join(', ');

/** Routes that take credentials: their answers are always made for their caller. */
const CREDENTIALED: ReadonlySet<RouteAuth> = new Set(['jwt', 'admin', 'super-admin', 'cookie']);

/** How a successful answer of a route may be cached. */
export interface CachePolicy {
  /** Made for its caller: `Cache-Control: private`, so that no shared cache keeps it. */
  readonly private: boolean;
}

/**
 * The cache policy of a route's successful answer to `req`: private when the route takes credentials or the
 * request carried any header the gateway receives (a token on a public route, a tenant id, a cookie), since the
 * subgraph may have answered for that caller.
 */
export function cachePolicy(auth: RouteAuth, req: Request): CachePolicy {
  return { private: CREDENTIALED.has(auth) || FORWARDED_HEADERS.some((name) => req.headers[name] !== undefined) };
}

/**
 * Sends a JSON body. With a `policy` (a route's successful answer, never an error), a 2xx answer to GET or HEAD is
 * serialized once, as `res.json` does, and its bytes hashed once (the `etag` package: SHA-1, linear in the size).
 * `ETag`, `Cache-Control: no-cache` (caches may store it but must revalidate every time, so that no client reads a
 * stale answer, as before) with `private` for an answer made for its caller, and `Vary` are set; an
 * `If-None-Match` that matches (the `fresh` package: a list of tags, weak comparison, `*`) turns it into a 304, whose
 * body and `Content-Type`/`Content-Length` `res.send` drops.
 *
 * Only `If-None-Match` is given to `fresh`, as RFC 9110 evaluates it: without a `Last-Modified` an
 * `If-Modified-Since` alone cannot be evaluated (a full answer), and a request's `Cache-Control: no-cache` is for
 * caches, not a reason to ignore a precondition (express's `req.fresh` would answer such a request in full).
 */
export function sendJson(req: Request, res: Response, body: unknown, policy?: CachePolicy): void {
  const tagged =
    policy !== undefined &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    res.statusCode >= 200 &&
    res.statusCode < 300;
  if (!tagged) {
    res.json(body);
    return;
  }
  // `res.json`'s own serialization: the adapter sets no `json replacer`, `json spaces` or `json escape`.
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  const tag = etag(bytes);
  if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', tag);
  if (!res.hasHeader('cache-control'))
    res.setHeader('Cache-Control', policy.private ? 'private, no-cache' : 'no-cache');
  res.vary(VARY);
  if (fresh({ 'if-none-match': req.headers['if-none-match'] }, { etag: tag })) res.status(304);
  res.send(bytes);
}
