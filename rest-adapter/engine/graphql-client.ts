import { Pool } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode } from '../../platform/errors.js';
import { RestError, type GraphQLResponseError } from './errors.js';

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: GraphQLResponseError[];
}

export interface GatewayResponse {
  status: number;
  headers: IncomingHttpHeaders;
  result: GraphQLResult;
}

export interface GatewayRequest {
  query: string;
  operationName?: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface GraphQLClientOptions {
  /** Keep-alive connections to the gateway. */
  connections?: number;
  /** How long a request may take before the gateway counts as unavailable. */
  timeoutMs?: number;
}

/** Executes operations on the gateway's `/graphql` over a keep-alive connection pool. */
export class GraphQLClient {
  private readonly pool: Pool;
  private readonly path: string;
  private readonly timeoutMs: number;

  constructor(url: string, options: GraphQLClientOptions = {}) {
    const target = new URL(url);
    this.path = `${target.pathname}${target.search}`;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.pool = new Pool(target.origin, {
      connections: options.connections ?? 64,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }

  async execute(request: GatewayRequest): Promise<GatewayResponse> {
    let response;
    try {
      response = await this.pool.request({
        method: 'POST',
        path: this.path,
        headers: { ...request.headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: request.query, operationName: request.operationName, variables: request.variables }),
      });
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
      const code = response.statusCode >= 502 && response.statusCode <= 504 ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.INTERNAL_ERROR;
      throw new RestError(code, code === ErrorCode.SERVICE_UNAVAILABLE ? 'Service temporarily unavailable' : 'Internal server error');
    }
    return { status: response.statusCode, headers: response.headers as IncomingHttpHeaders, result: result as GraphQLResult };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
