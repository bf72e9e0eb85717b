import { pino, type DestinationStream, type Level, type Logger } from 'pino';
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
/** Set by `logToConsole`: where the root logger writes, and its level when LOG_LEVEL is unset. */
let consoleLogs: { destination: DestinationStream; level: Level } | undefined;

/** Linux's PIPE_BUF: a write to a pipe up to this size is never interleaved with another process's. */
const ATOMIC_PIPE_WRITE_BYTES = 4096;
/** Lines are held until this many bytes are queued, or for at most LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 2048;
const LOG_FLUSH_MS = 250;

/**
 * Standard output, written in the background and in batches: a line per request written on its own costs a system
 * call per request on the hot path (a tenth of the gateway's CPU on the bench's course page), so lines are queued until
 * LOG_BATCH_BYTES are, or for LOG_FLUSH_MS at most. Each write holds whole
 * lines and at most PIPE_BUF bytes, so that processes sharing one output (`npm start`'s) never cut into each other's
 * lines. pino flushes what is queued when the process exits (its exit handlers, which the lifecycle's shutdown
 * reaches); only a process killed outright can lose the lines of its last moment.
 */
function backgroundStdout(): DestinationStream {
  return pino.destination({
    dest: process.stdout.fd,
    sync: false,
    maxWrite: ATOMIC_PIPE_WRITE_BYTES,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/** Structured JSON logs; every component logs through a child carrying its name. */
export function logger(component?: string): Logger {
  root ??= createLogger(rootLevel(), consoleLogs?.destination ?? backgroundStdout());
  return component ? root.child({ component }) : root;
}

function rootLevel(): string {
  if (process.env.LOG_LEVEL) return config().LOG_LEVEL;
  if (config().NODE_ENV === 'test') return 'silent';
  return consoleLogs?.level ?? config().LOG_LEVEL;
}

/** The fields of a line that `logToConsole` writes as its head. */
const HEAD_FIELDS = new Set(['level', 'time', 'component', 'msg']);

/** A field of a line as `logToConsole` writes it: an error (`err`) by its message, since a reader needs no stack. */
function fieldText(key: string, value: unknown): string {
  if (key === 'err' && typeof value === 'object' && value !== null && 'message' in value) value = value.message;
  return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/** A JSON log line as text: `warn [component] message (key=value ...)`, without the process's own pid. */
function textLine(line: string): string {
  const entry = JSON.parse(line) as Record<string, unknown>;
  const fields = Object.entries(entry)
    .filter(([key, value]) => !HEAD_FIELDS.has(key) && !(key === 'pid' && value === process.pid))
    .map(([key, value]) => fieldText(key, value));
  const level = pino.levels.labels[entry.level as number] ?? String(entry.level);
  const component = typeof entry.component === 'string' ? ` [${entry.component}]` : '';
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  return `${level}${component} ${message}${fields.length ? ` (${fields.join(' ')})` : ''}\n`;
}

/**
 * For a process whose standard output is its result (`npm run cli`): log lines go to `stream` (standard error) as
 * text, and from `level` up unless LOG_LEVEL is set, so that what a command prints stays what it prints. Call
 * before the first `logger()`: modules create theirs as they load.
 */
export function logToConsole(level: Level, stream: NodeJS.WritableStream = process.stderr): void {
  if (root) throw new Error('logToConsole() must run before the first logger()');
  consoleLogs = { level, destination: { write: (line: string) => void stream.write(textLine(line)) } };
}
