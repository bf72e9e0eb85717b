import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { secretOf, type SecretSettings } from '../data-dir.js';

/**
 * Event cursors, as subscribers hold them: opaque, per stream, and authenticated. A stream is the events of one
 * tenant (`payload.tenantId`); each event published takes the next position of its own stream
 * (`stream_position` of the outbox, see `subgraphs/shared/events/relay.ts`), so a position counts only that
 * tenant's events and nothing of anyone else's activity shows in it. A cursor is the position as 16 lowercase hex
 * digits, zero-padded, then 32 hex digits of an HMAC-SHA256 (EVENT_CURSOR_SECRET) of the stream and the position:
 * cursors of one stream compare as strings in the order their events were published (the gateway relies on it), and a
 * cursor forged, altered, or of another stream fails its check. The relay issues them and the compliance subgraph
 * checks them; the gateway only carries and compares them, so it needs no secret.
 */

const POSITION_DIGITS = 16;
const TAG_DIGITS = 32;
/** What every cursor looks like (within what the gateway's SSE `Last-Event-ID` check admits: hex, at most 64). */
const CURSOR = new RegExp(`^[0-9a-f]{${POSITION_DIGITS + TAG_DIGITS}}$`);
const MAX_POSITION = 2n ** 63n - 1n;

/** The ordering part of a cursor: a position as 16 lowercase hex digits, zero-padded (positions are PostgreSQL bigints). */
export function encodeEventCursor(position: bigint | number | string): string {
  const value = BigInt(position);
  // A PostgreSQL bigint never leaves this range; anything outside it is a bug, not a cursor.
  if (value < 0n || value > MAX_POSITION) throw new RangeError(`No event cursor for position ${value}`);
  return value.toString(16).padStart(POSITION_DIGITS, '0');
}

/** Whether `value` has the form of a cursor (its check needs the stream: EventCursors.read). */
export function isEventCursor(value: unknown): value is string {
  return typeof value === 'string' && CURSOR.test(value);
}

/** The stream of an event: its tenant, or '' for an event of no tenant. */
export function eventStreamOf(payload: Readonly<Record<string, unknown>>): string {
  return typeof payload.tenantId === 'string' ? payload.tenantId.toLowerCase() : '';
}

export class EventCursors {
  /** With EVENT_CURSOR_SECRET, or the secret generated once under DATA_DIR (every replica must share it). */
  static of(settings: SecretSettings<'EVENT_CURSOR_SECRET'> = config()): EventCursors {
    return new EventCursors(secretOf('EVENT_CURSOR_SECRET', settings));
  }

  constructor(private readonly secret: string) {}

  /** The cursor of `position` in `stream`. */
  issue(stream: string, position: bigint | number | string): string {
    const ordering = encodeEventCursor(position);
    return ordering + this.#tag(stream, ordering);
  }

  /** The position a cursor of `stream` stands for; null when it is malformed, forged, altered or of another stream. */
  read(stream: string, cursor: unknown): bigint | null {
    if (!isEventCursor(cursor)) return null;
    const ordering = cursor.slice(0, POSITION_DIGITS);
    const expected = Buffer.from(this.#tag(stream, ordering), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(cursor.slice(POSITION_DIGITS), 'hex'))) return null;
    const position = BigInt(`0x${ordering}`);
    return position > MAX_POSITION ? null : position;
  }

  #tag(stream: string, ordering: string): string {
    return createHmac('sha256', this.secret)
      .update(`event-cursor\u0000${stream}\u0000${ordering}`)
      .digest('hex')
      .slice(0, TAG_DIGITS);
  }
}
