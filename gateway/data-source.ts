import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { Logger } from 'pino';
import { CORRELATION_HEADER } from '../platform/correlation.js';
import { DATA_ALONE_HEADER } from '../platform/subgraph-answers.js';
import type { SubgraphCircuitBreaker } from './circuit-breaker.js';
import { clientContext, type GatewayContext } from './context.js';
import { requestKey, type InflightDeduplicator } from './deduplication.js';
import { skippedSubgraphAnswer } from './demand-control/budgets.js';
import { answerBody, errorFromAnswer, errorFromFailure } from './subgraph-errors.js';
import { clientHeaders, passBackHeaders, withClientAddress } from './subgraph-headers.js';
import { countSubgraphErrors, timed } from './subgraph-metrics.js';
import {
  readsAsDataAlone,
  transmit,
  type SubgraphAnswer,
  type SubgraphRequest,
  type TransportSettings,
} from './subgraph-transport.js';
import { extractUploads } from './uploads.js';

type GatewayGraphQLResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

export interface SubgraphTransport extends TransportSettings {
  readonly log: Logger;
  /** Shares the answer of an identical query in flight; none: every query is sent. */
  readonly deduplicator?: InflightDeduplicator;
}

/** What tells identical requests apart without changing their answer. */
const NOT_IN_DEDUPLICATION_KEY: ReadonlySet<string> = new Set([CORRELATION_HEADER]);

/** Whether a subgraph operation reads only: the gateway writes its fetches as `query ...` or `{ ... }`, never as a mutation. */
function isQuery(operation: string): boolean {
  return !/^\s*(mutation|subscription)\b/.test(operation);
}

/** Each subgraph answer as it came on the wire, by the answer parsed from it. */
const wireAnswers = new WeakMap<object, SubgraphAnswer>();

/**
 * The answer on the wire a subgraph answer `process` returned was parsed from, its text and bytes as the subgraph
 * wrote them: what a gateway answer that is the subgraph's own can be written as, without serialising it again.
 */
export function wireAnswerOf(answer: object): SubgraphAnswer | undefined {
  return wireAnswers.get(answer);
}

/** Whether the subgraph says its answer is data alone (DATA_ALONE_HEADER), and its bytes begin as such an answer does. */
function isDataAlone(answer: SubgraphAnswer): boolean {
  return answer.headers[DATA_ALONE_HEADER] === '1' && readsAsDataAlone(answer);
}

function parsedResponse(answer: SubgraphAnswer): GatewayGraphQLResponse {
  const result = answerBody(answer);
  if (result === null || typeof result !== 'object')
    throw new Error(`Expected JSON response body, but received: ${String(result)}`);
  return result;
}

/**
 * An answer that is data alone, parsed only once something reads its data: a single fetch whose data the plan proves
 * needs no change is written to the client as it came, and is then never parsed unless a cache, a cost sample or the
 * REST adapter reads it.
 */
function unreadResponse(answer: SubgraphAnswer): GatewayGraphQLResponse {
  let data: GatewayGraphQLResponse['data'];
  let parsed = false;
  return {
    get data() {
      if (!parsed) {
        data = parsedResponse(answer).data;
        parsed = true;
      }
      return data;
    },
  };
}

/**
 * The gateway's calls of one subgraph, put together from small units: the client's headers (subgraph-headers),
 * its files (uploads), the sharing of identical queries in flight (deduplication), the circuit (circuit-breaker),
 * the deadline and the wire (subgraph-transport), metrics (subgraph-metrics) and the errors clients see
 * (subgraph-errors). What one call needs travels with it as a value; what one client request needs is kept beside
 * its context; nothing is passed between the units in HTTP headers.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(
    readonly subgraphName: string,
    readonly url: string,
    private readonly transport: SubgraphTransport,
    private readonly breaker: SubgraphCircuitBreaker,
  ) {}

  async process({
    request,
    context,
  }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const client = clientContext(context);
    const overBudget = client?.subgraphsOverBudget?.get(this.subgraphName);
    if (overBudget) return skippedSubgraphAnswer(overBudget);
    const { http, ...operation } = request;
    if (!operation.query) throw new Error('Missing query');
    const { variables, files } = extractUploads(operation.variables);
    const headers: Record<string, string> = {};
    for (const [name, value] of http?.headers ?? []) headers[name.toLowerCase()] = value;
    Object.assign(headers, { 'content-type': 'application/json' }, client ? clientHeaders(client) : {});
    const reads = isQuery(operation.query);
    if (client && !reads) withClientAddress(headers, client);
    const call: SubgraphRequest = {
      url: this.url,
      headers,
      body: JSON.stringify({ ...operation, variables }),
      files,
      uploadReceived: client?.uploadReceived,
    };
    try {
      const answer = await this.send(call, client, !files.length && !client?.fresh && reads);
      if (answer.status < 200 || answer.status > 299) throw errorFromAnswer(this.subgraphName, answer);
      const response = isDataAlone(answer) ? unreadResponse(answer) : parsedResponse(answer);
      wireAnswers.set(response, answer);
      if (response.errors?.length) countSubgraphErrors(this.subgraphName, 'graphql', response.errors.length);
      passBackHeaders(answer.headers, client);
      return response;
    } catch (error) {
      throw errorFromFailure(this.subgraphName, error, {
        timeoutMs: this.transport.timeoutMs,
        log: this.transport.log,
        correlationId: client?.correlationId,
      });
    } finally {
      // Before the gateway acknowledges the write: a read sent after that must not join one that began before it.
      if (!reads) this.transport.deduplicator?.writeAnswered();
    }
  }

  /**
   * One call through the circuit breaker, timed; a client's query shared with an identical one in flight. The
   * gateway's own calls (health checks) bypass the breaker, so that an open circuit never fails its start.
   */
  private send(call: SubgraphRequest, client: GatewayContext | undefined, shareable: boolean): Promise<SubgraphAnswer> {
    const sendOnce = () => transmit(call, this.transport);
    if (!client) return sendOnce();
    const sendTimed = () => timed(this.subgraphName, sendOnce);
    const { deduplicator } = this.transport;
    if (shareable && deduplicator) {
      const key = requestKey(call.url, call.headers, call.body, NOT_IN_DEDUPLICATION_KEY);
      // The breaker outside the sharing: every caller's outcome counts, so that a hung subgraph opens its circuit
      // as fast whether the callers' queries are alike or not; the subgraph still gets one request while it is closed.
      return this.breaker.run(() => deduplicator.fetch(key, sendTimed, this.subgraphName));
    }
    return this.breaker.run(sendTimed);
  }
}
