import { CORRELATION_HEADER } from '../platform/correlation.js';
import { RECORDED_EVENTS_HEADER, recordedEventOf, type RecordedEvent } from '../platform/events/tag-events.js';
import type { GatewayContext } from './context.js';
import type { SubgraphAnswer } from './subgraph-transport.js';

/**
 * The headers every subgraph call of one client request carries: the forwarded client headers and the correlation
 * id. Worked out once per request, however many subgraph calls its query plan makes, and kept beside the request's
 * context. The client's address is not among them (see `withClientAddress`).
 */
const perRequest = new WeakMap<GatewayContext, Readonly<Record<string, string>>>();

export function clientHeaders(context: GatewayContext): Readonly<Record<string, string>> {
  let headers = perRequest.get(context);
  if (!headers) {
    headers = {
      ...context.forwardedHeaders,
      [CORRELATION_HEADER]: context.correlationId,
    };
    perRequest.set(context, headers);
  }
  return headers;
}

/**
 * A mutation's call carries the client's address in X-Forwarded-For: its audit entries and bot challenges name it.
 * A query's does not: limits per address are counted at the gateway (address-limits), and without the address in
 * it, identical queries of different clients are one request to share (deduplication).
 */
export function withClientAddress(headers: Record<string, string>, context: GatewayContext): void {
  headers['x-forwarded-for'] = context.clientAddress;
}

/** Subgraph answer headers the client sees too (rate limits of public operations), besides Set-Cookie. */
const PASSED_BACK_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'] as const;

/** Client requests to which a subgraph passed cookies back: their answers are theirs alone (never cached). */
const withCookiesPassedBack = new WeakSet<GatewayContext>();
/** Client requests to which a subgraph passed its rate-limit headers back. */
const withLimitsPassedBack = new WeakSet<GatewayContext>();

/**
 * The events the subgraphs' answers to a client request say they recorded (RECORDED_EVENTS_HEADER); `unlisted` when
 * one said they were too many to list.
 */
const recordedEvents = new WeakMap<GatewayContext, { events: RecordedEvent[]; unlisted: boolean }>();

function noteRecordedEvents(answer: SubgraphAnswer['headers'], context: GatewayContext): void {
  const header = answer[RECORDED_EVENTS_HEADER];
  if (header === undefined) return;
  let recorded = recordedEvents.get(context);
  if (!recorded) recordedEvents.set(context, (recorded = { events: [], unlisted: false }));
  for (const token of (typeof header === 'string' ? header : header.join(' ')).split(/[\s,]+/)) {
    if (token === '*') recorded.unlisted = true;
    else if (token) recorded.events.push(recordedEventOf(token));
  }
}

/**
 * The events a client request's subgraph calls recorded (a mutation's), as their answers listed them: undefined when
 * an answer said they were more than it lists.
 */
export function eventsRecordedFor(context: GatewayContext): readonly RecordedEvent[] | undefined {
  const recorded = recordedEvents.get(context);
  return recorded?.unlisted ? undefined : (recorded?.events ?? []);
}

/**
 * Passes a subgraph answer's Set-Cookie and rate-limit headers back to the client, while its answer is not sent yet,
 * and notes the events it recorded (never passed back).
 */
export function passBackHeaders(answer: SubgraphAnswer['headers'], context: GatewayContext | undefined): void {
  if (context) noteRecordedEvents(answer, context);
  const client = context?.res;
  if (!client || client.headersSent) return;
  const cookies = answer['set-cookie'];
  if (cookies?.length) {
    client.appendHeader('Set-Cookie', typeof cookies === 'string' ? [cookies] : [...cookies]);
    withCookiesPassedBack.add(context);
  }
  for (const name of PASSED_BACK_HEADERS) {
    const value = answer[name];
    if (value === undefined) continue;
    client.setHeader(name, typeof value === 'string' ? value : value.join(', '));
    withLimitsPassedBack.add(context);
  }
}

/**
 * Which headers subgraphs passed back to this request's client: the response cache keeps no answer that came with
 * headers a hit could not give again (cookies always; rate-limit headers unless the hit asks the subgraph's gate,
 * which passes its own back).
 */
export const headersPassedBack = (context: GatewayContext): { cookies: boolean; limits: boolean } => ({
  cookies: withCookiesPassedBack.has(context),
  limits: withLimitsPassedBack.has(context),
});
