/*
 * Types of two packages of express's own (its ETag generator and its freshness check), which ship none; the
 * engine's conditional GET uses them (`conditional.ts`).
 */

declare module 'etag' {
  import type { Stats } from 'node:fs';

  /** A strong entity tag of the bytes (`"<length in hex>-<SHA-1, base64>"`); weak for `fs.Stats` or with `weak: true`. */
  function etag(entity: string | Buffer | Stats, options?: { weak?: boolean }): string;
  export = etag;
}

declare module 'fresh' {
  /**
   * Whether the client's copy is fresh: `If-None-Match` (`*`, or a list of tags, compared weakly) against the
   * response's `etag`, else `If-Modified-Since` against its `last-modified`. False for an unconditional request
   * and for one with `Cache-Control: no-cache`.
   */
  function fresh(
    requestHeaders: Readonly<Record<string, string | string[] | undefined>>,
    responseHeaders: Readonly<{ etag?: string; 'last-modified'?: string }>,
  ): boolean;
  export = fresh;
}
