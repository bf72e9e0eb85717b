import { createReadStream } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough } from 'node:stream';
import { Pool } from 'undici';
import type { InProcessExecutor, RepeatableOperation } from '../../gateway/in-process.js';
import { ErrorCode } from '../../platform/errors.js';
import { loadOnFirstUse } from '../../platform/lazy.js';
import { RestError, type GraphQLResponseError } from './errors.js';
import type { ReceivedFile } from './multipart.js';

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: GraphQLResponseError[];
}

export interface GatewayResponse {
  status: number;
  headers: IncomingHttpHeaders;
  result: GraphQLResult;
  /** The operation to send again, when the gateway answered it in-process from its response cache (`InProcessAnswer`). */
  repeatable?: () => RepeatableOperation;
}

export interface GatewayRequest {
  query: string;
  /**
   * The id of `query` in the REST adapter's manifest (codegen's `persisted-documents.json`, which the gateway loads at
   * start as trusted documents): sent instead of the text, so that a gateway enforcing trusted documents runs it.
   */
  documentId?: string;
  operationName?: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
  /** Files sent as `Upload` variables in a GraphQL multipart request. */
  files?: readonly ReceivedFile[];
}

export interface GraphQLClientOptions {
  /**
   * The gateway's in-process executor, when it runs in this process: operations without files skip HTTP (files
   * still go over HTTP, as GraphQL multipart requests).
   */
  inProcess?: InProcessExecutor;
  /** Keep-alive connections to the gateway. */
  connections?: number;
  /** How long a request may take before the gateway counts as unavailable. */
  timeoutMs?: number;
}

/** The document as it is sent: by id when it has one, else as text. */
function documentOf(request: GatewayRequest): { query?: string; documentId?: string } {
  return request.documentId === undefined ? { query: request.query } : { documentId: request.documentId };
}

function jsonBody(request: GatewayRequest) {
  return {
    headers: { ...request.headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      ...documentOf(request),
      operationName: request.operationName,
      variables: request.variables,
    }),
  };
}

/**
 * Whether the gateway answered that it has no document of this id: one of another build (a rolling deployment,
 * before this adapter's manifest reached it), which is then asked with the text.
 */
function unknownDocument(response: GatewayResponse): boolean {
  return response.result.errors?.[0]?.extensions?.code === ErrorCode.PERSISTED_QUERY_NOT_IN_LIST;
}

/** Sets `value` at a dotted path such as `variables.input.file` inside a copy of `target`. */
function withValueAt(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const copy = { ...target };
  copy[head] = rest.length
    ? withValueAt((target[head] as Record<string, unknown>) ?? {}, rest.join('.'), value)
    : value;
  return copy;
}

/** form-data (with a MIME table of its own), loaded by the first request that carries files. */
const formData = loadOnFirstUse(() => import('form-data'));

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec): the operation
 * with `null` where each file goes, the map from file parts to variable paths, then the files, streamed
 * from disk. The preflight header satisfies the gateway's CSRF prevention, which multipart requests trip.
 */
async function multipartBody(request: GatewayRequest, files: readonly ReceivedFile[]) {
  const { default: FormData } = await formData();
  let operations: Record<string, unknown> = {
    ...documentOf(request),
    operationName: request.operationName,
    variables: request.variables,
  };
  const map: Record<string, string[]> = {};
  files.forEach((file, index) => {
    operations = withValueAt(operations, file.variablePath, null);
    map[String(index)] = [file.variablePath];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  files.forEach((file, index) =>
    // form-data takes a knownLength of 0 for "unknown" and cannot measure a stream synchronously: an empty file goes as an empty buffer.
    form.append(String(index), file.size ? createReadStream(file.path) : Buffer.alloc(0), {
      filename: file.filename,
      contentType: file.mimetype,
      knownLength: file.size,
    }),
  );
  // Measured before piping: piping consumes the parts already in memory at once, and those would no longer be counted.
  const length = form.getLengthSync();
  const body = new PassThrough();
  form.pipe(body);
  return {
    headers: {
      ...request.headers,
      ...form.getHeaders(),
      'content-length': String(length),
      'apollo-require-preflight': 'true',
      accept: 'application/json',
    },
    body,
  };
}

/** Executes operations on the gateway: in-process when it runs in this process, else on its `/graphql` over a keep-alive connection pool. */
export class GraphQLClient {
  private readonly pool: Pool;
  private readonly inProcess: InProcessExecutor | undefined;
  private readonly path: string;
  private readonly timeoutMs: number;

  /** The gateway's origin (files it serves are streamed from there, see `streamFrom`). */
  readonly origin: string;

  constructor(url: string, options: GraphQLClientOptions = {}) {
    const target = new URL(url);
    this.origin = target.origin;
    this.path = `${target.pathname}${target.search}`;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.inProcess = options.inProcess;
    this.pool = new Pool(target.origin, {
      connections: options.connections ?? 64,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }

  /** Executes `request` by its document's id when it has one, with the text if the gateway does not know the id. */
  async execute(request: GatewayRequest): Promise<GatewayResponse> {
    if (request.documentId === undefined) return this.send(request);
    const byId = await this.send(request);
    return unknownDocument(byId) ? this.send({ ...request, documentId: undefined }) : byId;
  }

  private async send(request: GatewayRequest): Promise<GatewayResponse> {
    if (this.inProcess && !request.files?.length) {
      const { status, headers, result, repeatable } = await this.inProcess({
        ...documentOf(request),
        operationName: request.operationName,
        variables: request.variables,
        headers: request.headers,
      });
      return { status, headers, result: result as GraphQLResult, repeatable };
    }
    const body = request.files?.length ? await multipartBody(request, request.files) : jsonBody(request);
    let response;
    try {
      response = await this.pool.request({ method: 'POST', path: this.path, ...body });
    } catch (error) {
      throw new RestError(ErrorCode.SERVICE_UNAVAILABLE, 'Service temporarily unavailable', undefined, {}, error);
    }
    const text = await response.body.text();
    let result: unknown;
    try {
      result = JSON.parse(text);
    } catch {
      result = undefined;
    }
    if (typeof result !== 'object' || result === null || (!('data' in result) && !('errors' in result))) {
      const code =
        response.statusCode >= 502 && response.statusCode <= 504
          ? ErrorCode.SERVICE_UNAVAILABLE
          : ErrorCode.INTERNAL_ERROR;
      throw new RestError(
        code,
        code === ErrorCode.SERVICE_UNAVAILABLE ? 'Service temporarily unavailable' : 'Internal server error',
      );
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      result: result as GraphQLResult,
    };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
