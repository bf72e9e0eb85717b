import type { OverBudget } from './demand-control/budgets.js';

/** What every gateway request carries into the data sources. */
export interface GatewayContext {
  readonly correlationId: string;
  /**
   * The client's address: the socket's, or what one of the TRUSTED_PROXIES forwarded (a REST adapter of its own).
   * Limits per address are counted with it here (address-limits); only mutations pass it on to the subgraphs.
   */
  readonly clientAddress: string;
  /** The client's headers that the subgraphs need (see FORWARDED_HEADERS), lower-case names. */
  readonly forwardedHeaders: Readonly<Record<string, string>>;
  /**
   * Settles once the client's file upload has all arrived at the gateway; absent for a request without files. A
   * subgraph call that carries the files starts its deadline then at the latest, so that a subgraph that stops
   * reading them cannot hold the call for longer than a call without files.
   */
  readonly uploadReceived?: Promise<void>;
  /** The client's response (or an in-process caller's stand-in), on which subgraphs' Set-Cookie and rate-limit headers are passed back. */
  readonly res?: ClientResponseHeaders;
  /**
   * Whether this request's subgraph queries must be answered afresh, never by an identical query already in flight:
   * an outbox read must see everything committed since its caller began listening, and one sent before may not. The
   * response cache sets it on an execution that will fill an entry (response-cache/plugin.ts), for the same reason.
   */
  fresh?: boolean;
  /**
   * The client asked for an answer made now (its Cache-Control says no-cache or no-store, over HTTP or through the REST
   * adapter): the response cache neither serves nor fills it.
   */
  readonly asksAfresh?: boolean;
  /** An operation the gateway runs for itself or for a subscription (not a client's request): not counted per address. */
  readonly internal?: boolean;
  /**
   * The subgraphs whose budget the operation's estimate is over (demand control, enforce mode), by name: their calls
   * are skipped, answered with the budget's error, and the rest of the operation runs.
   */
  subgraphsOverBudget?: ReadonlyMap<string, OverBudget>;
  /** The address limits the request was counted against (address-limits.ts), by policy name. */
  addressPoliciesCounted?: readonly string[];
}

/** The part of the client's response the data sources write to; Node's response (Express's too) has it. */
export interface ClientResponseHeaders {
  readonly headersSent: boolean;
  appendHeader(name: string, values: readonly string[]): unknown;
  setHeader(name: string, value: string): unknown;
}

/**
 * The context of a client's request, or undefined for ApolloGateway's own calls (its health checks pass an empty
 * context), which bypass the circuit breaker so that an open circuit never fails the gateway's start.
 */
export function clientContext(context: unknown): GatewayContext | undefined {
  return (context as Partial<GatewayContext> | undefined)?.correlationId ? (context as GatewayContext) : undefined;
}
