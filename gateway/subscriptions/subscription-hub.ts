import { GraphQLError } from 'graphql';
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import type { EventStream } from '../../platform/events/event-stream.js';
import type { EventMessage } from '../../platform/events/messages.js';
import { topicMatches } from '../../platform/events/postgres-event-stream.js';
import { DEFAULT_READ_RETRY, EventFeed, readFailure, type EventInterest, type MissedEvents } from './event-feed.js';
import { FairTurns } from './fair-turns.js';

export type { EventInterest, MissedEvents } from './event-feed.js';

/** What a subscription asks the hub for. */
export interface FeedRequest {
  readonly interest: EventInterest;
  /** Reads the outbox for this subscription (its subscriber's rules). */
  readonly missed: MissedEvents;
  /**
   * Names what `missed` reads (the subscriber's credential, the field and its arguments): reads of equal keys after
   * the same cursor have the same answer, so those in flight at once are made once.
   */
  readonly readKey: string;
  /** Events after this cursor are delivered first: the client's `after`, else the stream's head when it subscribed. */
  readonly from: string;
  /** Whom the delivery is for (the subscriber's user id): deliveries take turns between owners (see FairTurns). */
  readonly owner?: string;
}

export interface SubscriptionHubOptions {
  /** Events held for a subscriber that reads slower than they arrive, before it is cut off. */
  readonly maxQueued?: number;
  /**
   * Outbox reads running at once, across every subscription: a thousand clients resuming after a restart queue
   * here instead of flooding the subgraph, and live delivery (which reads nothing) goes on meanwhile.
   */
  readonly concurrentReads?: number;
  /** How long outbox reads failing for a passing reason are retried (DEFAULT_READ_RETRY); tests shorten it. */
  readonly readRetry?: { readonly firstMs: number; readonly laterMs: number };
  /** Deliveries per turn of the event loop (FairTurns); tests shorten it. */
  readonly deliveriesPerTurn?: number;
}

const DEFAULT_MAX_QUEUED = 256;
const DEFAULT_CONCURRENT_READS = 8;

/**
 * Fans the events of one event stream out to every live subscription of this gateway. The stream is bound only
 * to the routing-key patterns that live subscriptions need (reference-counted), so that each replica receives
 * just its subscribers' events. Subscriptions with an exact routing key (`profile.updated.<id>`) are found by
 * lookup, so one event costs the same however many other entities are watched.
 *
 * Nothing is lost between the outbox and a subscriber: each subscription starts by reading the outbox after its
 * cursor (see EventFeed), and when the stream comes back after losing its connection, every subscription reads
 * what was published meanwhile.
 */
export class SubscriptionHub {
  readonly #byPattern = new Map<string, Set<EventFeed>>();
  readonly #wildcards = new Set<string>();
  readonly #bindings = new Map<string, Promise<void>>();
  readonly #maxQueued: number;
  readonly #readRetry: { readonly firstMs: number; readonly laterMs: number };
  readonly #limitReads: <T>(read: () => Promise<T>) => Promise<T>;
  /** Outbox reads waiting for their turn, by read key and cursor. */
  readonly #queuedReads = new Map<string, ReturnType<MissedEvents>>();
  #disconnected = false;
  #closed = false;
  /**
   * How one event reaches many subscriptions: in slices that take turns between subscribers, so that an event with
   * ten thousand subscriptions of one client does not hold every other client's events until it is through. The
   * transports take their turns here too (see OpenOperations), for the work each delivery causes.
   */
  readonly turns: FairTurns;
  readonly #feedOwners = new WeakMap<EventFeed, string>();

  constructor(
    private readonly stream: EventStream,
    private readonly log: Logger,
    options: SubscriptionHubOptions = {},
  ) {
    this.#maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
    this.#readRetry = options.readRetry ?? DEFAULT_READ_RETRY;
    const limit = pLimit(options.concurrentReads ?? DEFAULT_CONCURRENT_READS);
    this.#limitReads = (read) => limit(read);
    this.turns = new FairTurns(options.deliveriesPerTurn);
    stream.onEvent((event) => this.#deliver(event));
    stream.onState?.((state) => {
      if (state === 'reconnecting') this.#disconnected = true;
      else if (this.#disconnected) {
        this.#disconnected = false;
        this.#catchUpAll();
      }
    });
  }

  /** Live subscriptions. */
  get size(): number {
    let size = 0;
    for (const feeds of this.#byPattern.values()) size += feeds.size;
    return size;
  }

  /**
   * The events of `request.interest` after `request.from`: once the stream is bound to its pattern, the outbox's
   * first page after the cursor is read (so a refused cursor fails here), then the rest and live events follow.
   */
  async subscribe(request: FeedRequest): Promise<AsyncIterableIterator<EventMessage>> {
    if (this.#closed)
      throw new GraphQLError('The gateway is shutting down', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const { interest } = request;
    const feed = new EventFeed({
      interest,
      from: request.from,
      missed: (cursor) => this.#read(request, cursor),
      maxQueued: this.#maxQueued,
      readRetry: this.#readRetry,
      onEnd: (ended) => this.#remove(ended),
    });
    this.#feedOwners.set(feed, request.owner ?? '');
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
    try {
      // Bound first: whatever commits from here on arrives live, whatever committed before is in the outbox.
      await feed.start();
    } catch (error) {
      feed.end();
      throw readFailure(error);
    }
    return feed;
  }

  /** Completes every subscription (graceful shutdown). */
  close(): void {
    this.#closed = true;
    for (const feeds of [...this.#byPattern.values()]) for (const feed of [...feeds]) feed.end();
  }

  /**
   * An outbox read, at most `concurrentReads` at once; one still queued for the same key and cursor is shared.
   * Subscribers that received the same events resume from the same cursor: after a restart, a thousand subscribers
   * of one entity under one credential cost about one read per page, not a thousand. A read already under way is
   * never joined: its snapshot may predate a newcomer's binding, and the newcomer would miss what committed between.
   */
  #read(request: FeedRequest, cursor: string): ReturnType<MissedEvents> {
    const key = `${request.readKey}\u0000${cursor}`;
    const queued = this.#queuedReads.get(key);
    if (queued) return queued;
    const read = this.#limitReads(() => {
      if (this.#queuedReads.get(key) === read) this.#queuedReads.delete(key);
      return request.missed(cursor);
    });
    this.#queuedReads.set(key, read);
    return read;
  }

  #catchUpAll(): void {
    this.log.info(
      { subscriptions: this.size },
      'event stream is back; subscriptions read what was published meanwhile',
    );
    for (const feeds of this.#byPattern.values()) for (const feed of feeds) feed.catchUp();
  }

  #deliver(event: EventMessage): void {
    const targets = [this.#byPattern.get(event.routingKey)];
    for (const pattern of this.#wildcards)
      if (topicMatches(pattern, event.routingKey)) targets.push(this.#byPattern.get(pattern));
    for (const feeds of targets) {
      if (!feeds) continue;
      // Each feed's events keep their order: one owner's tasks run in the order given.
      for (const feed of feeds)
        if (feed.interest.accepts(event)) this.turns.run(this.#feedOwners.get(feed) ?? '', () => feed.push(event));
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
