import type { Logger } from 'pino';
import { validationError } from '../errors.js';
import type { EventMessage } from './messages.js';

export type EventStreamState = 'connected' | 'reconnecting';

/** Enough ids to outlast any redelivery window (a broker requeue, a relay's retry) at ~100 bytes an id. */
const DEFAULT_REMEMBERED_IDS = 10_000;

/**
 * What both event streams share: listeners, state changes and dropping duplicates. Delivery is at least once
 * (the outbox relay publishes again after a crash between the broker's confirm and its commit), so an event
 * id already handed out is dropped; only the latest ids are remembered, so memory stays bounded.
 */
export class EventDispatcher {
  readonly #eventListeners: ((event: EventMessage) => void)[] = [];
  readonly #stateListeners: ((state: EventStreamState) => void)[] = [];
  readonly #seen = new Set<string>();
  #state: EventStreamState | undefined;

  constructor(
    private readonly log: Logger,
    private readonly rememberedIds = DEFAULT_REMEMBERED_IDS,
  ) {}

  onEvent(listener: (event: EventMessage) => void): void {
    this.#eventListeners.push(listener);
  }

  onState(listener: (state: EventStreamState) => void): void {
    this.#stateListeners.push(listener);
  }

  get state(): EventStreamState | undefined {
    return this.#state;
  }

  /** Hands `event` to every listener unless its id was handed out before; returns whether it was. */
  dispatch(event: EventMessage): boolean {
    if (this.#seen.has(event.id)) return false;
    this.#seen.add(event.id);
    // A Set iterates in insertion order: its first id is the oldest.
    if (this.#seen.size > this.rememberedIds) this.#seen.delete(this.#seen.values().next().value!);
    for (const listener of this.#eventListeners) {
      // One faulty subscriber must neither starve the others nor break the connection's delivery loop.
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, eventId: event.id, routingKey: event.routingKey }, 'an event listener failed');
      }
    }
    return true;
  }

  /** Reports `state` to the listeners when it differs from the last one reported. */
  setState(state: EventStreamState): void {
    if (this.#state === state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) {
      try {
        listener(state);
      } catch (error) {
        this.log.error({ err: error, state }, 'an event stream state listener failed');
      }
    }
  }
}

/** AMQP carries binding keys as short strings; a longer pattern could never be bound, on any reconnection. */
const MAX_PATTERN_BYTES = 255;

/** Refuses a pattern that no broker would accept, before it is remembered and re-bound forever. */
export function checkTopicPattern(pattern: string): void {
  if (Buffer.byteLength(pattern) > MAX_PATTERN_BYTES) {
    throw validationError(`An event pattern is at most ${MAX_PATTERN_BYTES} bytes long`, {
      pattern: pattern.slice(0, 64),
    });
  }
}
