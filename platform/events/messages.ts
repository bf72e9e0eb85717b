/**
 * What the event publisher and every consumer agree on (CONTRACT.md §Events): events go to the topic exchange
 * EVENTS_EXCHANGE with the compliance spec's routing keys, as persistent JSON whose `messageId` is the event's
 * uuid. Without AMQP_URL they travel as PostgreSQL notifications on a channel named after the exchange.
 */

export interface EventMessage {
  /** The event's own uuid: the AMQP `messageId`, by which consumers drop duplicates. */
  readonly id: string;
  readonly eventType: string;
  readonly routingKey: string;
  readonly payload: Record<string, unknown>;
  readonly createdAt: Date;
  /**
   * Where the event stands in its tenant's stream (`EventCursors.issue` of its stream position, see cursor.ts):
   * increasing in the order that stream's events are published, and what a subscription resumes after. Over AMQP it travels in the message's
   * `headers.cursor`, so that the body stays the spec's payload.
   */
  readonly cursor: string;
}

/** The PostgreSQL notification channel standing in for the exchange (`compliance.events` → `compliance_events`). */
export function postgresEventChannel(exchange: string): string {
  return exchange
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
}

/** PostgreSQL refuses notification payloads of 8000 bytes or more. */
const NOTIFY_PAYLOAD_LIMIT = 7900;

/**
 * The notification of an event: the whole message when it fits, else a reference (`{id, eventType, routingKey,
 * cursor, ref: true}`) that a consumer resolves by reading the outbox row of that id.
 */
export function eventNotification(message: EventMessage): string {
  const whole = JSON.stringify({
    id: message.id,
    eventType: message.eventType,
    routingKey: message.routingKey,
    cursor: message.cursor,
    payload: message.payload,
  });
  if (Buffer.byteLength(whole) < NOTIFY_PAYLOAD_LIMIT) return whole;
  return JSON.stringify({
    id: message.id,
    eventType: message.eventType,
    routingKey: message.routingKey,
    cursor: message.cursor,
    ref: true,
  });
}
