/**
 * The cursor of an event: its publication position (`published_position` of the outbox, see
 * `subgraphs/shared/events/relay.ts`) as 16 lowercase hex digits, zero-padded, so that cursors compare as strings
 * in the order the events were published. Clients treat it as opaque; the gateway and the compliance subgraph
 * both read it, so it lives here and knows nothing of either.
 */

const CURSOR = /^[0-9a-f]{16}$/;
const MAX_POSITION = 2n ** 63n - 1n;

export function encodeEventCursor(position: bigint | number | string): string {
  const value = BigInt(position);
  // A PostgreSQL bigint sequence never leaves this range; anything outside it is a bug, not a cursor.
  if (value < 0n || value > MAX_POSITION) throw new RangeError(`No event cursor for position ${value}`);
  return value.toString(16).padStart(16, '0');
}

/** The position a cursor stands for; null for anything that is not exactly 16 lowercase hex digits of a bigint. */
export function decodeEventCursor(cursor: string): bigint | null {
  if (typeof cursor !== 'string' || !CURSOR.test(cursor)) return null;
  const position = BigInt(`0x${cursor}`);
  return position > MAX_POSITION ? null : position;
}
