import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { fetch, request as undiciRequest, type Agent, type Dispatcher } from 'undici';
import { CORRELATION_HEADER } from '../platform/correlation.js';
import { AppError, ErrorCode, HTTP_STATUS_BY_CODE } from '../platform/errors.js';
import { subgraphErrors, subgraphRequestDuration } from '../platform/metrics.js';
import { CircuitOpenError, type SubgraphCircuitBreaker } from './circuit-breaker.js';
import { requestKey, type InflightDeduplicator } from './deduplication.js';
import { extractUploads, multipartBody, type PendingFile } from './uploads.js';

// The gateway's own transport types, taken from its API rather than from its transitive packages.
type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherRequestInit = NonNullable<Parameters<Fetcher>[1]>;
type FetcherResponse = Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0];
type GatewayGraphQLResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;

/** What every gateway request carries into the data sources. */
export interface GatewayContext {
  readonly correlationId: string;
  /** The client's address, as Express sees it with `trust proxy` for loopback (the REST adapter). */
  readonly clientAddress: string;
  /** The client's headers that the subgraphs need (see FORWARDED_HEADERS), lower-case names. */
  readonly forwardedHeaders: Readonly<Record<string, string>>;
  /** The client's response (or an in-process caller's stand-in), on which subgraphs' Set-Cookie and rate-limit headers are passed back. */
  readonly res?: ClientResponseHeaders;
}

/** The part of the client's response the data sources write to; Express's response has it. */
export interface ClientResponseHeaders {
  readonly headersSent: boolean;
  append(name: string, values: string[]): unknown;
  setHeader(name: string, value: string): unknown;
}

/** Client headers forwarded to every subgraph, besides the correlation id and X-Forwarded-For. */
export const FORWARDED_HEADERS = ['authorization', 'x-tenant-id', 'x-admin', 'x-audit-access', 'cookie'] as const;

/** The FORWARDED_HEADERS of a request's headers (lower-case names); repeated ones are not forwarded. */
export function forwardedHeadersOf(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return forwarded;
}

/** Subgraph answer headers the client sees too (rate limits of public operations). */
const PASSED_BACK_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'] as const;

/** Internal marker from willSendRequest to the fetcher: this request has files to stream. Never leaves the gateway. */
const UPLOAD_REF_HEADER = 'x-gateway-upload-ref';
/**
 * Internal marker: a call of ApolloGateway's own (health check, schema loading; they carry no client context),
 * which bypasses the circuit breaker so that an open circuit never fails the gateway's start. Never leaves the gateway.
 */
const OWN_CALL_HEADER = 'x-gateway-own-call';
/** Internal marker: a query, which identical ones in flight may share (see InflightDeduplicator). Never leaves the gateway. */
const SHAREABLE_HEADER = 'x-gateway-shareable';
/** What tells identical requests apart without changing their answer. */
const NOT_IN_DEDUPLICATION_KEY: ReadonlySet<string> = new Set([CORRELATION_HEADER]);

export interface SubgraphTransport {
  /** Keep-alive connection pools to the subgraphs, shared by all data sources. */
  readonly agent: Agent;
  /** How long one subgraph call may take before it is answered with SERVICE_UNAVAILABLE. */
  readonly timeoutMs: number;
  readonly log: Logger;
  /** Shares the answer of an identical query in flight; none: every query is sent. */
  readonly deduplicator?: InflightDeduplicator;
}

/** The reason a subgraph call was aborted by its deadline. */
class SubgraphTimeoutError extends Error {
  override name = 'SubgraphTimeoutError';
}

/** Whether a subgraph operation reads only: the gateway writes its fetches as `query ...` or `{ ... }`, never as a mutation. */
function isQuery(operation: string | undefined): boolean {
  return operation !== undefined && !/^\s*(mutation|subscription)\b/.test(operation);
}

/** Node's response headers as Fetch header pairs (a repeated header, such as Set-Cookie, once per value). */
function headerPairs(headers: Record<string, string | string[] | undefined>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const each of value) pairs.push([name, each]);
    else if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

/** A call that failed because the client's upload did (cut off by the size limit, client gone): not the subgraph's fault. */
class UploadInterruptedError extends Error {
  override name = 'UploadInterruptedError';
}

/** What counts against a subgraph's circuit: transport failures and timeouts, not the client's failed uploads. */
export function isSubgraphFailure(error: unknown): boolean {
  return !(error instanceof UploadInterruptedError);
}

function findInCauses(error: unknown, test: (candidate: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as Record<string, unknown>;
    if (test(candidate)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION_ERROR,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  429: ErrorCode.RATE_LIMIT_EXCEEDED,
};

/**
 * Sends the gateway's subgraph requests: forwards the client's identity headers, the correlation id and the
 * client's address; passes Set-Cookie back; streams uploads on as GraphQL multipart requests; and turns every
 * transport failure (refused connection, timeout, garbage answer) into a clean SERVICE_UNAVAILABLE error.
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly pendingUploads = new Map<string, PendingFile[]>();

  constructor(
    readonly subgraphName: string,
    url: string,
    private readonly transport: SubgraphTransport,
    private readonly breaker: SubgraphCircuitBreaker,
  ) {
    super({ url });
    // Subgraphs' cache-control headers do not shape the gateway's answers (no response cache here).
    this.honorSubgraphCacheControlHeader = false;
    this.fetcher = this.send.bind(this) as Fetcher;
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { request } = options;
    // Health checks and schema loading pass an empty context.
    const context = options.context as GatewayContext | Record<string, never> | undefined;
    const headers = request.http!.headers;
    if (context?.correlationId) {
      for (const [name, value] of Object.entries(context.forwardedHeaders)) headers.set(name, value);
      headers.set(CORRELATION_HEADER, context.correlationId);
      headers.set('x-forwarded-for', context.clientAddress);
    } else {
      headers.set(OWN_CALL_HEADER, 'true');
    }
    const { variables, files } = extractUploads(request.variables);
    if (files.length) {
      const ref = randomUUID();
      this.pendingUploads.set(ref, files);
      request.variables = variables;
      headers.set(UPLOAD_REF_HEADER, ref);
    } else if (context?.correlationId && isQuery(request.query)) {
      headers.set(SHAREABLE_HEADER, 'true');
    }
  }

  override didReceiveResponse({
    response,
    context,
  }: {
    response: GatewayGraphQLResponse;
    context: GatewayContext;
  }): GatewayGraphQLResponse {
    if (response.errors?.length) subgraphErrors.inc({ subgraph: this.subgraphName, reason: 'graphql' }, response.errors.length);
    const headers = response.http?.headers as (FetcherResponse['headers'] & { getSetCookie?(): string[] }) | undefined;
    const cookies = headers?.getSetCookie?.() ?? [];
    if (context?.res && !context.res.headersSent) {
      if (cookies.length) context.res.append('Set-Cookie', cookies);
      for (const name of PASSED_BACK_HEADERS) {
        const value = headers?.get(name);
        if (value !== null && value !== undefined) context.res.setHeader(name, value);
      }
    }
    return response;
  }

  /** A subgraph's non-2xx answer: its own first GraphQL error when it sent one, else one from the status. */
  override async errorFromResponse(response: FetcherResponse): Promise<GraphQLError> {
    subgraphErrors.inc({ subgraph: this.subgraphName, reason: 'http_status' });
    const body: unknown = await this.parseBody(response).catch(() => undefined);
    const first = (body as { errors?: { message?: unknown; extensions?: Record<string, unknown> }[] } | undefined)?.errors?.[0];
    if (first && typeof first.message === 'string') {
      return new GraphQLError(first.message, { extensions: { ...first.extensions, serviceName: this.subgraphName } });
    }
    const code = CODE_BY_STATUS[response.status] ?? ErrorCode.SERVICE_UNAVAILABLE;
    const message =
      code === ErrorCode.SERVICE_UNAVAILABLE
        ? `Subgraph "${this.subgraphName}" is unavailable`
        : `Subgraph "${this.subgraphName}" refused the request (${response.status})`;
    return new AppError(code, message, { serviceName: this.subgraphName, http: { status: HTTP_STATUS_BY_CODE[code] } });
  }

  override didEncounterError(error: Error, _fetchRequest: unknown, _fetchResponse?: FetcherResponse, context?: GatewayContext): never {
    if (error instanceof GraphQLError) throw error;
    const countAs = (reason: string) => subgraphErrors.inc({ subgraph: this.subgraphName, reason });
    const tooLarge = findInCauses(error, (candidate) => candidate.status === 413 || candidate.statusCode === 413);
    if (tooLarge) {
      const message = typeof tooLarge.message === 'string' ? tooLarge.message : 'Upload too large';
      countAs('payload_too_large');
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, { serviceName: this.subgraphName, http: { status: 413 } });
    }
    if (error instanceof CircuitOpenError) {
      countAs('circuit_open');
      // Logged once when the circuit opens (circuit-breaker.ts), not once per refused call.
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `Subgraph "${this.subgraphName}" is unavailable (circuit open)`, {
        serviceName: this.subgraphName,
      });
    }
    const log = this.transport.log.child({ subgraph: this.subgraphName, correlationId: context?.correlationId });
    if (findInCauses(error, (candidate) => candidate instanceof SubgraphTimeoutError)) {
      log.warn('subgraph call timed out');
      countAs('timeout');
      throw new AppError(
        ErrorCode.SERVICE_UNAVAILABLE,
        `Subgraph "${this.subgraphName}" did not answer within ${this.transport.timeoutMs} ms`,
        { serviceName: this.subgraphName },
      );
    }
    log.warn({ err: error }, 'subgraph call failed');
    countAs(isSubgraphFailure(error) ? 'unavailable' : 'upload_interrupted');
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `Subgraph "${this.subgraphName}" is unavailable`, {
      serviceName: this.subgraphName,
    });
  }

  /**
   * The fetcher: one call of the subgraph through its circuit breaker (the gateway's own calls bypass it).
   * Internal markers are taken off the headers here.
   */
  private async send(url: string, init: FetcherRequestInit = {}): Promise<FetcherResponse> {
    const headers: Record<string, string> = { ...init.headers };
    const ref = headers[UPLOAD_REF_HEADER];
    const ownCall = headers[OWN_CALL_HEADER] !== undefined;
    const shareable = headers[SHAREABLE_HEADER] !== undefined;
    delete headers[UPLOAD_REF_HEADER];
    delete headers[OWN_CALL_HEADER];
    delete headers[SHAREABLE_HEADER];
    const files = ref ? this.pendingUploads.get(ref) : undefined;
    if (ref) this.pendingUploads.delete(ref);
    const transmit = () => this.transmit(url, init.method ?? 'POST', headers, init.body, files);
    if (ownCall) return transmit();
    const sendTimed = () => this.timed(transmit);
    const { deduplicator } = this.transport;
    if (shareable && deduplicator && typeof init.body === 'string') {
      const key = requestKey(url, headers, init.body, NOT_IN_DEDUPLICATION_KEY);
      // The breaker outside the sharing: every caller's outcome counts, so that a hung subgraph opens its circuit
      // as fast whether the callers' queries are alike or not; the subgraph still gets one request while it is closed.
      const shared = async () => (await deduplicator.fetch(key, async () => (await sendTimed()) as unknown as Response)) as unknown as FetcherResponse;
      return this.breaker.run(shared);
    }
    return this.breaker.run(sendTimed);
  }

  /** A client's call as sent (a shared one once), timed in `gateway_subgraph_request_duration_seconds`. */
  private async timed(call: () => Promise<FetcherResponse>): Promise<FetcherResponse> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      subgraphRequestDuration.observe({ subgraph: this.subgraphName }, (performance.now() - started) / 1000);
    }
  }

  /** undici over the shared keep-alive agent, with the per-call deadline; files streamed as a GraphQL multipart request. */
  private async transmit(
    url: string,
    method: string,
    headers: Record<string, string>,
    operations: FetcherRequestInit['body'],
    files: readonly PendingFile[] | undefined,
  ): Promise<FetcherResponse> {
    const controller = new AbortController();
    const armDeadline = () => {
      const timeout = setTimeout(
        () => controller.abort(new SubgraphTimeoutError(`no answer within ${this.transport.timeoutMs} ms`)),
        this.transport.timeoutMs,
      );
      timeout.unref();
    };
    const request = { method, headers, signal: controller.signal, dispatcher: this.transport.agent };

    if (!files?.length) {
      armDeadline();
      // undici's request() rather than fetch(): the body is read whole anyway, and fetch's web streams cost more.
      const answer = await undiciRequest(url, { method: method as Dispatcher.HttpMethod, headers, body: operations as string | undefined, signal: controller.signal, dispatcher: this.transport.agent });
      const body = await answer.body.text();
      return new Response(body, { status: answer.statusCode, headers: headerPairs(answer.headers) }) as unknown as FetcherResponse;
    }

    let multipart: Awaited<ReturnType<typeof multipartBody>>;
    try {
      multipart = await multipartBody(String(operations), files);
    } catch (error) {
      throw new UploadInterruptedError('The upload failed before it was sent to the subgraph', { cause: error });
    }
    delete headers['content-type'];
    Object.assign(headers, multipart.headers, { 'apollo-require-preflight': 'true' });
    let uploadFailure: Error | undefined;
    multipart.body.once('error', (error: Error) => (uploadFailure = error));
    // An upload takes as long as the client takes to send it: the deadline starts once it is all sent.
    multipart.body.once('end', armDeadline);
    try {
      return (await fetch(url, { ...request, body: multipart.body, duplex: 'half' })) as unknown as FetcherResponse;
    } catch (error) {
      if (uploadFailure) throw new UploadInterruptedError(uploadFailure.message, { cause: uploadFailure });
      throw error;
    }
  }
}
