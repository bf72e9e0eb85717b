import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { EventStream } from '../../platform/events/event-stream.js';
import type { EventMessage } from '../../platform/events/messages.js';
import { topicMatches } from '../../platform/events/postgres-event-stream.js';

/** One subscriber's wish: events of a routing-key pattern that pass its filter (its tenant, its entity). */
export interface EventInterest {
  readonly pattern: string;
  accepts(event: EventMessage): boolean;
}

/** Events held for a subscriber that reads slower than they arrive, before it is cut off. */
const DEFAULT_MAX_QUEUED = 256;

/** An event iterator of one subscription; `return()` (the client completing, the connection closing) ends it. */
class EventFeed implements AsyncIterableIterator<EventMessage> {
  readonly #queue: EventMessage[] = [];
  #waiting: ((result: IteratorResult<EventMessage>) => void) | undefined;
  #failWaiting: ((error: unknown) => void) | undefined;
  #failure: GraphQLError | undefined;
  #done = false;

  constructor(
    readonly interest: EventInterest,
    private readonly maxQueued: number,
    private readonly onEnd: (feed: EventFeed) => void,
  ) {}

  /** Hands an event over; a subscriber that has fallen `maxQueued` events behind is ended with an error. */
  push(event: EventMessage): void {
    if (this.#done) return;
    if (this.#waiting) {
      const deliver = this.#waiting;
      this.#waiting = this.#failWaiting = undefined;
      deliver({ value: event, done: false });
      return;
    }
    if (this.#queue.length >= this.maxQueued) {
      this.fail(
        new GraphQLError('The subscriber fell too far behind the events; subscribe again', {
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      );
      return;
    }
    this.#queue.push(event);
  }

  /** Ends the feed: a waiting reader gets `done` (or the error), later reads too. */
  end(failure?: GraphQLError): void {
    if (this.#done) return;
    this.#done = true;
    this.#failure = failure;
    this.#queue.length = 0;
    this.onEnd(this);
    if (failure && this.#failWaiting) this.#failWaiting(failure);
    else this.#waiting?.({ value: undefined, done: true });
    this.#waiting = this.#failWaiting = undefined;
  }

  fail(error: GraphQLError): void {
    this.end(error);
  }

  next(): Promise<IteratorResult<EventMessage>> {
    const queued = this.#queue.shift();
    if (queued) return Promise.resolve({ value: queued, done: false });
    if (this.#done) {
      const failure = this.#failure;
      this.#failure = undefined;
      return failure ? Promise.reject(failure) : Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => {
      this.#waiting = resolve;
      this.#failWaiting = reject;
    });
  }

  return(): Promise<IteratorResult<EventMessage>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/**
 * Fans the events of one event stream out to every live subscription of this gateway. The stream is bound only
 * to the routing-key patterns that live subscriptions need (reference-counted), so that each replica receives
 * just its subscribers' events. Subscriptions with an exact routing key (`profile.updated.<id>`) are found by
 * lookup, so one event costs the same however many other entities are watched.
 */
export class SubscriptionHub {
  readonly #byPattern = new Map<string, Set<EventFeed>>();
  readonly #wildcards = new Set<string>();
  readonly #bindings = new Map<string, Promise<void>>();
  #closed = false;

  constructor(
    private readonly stream: EventStream,
    private readonly log: Logger,
    private readonly maxQueued = DEFAULT_MAX_QUEUED,
  ) {
    stream.onEvent((event) => this.#deliver(event));
  }

  /** Live subscriptions. */
  get size(): number {
    let size = 0;
    for (const feeds of this.#byPattern.values()) size += feeds.size;
    return size;
  }

  /** Events for `interest` from now on, once the stream is bound to its pattern. */
  async subscribe(interest: EventInterest): Promise<AsyncIterableIterator<EventMessage>> {
    if (this.#closed)
      throw new GraphQLError('The gateway is shutting down', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const feed = new EventFeed(interest, this.maxQueued, (ended) => this.#remove(ended));
    let feeds = this.#byPattern.get(interest.pattern);
    if (!feeds) {
      feeds = new Set();
      this.#byPattern.set(interest.pattern, feeds);
      if (/[*#]/.test(interest.pattern)) this.#wildcards.add(interest.pattern);
      this.#bindings.set(interest.pattern, this.stream.bind(interest.pattern));
    }
    feeds.add(feed);
    try {
      await this.#bindings.get(interest.pattern);
    } catch (error) {
      feed.end();
      this.log.error({ err: error, pattern: interest.pattern }, 'could not bind the event stream');
      throw new GraphQLError('Events are temporarily unavailable', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    }
    return feed;
  }

  /** Completes every subscription (graceful shutdown). */
  close(): void {
    this.#closed = true;
    for (const feeds of [...this.#byPattern.values()]) for (const feed of [...feeds]) feed.end();
  }

  #deliver(event: EventMessage): void {
    const targets = [this.#byPattern.get(event.routingKey)];
    for (const pattern of this.#wildcards)
      if (topicMatches(pattern, event.routingKey)) targets.push(this.#byPattern.get(pattern));
    for (const feeds of targets) {
      if (!feeds) continue;
      for (const feed of feeds) if (feed.interest.accepts(event)) feed.push(event);
    }
  }

  #remove(feed: EventFeed): void {
    const { pattern } = feed.interest;
    const feeds = this.#byPattern.get(pattern);
    if (!feeds?.delete(feed) || feeds.size) return;
    this.#byPattern.delete(pattern);
    this.#wildcards.delete(pattern);
    this.#bindings.delete(pattern);
    this.stream
      .unbind(pattern)
      .catch((error: unknown) => this.log.warn({ err: error, pattern }, 'could not unbind the event stream'));
  }
}
