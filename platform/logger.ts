import { pino, type DestinationStream, type Logger } from 'pino';
import { config } from './config.js';
import { currentCorrelationId } from './correlation.js';

/** Request and response headers that carry credentials. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'apikey', 'x-api-key'];
/** Fields of bodies, GraphQL variables and job data that carry credentials. */
const SECRET_FIELDS = [
  'password',
  'passwordConfirm',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'challengeToken',
  'secret',
];

const property = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

/**
 * Where secrets can sit in a log object, censored by pino's redaction. Every path is spelled out: pino's wildcard
 * paths cost tens of microseconds per line, these cost under one for all of them.
 */
export const REDACTED_PATHS: readonly string[] = [
  ...['headers', 'req.headers', 'request.headers', 'res.headers', 'response.headers'].flatMap((holder) =>
    SECRET_HEADERS.map((header) => `${holder}${property(header)}`),
  ),
  ...SECRET_FIELDS.flatMap((field) => [
    field,
    ...['variables', 'variables.input', 'body', 'data', 'input'].map((holder) => `${holder}.${field}`),
  ]),
];

const { chindingsSym } = pino.symbols;

/**
 * Adds the correlation id of the request being served (see `withCorrelationId`) to every line, unless the line's
 * logger is a child bound to a correlation id already (pino would write the key twice).
 */
function requestCorrelation(_merge: object, _level: number, instance: Logger): { correlationId?: string } {
  const correlationId = currentCorrelationId();
  if (!correlationId) return {};
  const bindings = (instance as unknown as Record<symbol, string | undefined>)[chindingsSym];
  return bindings?.includes('"correlationId":') ? {} : { correlationId };
}

/** A structured JSON logger at `level`, to stdout or `destination`, that redacts secrets and names the request. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
      mixin: requestCorrelation,
    },
    destination,
  );
}

let root: Logger | undefined;

/** Structured JSON logs; every component logs through a child carrying its name. */
export function logger(component?: string): Logger {
  root ??= createLogger(config().NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : config().LOG_LEVEL);
  return component ? root.child({ component }) : root;
}
