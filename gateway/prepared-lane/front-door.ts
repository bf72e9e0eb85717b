import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { withCorrelationId } from '../../platform/correlation.js';
import { deepFrozen } from '../../platform/frozen.js';
import { answerRefusal } from '../trusted-documents/http.js';
import type { DocumentRequest, TrustedDocumentResolver } from '../trusted-documents/resolution.js';
import { laneAnswersHeaders, type Candidate, type PreparedLane } from './prepared-lane.js';

/** What the front door read of a request it handed to Express: the text, and what express.json makes of it. */
interface ReadAhead {
  readonly text: string;
  readonly body?: unknown;
  readonly error?: unknown;
}

/** A body the lane answered from the cache before: its candidate, and its document as sent, resolved again for every request. */
interface Remembered {
  readonly candidate: Candidate;
  readonly document: DocumentRequest;
  /** The trusted documents' generation and mode it was resolved under: another may resolve it otherwise. */
  readonly generation: number;
  readonly mode: string;
}

/** The JSON bodies the front door reads; any other type, or a charset spelt otherwise, goes to Express as it came. */
const JSON_BODY_TYPES: ReadonlySet<string | undefined> = new Set([
  'application/json',
  'application/json; charset=utf-8',
]);
/** What body-parser's strict JSON accepts: an object or an array; anything else is its error to make. */
const STRICT_JSON_START = /^[ \t\n\r]*[[{]/;
/** The bodies remembered, in characters of text; one body is at most the front door's largest. */
const REMEMBERED_CHARS = 4 * 1024 * 1024;

/** body-parser's failure of a body whose client went away before its end, which the error handler ends quietly. */
const abortedBody = () =>
  Object.assign(new Error('request aborted'), {
    status: 400,
    expose: true,
    code: 'ECONNABORTED',
    type: 'request.aborted',
  });

export interface FrontDoorOptions {
  /** The route it serves (/graphql); requests to any other target go to Express. */
  readonly path: string;
  /** The largest body it reads; a longer one (or one of unknown length) goes to Express unread. */
  readonly maxBodyBytes: number;
  readonly lane: PreparedLane;
  readonly documents: TrustedDocumentResolver;
  /** The route's JSON parser (express.json), whose outcome a body the front door cannot take is handed over with. */
  readonly parser: RequestHandler;
  /**
   * Starts the observation of a request it takes (its correlation id, returned, its line and metrics:
   * platform/http-observability.ts), which Express's observation then leaves alone.
   */
  readonly observe: (req: IncomingMessage, res: ServerResponse) => string;
  /** The CORS middleware every other request passes. */
  readonly cors: RequestHandler;
}

/**
 * The prepared lane's front door: a POST of JSON to /graphql whose body the lane answered from the response cache
 * before (the same bytes, so the same document, operation and variables) is answered here, on Node's request, before
 * Express: observed, given its CORS headers and its document resolved as every request is, then prepared and answered
 * by the lane, which decides per request what depends on the caller (authorization, cache scope, limits, asking
 * afresh). Express's routing and body parsing, the document checks these bytes passed already, and the parse and
 * coercion of the body are what a repeated request no longer pays for.
 *
 * Everything else goes to Express as it came: other methods, targets and content types, encoded or chunked bodies,
 * bodies beyond `maxBodyBytes`, headers the lane would refuse. A body read here that was not remembered (or that the
 * lane now declines) is handed to Express read: the route's JSON parser (`bodyParser`) gives what express.json makes
 * of those bytes, its value or its error (a malformed body is parsed again by express.json itself, so that its refusal
 * is the one it always was).
 */
export class FrontDoor {
  readonly #remembered = new LRUCache<string, Remembered>({
    maxSize: REMEMBERED_CHARS,
    sizeCalculation: (_value, text) => text.length || 1,
  });
  readonly #readAhead = new WeakMap<IncomingMessage, ReadAhead>();
  #answered = 0;

  constructor(private readonly options: FrontDoorOptions) {
    options.lane.onCacheHit = (req, candidate) => this.#remember(req, candidate);
  }

  /** How many requests were answered here (tests). */
  get answered(): number {
    return this.#answered;
  }

  /** The listener of the HTTP server: requests the front door takes, else `app`'s. */
  listener(app: RequestListener): RequestListener {
    return (req, res) => {
      if (!this.#takes(req)) return void app(req, res);
      // Observed from its start, as Express would have: a client that leaves mid-body is counted and logged too.
      const correlationId = this.options.observe(req, res);
      const chunks: Buffer[] = [];
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        req.off('data', onData);
        withCorrelationId(correlationId, outcome);
      };
      const onData = (chunk: Buffer) => chunks.push(chunk);
      const aborted = () => settle(() => this.#handOver(req, res, app, { text: '', error: abortedBody() }));
      req.on('data', onData);
      req.once('end', () => settle(() => this.#read(Buffer.concat(chunks), req, res, app)));
      req.once('error', aborted);
      req.once('close', aborted);
    };
  }

  /** express.json for the route, unless the front door read the body: then what express.json made of it. */
  bodyParser(): RequestHandler {
    return (req, res, next) => {
      const ahead = this.#readAhead.get(req);
      if (!ahead) return this.options.parser(req, res, next);
      if (ahead.error !== undefined) return next(ahead.error);
      req.body = ahead.body;
      next();
    };
  }

  #takes(req: IncomingMessage): boolean {
    const { headers } = req;
    return (
      req.method === 'POST' &&
      req.url === this.options.path &&
      JSON_BODY_TYPES.has(headers['content-type']) &&
      headers['content-encoding'] === undefined &&
      headers['transfer-encoding'] === undefined &&
      Number(headers['content-length']) <= this.options.maxBodyBytes &&
      laneAnswersHeaders(headers)
    );
  }

  #read(bytes: Buffer, req: IncomingMessage, res: ServerResponse, app: RequestListener): void {
    const text = bytes.toString();
    const remembered = this.#remembered.get(text);
    const { documents, lane } = this.options;
    const current =
      remembered !== undefined &&
      remembered.generation === documents.generation &&
      remembered.mode === documents.mode &&
      lane.isCurrent(remembered.candidate);
    if (!current) {
      // A stale one (another supergraph, other trusted documents) goes, so that the lane's next hit remembers it anew.
      if (remembered) this.#remembered.delete(text);
      const body = strictJson(text);
      if (body !== undefined) return this.#handOver(req, res, app, { text, body });
      void parsedByExpress(this.options.parser, bytes, req, res).then((parsed) =>
        this.#handOver(req, res, app, { text, ...parsed }),
      );
      return;
    }
    if (req.headers.origin === undefined) return void this.#answer(remembered, text, req, res, app);
    this.options.cors(req as Request, res as Response, () => void this.#answer(remembered, text, req, res, app));
  }

  async #answer(
    { candidate, document }: Remembered,
    text: string,
    req: IncomingMessage,
    res: ServerResponse,
    app: RequestListener,
  ): Promise<void> {
    const { lane, documents } = this.options;
    try {
      const prepared = await lane.prepareAhead(candidate, req, res);
      if (!prepared) return this.#handOver(req, res, app, { text, body: strictJson(text) });
      // Resolved (and counted) as every request's document is: the same generation and mode resolve it as before.
      const resolution = documents.resolve(document, 'http');
      if (resolution.kind === 'refused') return answerRefusal(res, resolution.error);
      await lane.answerHttp(prepared, res);
      this.#answered += 1;
    } catch (error) {
      // Express's error handler answers it, as it answers the lane's failures on its own route.
      this.#handOver(req, res, app, { text, error });
    }
  }

  #handOver(req: IncomingMessage, res: ServerResponse, app: RequestListener, ahead: ReadAhead): void {
    this.#readAhead.set(req, ahead);
    app(req, res);
  }

  /** A request the lane answered from the cache: its candidate, by the text of its body, when the front door read it. */
  #remember(req: IncomingMessage, candidate: Candidate): void {
    const ahead = this.#readAhead.get(req);
    if (!ahead?.text || this.#remembered.has(ahead.text)) return;
    // Only a body parsed as it is read is remembered: a request that declines finds it parsed the same way.
    const sent = strictJson(ahead.text) as Record<string, unknown> | undefined;
    if (!sent) return;
    const { documents } = this.options;
    this.#remembered.set(ahead.text, {
      // A copy no request shares, which nothing can change however often it is answered.
      candidate: { shape: candidate.shape, variables: deepFrozen(structuredClone(candidate.variables)) },
      document: Object.freeze({
        query: sent.query,
        operationName: sent.operationName,
        documentId: sent.documentId,
        extensions: structuredClone(sent.extensions),
      }),
      generation: documents.generation,
      mode: documents.mode,
    });
  }
}

/** A body as body-parser's strict JSON parses it, when that is JSON.parse of its text; else undefined. */
function strictJson(text: string): unknown {
  if (!STRICT_JSON_START.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What express.json makes of bytes read ahead of it (a byte-order mark it strips, a malformed body's exact refusal):
 * it parses them from a request of their own, with the headers they came with.
 */
function parsedByExpress(
  parser: RequestHandler,
  bytes: Buffer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ body?: unknown; error?: unknown }> {
  const replayed = new IncomingMessage(req.socket);
  replayed.headers = req.headers;
  replayed.method = req.method;
  replayed.url = req.url;
  replayed.complete = true;
  replayed.push(bytes);
  replayed.push(null);
  return new Promise((resolve) => {
    parser(replayed as Request, res as Response, (error?: unknown) =>
      resolve(error === undefined ? { body: (replayed as Request).body as unknown } : { error }),
    );
  });
}
