import type { Request, RequestHandler, Response } from 'express';
import { IncomingMessage, type ServerResponse } from 'node:http';

/** What a front door read of a request's body ahead of Express: its text, and what express.json makes of it. */
export interface ReadAhead {
  readonly text: string;
  readonly body?: unknown;
  readonly error?: unknown;
}

/** The JSON bodies a front door reads; any other type, or a charset spelt otherwise, goes to Express as it came. */
const JSON_BODY_TYPES: ReadonlySet<string | undefined> = new Set([
  'application/json',
  'application/json; charset=utf-8',
]);
/** What body-parser's strict JSON accepts: an object or an array; anything else is its error to make. */
const STRICT_JSON_START = /^[ \t\n\r]*[[{]/;

/** body-parser's failure of a body whose client went away before its end, which the error handlers end quietly. */
const abortedBody = () =>
  Object.assign(new Error('request aborted'), {
    status: 400,
    expose: true,
    code: 'ECONNABORTED',
    type: 'request.aborted',
  });

/**
 * Whether a front door may read a request's body itself: JSON, neither encoded nor chunked, of a known length within
 * `maxBytes`. Any other body goes to Express unread.
 */
export function readableAhead(req: IncomingMessage, maxBytes: number): boolean {
  const { headers } = req;
  return (
    JSON_BODY_TYPES.has(headers['content-type']) &&
    headers['content-encoding'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    Number(headers['content-length']) <= maxBytes
  );
}

/** A body as body-parser's strict JSON parses it, when that is JSON.parse of its text; else undefined. */
export function strictJson(text: string): unknown {
  if (!STRICT_JSON_START.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The bodies a front door (the gateway's, the REST adapter's) reads ahead of Express, and what Express's route is
 * handed of them: the route's JSON parser (`parser`) gives what express.json makes of those bytes, its value or its
 * error (a body that is not plainly a JSON object or array is parsed by express.json itself, from the same bytes, so
 * that its refusal is the one it always was).
 */
export class BodiesReadAhead {
  readonly #read = new WeakMap<IncomingMessage, ReadAhead>();

  /** `json`: the route's express.json, which every body not read ahead still meets. */
  constructor(private readonly json: RequestHandler) {}

  /**
   * Reads the body of `req`, then calls `done` with its bytes, or with body-parser's abort error (read as an empty
   * text) when its client went away before its end.
   */
  read(req: IncomingMessage, done: (bytes: Buffer | undefined) => void): void {
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (bytes: Buffer | undefined) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      done(bytes);
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const aborted = () => settle(undefined);
    req.on('data', onData);
    req.once('end', () => settle(Buffer.concat(chunks)));
    req.once('error', aborted);
    req.once('close', aborted);
  }

  /**
   * Keeps what was read of `req` (its bytes, and their `text` when decoded already; undefined: its client aborted it),
   * then hands it to Express's `app`.
   */
  handOver(
    req: IncomingMessage,
    res: ServerResponse,
    app: (req: IncomingMessage, res: ServerResponse) => void,
    bytes: Buffer | undefined,
    text = bytes?.toString() ?? '',
  ): void {
    if (bytes === undefined) return this.#handOver(req, res, app, { text, error: abortedBody() });
    const body = strictJson(text);
    if (body !== undefined) return this.#handOver(req, res, app, { text, body });
    void this.#parsedByExpress(bytes, req, res).then((parsed) => this.#handOver(req, res, app, { text, ...parsed }));
  }

  /** Hands over to Express's error handler a request whose body was read ahead, with the failure of its answer. */
  handOverFailure(
    req: IncomingMessage,
    res: ServerResponse,
    app: (req: IncomingMessage, res: ServerResponse) => void,
    bytes: Buffer,
    error: unknown,
  ): void {
    this.#handOver(req, res, app, { text: bytes.toString(), error });
  }

  /** The text read ahead of `req`, when it was. */
  textOf(req: IncomingMessage): string | undefined {
    return this.#read.get(req)?.text;
  }

  /**
   * The route's JSON parser (`json`: the one given at construction unless the route has its own, a limit of its own),
   * unless the body was read ahead: then what express.json made of it.
   */
  parser(json: RequestHandler = this.json): RequestHandler {
    return (req, res, next) => {
      const ahead = this.#read.get(req);
      if (!ahead) return json(req, res, next);
      if (ahead.error !== undefined) return next(ahead.error);
      req.body = ahead.body;
      next();
    };
  }

  #handOver(
    req: IncomingMessage,
    res: ServerResponse,
    app: (req: IncomingMessage, res: ServerResponse) => void,
    ahead: ReadAhead,
  ): void {
    this.#read.set(req, ahead);
    app(req, res);
  }

  /**
   * What express.json makes of bytes read ahead of it (a byte-order mark it strips, a malformed body's exact refusal):
   * it parses them from a request of their own, with the headers they came with.
   */
  #parsedByExpress(
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
      this.json(replayed as Request, res as Response, (error?: unknown) =>
        resolve(error === undefined ? { body: (replayed as Request).body as unknown } : { error }),
      );
    });
  }
}
