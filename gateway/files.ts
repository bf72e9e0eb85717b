import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { fetch, type Agent, type Response as UpstreamResponse } from 'undici';
import { ErrorCode } from '../platform/errors.js';
import { answerHttpError } from '../platform/http-errors.js';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'last-modified',
  'cache-control',
  'x-content-type-options',
];

/** The code of a subgraph's refusal of a link, by its status (another 4xx is VALIDATION_ERROR). */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION_ERROR,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
};

/** The message of a subgraph's JSON refusal (`{message}`), or undefined. */
async function refusalMessage(upstream: UpstreamResponse): Promise<string | undefined> {
  try {
    const { message } = (await upstream.json()) as { message?: unknown };
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /files/:subgraph/:token`: streams a file from the subgraph that signed the link (its `/files/:token`).
 * The subgraph checks the signature and expiry; the gateway relays the bytes, and answers every refusal or failure
 * as the GraphQL error body every other error of the gateway has (platform/http-errors.ts), with its status.
 */
export function fileProxy(subgraphUrls: () => Readonly<Record<string, string>>, agent: Agent, log: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const subgraph = String(req.params.subgraph);
    const urls = subgraphUrls();
    const base = Object.hasOwn(urls, subgraph) ? urls[subgraph] : undefined;
    if (!base) {
      answerHttpError(res, ErrorCode.NOT_FOUND, 'Unknown file source');
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
      answerHttpError(res, ErrorCode.SERVICE_UNAVAILABLE, `Subgraph "${subgraph}" is unavailable`);
      return;
    }
    if (!upstream.ok) {
      // The subgraph's refusal of the link (4xx) keeps its message; its failure is the gateway's 503.
      const refused = upstream.status < 500;
      const message = refused ? await refusalMessage(upstream) : await upstream.body?.cancel();
      answerHttpError(
        res,
        refused ? (CODE_BY_STATUS[upstream.status] ?? ErrorCode.VALIDATION_ERROR) : ErrorCode.SERVICE_UNAVAILABLE,
        message || (refused ? 'Invalid download link' : `Subgraph "${subgraph}" is unavailable`),
      );
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
      await pipeline(Readable.fromWeb(upstream.body), res);
    } catch (error) {
      log.warn({ err: error, subgraph }, 'file download interrupted');
    }
  };
}
