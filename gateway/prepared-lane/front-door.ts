import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { BodiesReadAhead, readableAhead, strictJson } from '../../platform/body-ahead.js';
import { withCorrelationId } from '../../platform/correlation.js';
import { deepFrozen } from '../../platform/frozen.js';
import { answerRefusal } from '../trusted-documents/http.js';
import type { DocumentRequest, TrustedDocumentResolver } from '../trusted-documents/resolution.js';
import { laneAnswersHeaders, type Candidate, type PreparedLane } from './prepared-lane.js';

/** A body the lane answered from the cache before: its candidate, and its document as sent, resolved again for every request. */
interface Remembered {
  readonly candidate: Candidate;
  readonly document: DocumentRequest;
  /** The trusted documents' generation and mode it was resolved under: another may resolve it otherwise. */
  readonly generation: number;
  readonly mode: string;
}

/** The bodies remembered, in characters of text; one body is at most the front door's largest. */
const REMEMBERED_CHARS = 4 * 1024 * 1024;

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
  readonly #bodies: BodiesReadAhead;
  #answered = 0;

  constructor(private readonly options: FrontDoorOptions) {
    this.#bodies = new BodiesReadAhead(options.parser);
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
      this.#bodies.read(req, (bytes) =>
        withCorrelationId(correlationId, () =>
          bytes === undefined ? this.#bodies.handOver(req, res, app, bytes) : this.#read(bytes, req, res, app),
        ),
      );
    };
  }

  /** express.json for the route, unless the front door read the body: then what express.json made of it. */
  bodyParser(): RequestHandler {
    return this.#bodies.parser();
  }

  #takes(req: IncomingMessage): boolean {
    const { headers } = req;
    return (
      req.method === 'POST' &&
      req.url === this.options.path &&
      readableAhead(req, this.options.maxBodyBytes) &&
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
      return this.#bodies.handOver(req, res, app, bytes, text);
    }
    if (req.headers.origin === undefined) return void this.#answer(remembered, bytes, req, res, app);
    this.options.cors(req as Request, res as Response, () => void this.#answer(remembered, bytes, req, res, app));
  }

  async #answer(
    { candidate, document }: Remembered,
    bytes: Buffer,
    req: IncomingMessage,
    res: ServerResponse,
    app: RequestListener,
  ): Promise<void> {
    const { lane, documents } = this.options;
    try {
      const prepared = await lane.prepareAhead(candidate, req, res);
      if (!prepared) return this.#bodies.handOver(req, res, app, bytes);
      // Resolved (and counted) as every request's document is: the same generation and mode resolve it as before.
      const resolution = documents.resolve(document, 'http');
      if (resolution.kind === 'refused') return answerRefusal(res, resolution.error);
      await lane.answerHttp(prepared, res);
      this.#answered += 1;
    } catch (error) {
      // Express's error handler answers it, as it answers the lane's failures on its own route.
      this.#bodies.handOverFailure(req, res, app, bytes, error);
    }
  }

  /** A request the lane answered from the cache: its candidate, by the text of its body, when the front door read it. */
  #remember(req: IncomingMessage, candidate: Candidate): void {
    const text = this.#bodies.textOf(req);
    if (!text || this.#remembered.has(text)) return;
    // Only a body parsed as it is read is remembered: a request that declines finds it parsed the same way.
    const sent = strictJson(text) as Record<string, unknown> | undefined;
    if (!sent) return;
    const { documents } = this.options;
    this.#remembered.set(text, {
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
