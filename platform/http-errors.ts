import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ErrorCode, HTTP_STATUS_BY_CODE, withNormalizedCode } from './errors.js';

/** An error answered outside a component's own handlers: what the client is told, never more. */
export interface HttpErrorInfo {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly correlationId: string | undefined;
}

/** How a component shapes such an answer; a GraphQL error body by default, as Apollo Server answers its own. */
export type HttpErrorBody = (info: HttpErrorInfo) => unknown;

export const graphqlErrorBody: HttpErrorBody = ({ code, message }) => ({
  errors: [withNormalizedCode({ message, extensions: { code } }, code)],
});

/** Statuses of errors raised before a component's handlers that have a code of their own (the rest of 4xx is the client's). */
const CODE_BY_HTTP_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/**
 * What a thrown error of the HTTP layer (body parsing, graphql-upload's multipart checks, the router's decoding of a
 * path, a static file that is missing) means for the client: an error of theirs keeps its message when its library
 * marks it safe to show (`expose`); anything else is an internal error, whose message, path or stack never leaves
 * the process.
 */
function classify(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof URIError)
    return { code: ErrorCode.VALIDATION_ERROR, message: 'Malformed percent-encoding in the request path' };
  const code = httpErrorCode(error);
  if (code === ErrorCode.INTERNAL_ERROR) return { code, message: 'Internal server error' };
  const { expose, message } = (error ?? {}) as { expose?: unknown; message?: unknown };
  return { code, message: expose === true && typeof message === 'string' ? message : 'Invalid request' };
}

/**
 * The code of an error an HTTP library threw (http-errors' shape, as body-parser and graphql-upload throw them, also
 * from a resolver reading an upload): by its `status` (or `statusCode`), any other 4xx being the client's
 * VALIDATION_ERROR (graphql-upload's 499 for a client that disconnected mid-upload among them), anything else internal.
 */
export function httpErrorCode(error: unknown): ErrorCode {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const httpStatus = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  return (
    CODE_BY_HTTP_STATUS[httpStatus] ??
    (httpStatus >= 400 && httpStatus < 500 ? ErrorCode.VALIDATION_ERROR : ErrorCode.INTERNAL_ERROR)
  );
}

/**
 * Whether a failure of the HTTP layer is the client going away in the middle of its request (body-parser's "request
 * aborted", a socket reset while reading the body): nothing to answer, and nothing wrong with the server.
 */
export function isClientAbort(error: unknown, req?: Request): boolean {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  return type === 'request.aborted' || code === 'ECONNABORTED' || (code === 'ECONNRESET' && req?.destroyed === true);
}

const correlationIdOf = (res: Response) => res.locals.correlationId as string | undefined;

/**
 * Answers an error outside a component's GraphQL and REST handlers (file links, unknown paths, body parsing): the
 * code's HTTP status, and `body` (the GraphQL error shape by default) in JSON.
 */
export function answerHttpError(
  res: Response,
  code: ErrorCode,
  message: string,
  body: HttpErrorBody = graphqlErrorBody,
): void {
  const status = HTTP_STATUS_BY_CODE[code];
  res.status(status).json(body({ status, code, message, correlationId: correlationIdOf(res) }));
}

/**
 * The last two handlers of every component's Express app (gateway, REST adapter, subgraphs): an unknown path or an
 * unsupported method is 404, and an error nothing before handled is answered by its class, always in JSON (Express's
 * own answer is an HTML page that shows the stack and file paths outside production).
 */
export function answerErrorsInJson(app: Express, log: Logger, body: HttpErrorBody = graphqlErrorBody): void {
  const notFound: RequestHandler = (req: Request, res: Response) => {
    answerHttpError(res, ErrorCode.NOT_FOUND, `Route not found: ${req.method} ${req.path}`, body);
  };
  const failed: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (isClientAbort(error, req)) {
      // The request line says it was aborted (at info); the connection is closed or closing already.
      log.debug({ err: error, correlationId: correlationIdOf(res) }, 'client aborted its request');
      res.destroy();
      return;
    }
    if (res.headersSent) {
      next(error);
      return;
    }
    const { code, message } = classify(error);
    if (code === ErrorCode.INTERNAL_ERROR)
      log.error({ err: error, correlationId: correlationIdOf(res) }, 'request failed');
    answerHttpError(res, code, message, body);
  };
  app.use(notFound);
  app.use(failed);
}
