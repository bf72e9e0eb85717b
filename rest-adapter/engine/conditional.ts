import fresh from 'fresh';
import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import vary from 'vary';
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

/**
 * A JSON body serialised as `res.json` serialises it (the adapter sets no `json replacer`, `json spaces` or
 * `json escape`), with its UTF-8 length and, once asked, its tag in the `etag` package's format, which the legacy
 * clients have kept: `"<byte length in hex>-<SHA-1 of the bytes, base64, 27 characters>"`. A route's answer may
 * carry one as its body, made once for answers sent again (`answerOf` in `answer.ts`).
 */
export class SerialisedBody {
  readonly bytes: number;
  #tag: string | undefined;

  constructor(readonly text: string) {
    this.bytes = Buffer.byteLength(text);
  }

  get tag(): string {
    this.#tag ??= `"${this.bytes.toString(16)}-${hash('sha1', this.text, 'base64').substring(0, 27)}"`;
    return this.#tag;
  }
}

/**
 * A body as a SerialisedBody: itself when it is one already, else serialised, and `last` (one sent before) when it
 * serialises to the same text, so that its tag is not hashed again.
 */
export function serialisedBody(body: unknown, last?: SerialisedBody): SerialisedBody {
  if (body instanceof SerialisedBody) return body;
  const text = JSON.stringify(body);
  return text === last?.text ? last : new SerialisedBody(text);
}

/**
 * The bodies of one route's successful answers, serialised; the last is kept, so that an equal answer made afresh
 * (the same page fetched again) is compared with it rather than hashed again: SHA-1 runs at about a byte per
 * nanosecond, a comparison at several, and a different answer differs in length or soon after its first bytes.
 */
export class RouteBodies {
  #last: SerialisedBody | undefined;

  serialised(body: unknown): SerialisedBody {
    this.#last = serialisedBody(body, this.#last);
    return this.#last;
  }
}

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
export function cachePolicy(auth: RouteAuth, req: IncomingMessage): CachePolicy {
  return { private: CREDENTIALED.has(auth) || FORWARDED_HEADERS.some((name) => req.headers[name] !== undefined) };
}

/**
 * Sends a JSON body (or one already serialised, `SerialisedBody`), written as one string with its headers: `res.json`
 * turns a body of 1,000 characters or more into a Buffer, a copy that Node then writes in two pieces, which showed in
 * the adapter's CPU on fast answers.
 *
 * With a `policy` (a route's successful answer, never an error, its body serialised by the route's `RouteBodies`) a
 * 2xx answer to GET or HEAD is tagged: `ETag`, `Cache-Control: no-cache` (caches may store it but must
 * revalidate every time, so that no client reads a stale answer, as before) with `private` for an answer made for its
 * caller, and `Vary` are set; an `If-None-Match` that matches (the `fresh` package: a list of tags, weak comparison,
 * `*`) turns it into a 304, without a body, `Content-Type` or `Content-Length`.
 *
 * Only `If-None-Match` is given to `fresh`, as RFC 9110 evaluates it: without a `Last-Modified` an
 * `If-Modified-Since` alone cannot be evaluated (a full answer), and a request's `Cache-Control: no-cache` is for
 * caches, not a reason to ignore a precondition (express's `req.fresh` would answer such a request in full).
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, body: unknown, policy?: CachePolicy): void {
  const serialised = serialisedBody(body);
  if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const tagged =
    policy !== undefined &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    res.statusCode >= 200 &&
    res.statusCode < 300;
  if (tagged) {
    const tag = serialised.tag;
    res.setHeader('ETag', tag);
    if (!res.hasHeader('cache-control'))
      res.setHeader('Cache-Control', policy.private ? 'private, no-cache' : 'no-cache');
    // `vary` parses the header it extends: none is there but the one CORS may have set.
    if (res.hasHeader('vary')) vary(res, VARY);
    else res.setHeader('Vary', VARY);
    const condition = req.headers['if-none-match'];
    if (condition !== undefined && fresh({ 'if-none-match': condition }, { etag: tag })) res.statusCode = 304;
  }
  if (res.statusCode === 304 || res.statusCode === 204) {
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  res.setHeader('Content-Length', serialised.bytes);
  if (req.method === 'HEAD') res.end();
  else res.end(serialised.text);
}
