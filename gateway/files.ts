import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { fetch, type Agent } from 'undici';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'last-modified',
  'cache-control',
  'x-content-type-options',
];

/**
 * `GET /files/:subgraph/:token`: streams a file from the subgraph that signed the link (its `/files/:token`).
 * The subgraph checks the signature and expiry; the gateway only relays bytes and statuses.
 */
export function fileProxy(subgraphUrls: () => Readonly<Record<string, string>>, agent: Agent, log: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const subgraph = String(req.params.subgraph);
    const urls = subgraphUrls();
    const base = Object.hasOwn(urls, subgraph) ? urls[subgraph] : undefined;
    if (!base) {
      res.status(404).json({ message: 'Unknown file source' });
      return;
    }
    let upstream;
    try {
      upstream = await fetch(new URL(`/files/${encodeURIComponent(String(req.params.token))}`, base), {
        dispatcher: agent,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      log.warn({ err: error, subgraph }, 'file source unavailable');
      res.status(503).json({ message: `Subgraph "${subgraph}" is unavailable` });
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (!upstream.body) {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res);
    } catch (error) {
      log.warn({ err: error, subgraph }, 'file download interrupted');
    }
  };
}
