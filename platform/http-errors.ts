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
  const { status, statusCode, expose, message } = (error ?? {}) as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  const httpStatus = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  const code =
    CODE_BY_HTTP_STATUS[httpStatus] ??
    (httpStatus >= 400 && httpStatus < 500 ? ErrorCode.VALIDATION_ERROR : ErrorCode.INTERNAL_ERROR);
  if (code === ErrorCode.INTERNAL_ERROR) return { code, message: 'Internal server error' };
  return { code, message: expose === true && typeof message === 'string' ? message : 'Invalid request' };
}

const correlationIdOf = (res: Response) => res.locals.correlationId as string | undefined;

function answer(res: Response, body: HttpErrorBody, code: ErrorCode, message: string): void {
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
    answer(res, body, ErrorCode.NOT_FOUND, `Route not found: ${req.method} ${req.path}`);
  };
  const failed: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { code, message } = classify(error);
    if (code === ErrorCode.INTERNAL_ERROR)
      log.error({ err: error, correlationId: correlationIdOf(res) }, 'request failed');
    answer(res, body, code, message);
  };
  app.use(notFound);
  app.use(failed);
}
