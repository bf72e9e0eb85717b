import { GraphQLError } from 'graphql';
import type { EventMessage } from '../../platform/events/messages.js';

/** One subscriber's wish: events of a routing-key pattern that pass its filter (its tenant, its entity). */
export interface EventInterest {
  readonly pattern: string;
  accepts(event: EventMessage): boolean;
}

/** A page of the events published after a cursor that one subscription may see, oldest first. */
export interface MissedEventsPage {
  readonly events: readonly EventMessage[];
  readonly hasMore: boolean;
}

/**
 * Reads the outbox for one subscription: the events after `cursor` that its subscriber may see (the same rules as
 * live delivery, applied by the subgraph that owns the events). A cursor that is unknown or older than the
 * retention is refused with CURSOR_EXPIRED.
 */
export type MissedEvents = (cursor: string) => Promise<MissedEventsPage>;

export interface EventFeedOptions {
  readonly interest: EventInterest;
  /** Reads the outbox (bounded and shared by the hub, see SubscriptionHub). */
  readonly missed: MissedEvents;
  /** Where the feed starts: events after this cursor are delivered, oldest first, then live ones. */
  readonly from: string;
  /** Events held for a reader that is slower than they arrive, before it is cut off. */
  readonly maxQueued: number;
  readonly readRetry: { readonly firstMs: number; readonly laterMs: number };
  readonly onEnd: (feed: EventFeed) => void;
}

/** Whether `event` comes after `cursor` in the stream (cursors compare as strings, see platform/events/cursor.ts). */
const isAfter = (event: EventMessage, cursor: string) => event.cursor > cursor;

/**
 * How long reads of the outbox that fail for a passing reason are retried: the first read of a subscription before
 * the subscription is refused, a later one before the subscription ends (the client resumes then).
 */
export const DEFAULT_READ_RETRY = { firstMs: 15_000, laterMs: 60_000 } as const;
const FIRST_READ_RETRY_DELAY_MS = 200;
const MAX_READ_RETRY_DELAY_MS = 5_000;

/** Ids remembered per subscription: more than a relay batch (100) that could be published twice. */
const RECENT_IDS = 512;

const unavailable = (message: string) => new GraphQLError(message, { extensions: { code: 'SERVICE_UNAVAILABLE' } });

/**
 * Runs `attempt` until it succeeds, waiting with backoff after a passing failure (SERVICE_UNAVAILABLE once classified
 * by readFailure) for at most `forMs` in all; a refusal, or failures past that, are thrown as readFailure has them.
 */
async function retryingPassingFailures<T>(attempt: () => Promise<T>, forMs: number, ended: () => boolean): Promise<T> {
  const deadline = Date.now() + forMs;
  for (let delayMs = FIRST_READ_RETRY_DELAY_MS; ; delayMs = Math.min(delayMs * 2, MAX_READ_RETRY_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      const failure = readFailure(error);
      if (failure.extensions.code !== 'SERVICE_UNAVAILABLE' || Date.now() + delayMs > deadline || ended())
        throw failure;
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    }
  }
}

/**
 * What ends a subscription whose outbox read failed: the owner's refusal as it is (CURSOR_EXPIRED, FORBIDDEN,
 * UNAUTHORIZED), anything else as a passing unavailability the client resumes from.
 */
export function readFailure(error: unknown): GraphQLError {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (typeof code === 'string' && code !== 'INTERNAL_ERROR' && code !== 'SERVICE_UNAVAILABLE')
    return error as GraphQLError;
  return unavailable(
    'Missed events could not be read; subscribe again with after: the cursor of the last event received',
  );
}

/**
 * The events of one subscription, without gap or duplicate: it reads what it missed from the outbox (after the
 * cursor it starts from, and again after the event stream reconnects), holds the live events that arrive
 * meanwhile, and lets through only events after the last one delivered. Live events arrive in cursor order
 * (one relay publishes, in commit order), so "after the last delivered cursor" drops exactly the events that
 * both the outbox and the live stream brought. The outbox is read one page at a time, and only once the reader
 * has taken most of what it holds, so a resuming subscriber costs memory for one page, whatever it missed.
 *
 * `return()` (the client completing, the connection closing) ends it.
 */
export class EventFeed implements AsyncIterableIterator<EventMessage> {
  readonly interest: EventInterest;
  /** Events ready for the reader. */
  readonly #ready: EventMessage[] = [];
  /** Live events that arrived while the outbox was being read; undefined while live. A feed starts reading. */
  #held: EventMessage[] | undefined = [];
  /** Set when a reconnection (or held events overflowing) asks for one more read of the outbox. */
  #readAgain = false;
  /** The cursor of the last event delivered (or the starting point). */
  #cursor: string;
  /**
   * Ids of the latest events delivered. A relay that crashed between the broker's confirm and its commit
   * publishes the batch again under new cursors; an event seen under its first cursor is not delivered again.
   */
  readonly #recentIds = new Set<string>();
  #waiting: { resolve: (result: IteratorResult<EventMessage>) => void; reject: (error: unknown) => void } | undefined;
  /** Resolves when the reader has taken events, for an outbox read waiting for room. */
  #roomMade: (() => void) | undefined;
  #failure: GraphQLError | undefined;
  #done = false;

  constructor(private readonly options: EventFeedOptions) {
    this.interest = options.interest;
    this.#cursor = options.from;
  }

  /** The cursor of the last event delivered. */
  get cursor(): string {
    return this.#cursor;
  }

  /**
   * Reads the outbox after the feed's cursor until it has caught up, then goes live. The first page is read
   * before this resolves, so that a refused cursor fails the subscription at once (a passing failure is retried
   * for a while, as a client would); the rest is read as the reader takes events.
   */
  async start(): Promise<void> {
    if (
      await retryingPassingFailures(
        () => this.#readPage(),
        this.options.readRetry.firstMs,
        () => this.#done,
      )
    )
      this.#readOn();
  }

  /** The event stream reconnected: events may have been published while it was away. */
  catchUp(): void {
    if (this.#done) return;
    if (this.#held) {
      this.#readAgain = true;
      return;
    }
    this.#held = [];
    this.#readOn();
  }

  /** A live event of this feed's pattern that its filter accepts. */
  push(event: EventMessage): void {
    if (this.#done) return;
    if (!this.#held) {
      this.#deliver(event, true);
      return;
    }
    // What overflows is read from the outbox once more instead of being held.
    if (this.#held.length >= this.options.maxQueued) {
      this.#held = [];
      this.#readAgain = true;
    }
    this.#held.push(event);
  }

  /** Ends the feed: a waiting reader gets `done` (or the error), later reads too. */
  end(failure?: GraphQLError): void {
    if (this.#done) return;
    this.#done = true;
    this.#failure = failure;
    this.#ready.length = 0;
    this.#held = undefined;
    this.options.onEnd(this);
    this.#roomMade?.();
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (failure && waiting) {
      this.#failure = undefined;
      waiting.reject(failure);
    } else waiting?.resolve({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<EventMessage>> {
    const event = this.#ready.shift();
    if (event) {
      if (this.#ready.length <= this.#roomThreshold) this.#roomMade?.();
      return Promise.resolve({ value: event, done: false });
    }
    this.#roomMade?.();
    if (this.#done) {
      const failure = this.#failure;
      this.#failure = undefined;
      return failure ? Promise.reject(failure) : Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => (this.#waiting = { resolve, reject }));
  }

  return(): Promise<IteratorResult<EventMessage>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** An outbox page is read once the reader holds no more than this. */
  get #roomThreshold(): number {
    return Math.floor(this.options.maxQueued / 2);
  }

  /** Hands `event` to the reader if it comes after the last one delivered; a live event may cut a slow reader off. */
  #deliver(event: EventMessage, live: boolean): void {
    if (!isAfter(event, this.#cursor)) return;
    this.#cursor = event.cursor;
    if (this.#recentIds.has(event.id)) return;
    this.#recentIds.add(event.id);
    // A Set iterates in insertion order: its first id is the oldest.
    if (this.#recentIds.size > RECENT_IDS) this.#recentIds.delete(this.#recentIds.values().next().value!);
    const waiting = this.#waiting;
    if (waiting) {
      this.#waiting = undefined;
      waiting.resolve({ value: event, done: false });
      return;
    }
    if (live && this.#ready.length >= this.options.maxQueued) {
      this.end(
        unavailable(
          'The subscriber fell too far behind the events; subscribe again with after: the cursor of the last event received',
        ),
      );
      return;
    }
    this.#ready.push(event);
  }

  /** Reads one page after the cursor; true when there is more to read. */
  async #readPage(): Promise<boolean> {
    const page = await this.options.missed(this.#cursor);
    if (this.#done) return false;
    for (const event of page.events) this.#deliver(event, false);
    if (page.hasMore) return true;
    if (this.#readAgain) {
      this.#readAgain = false;
      return true;
    }
    this.#goLive();
    return false;
  }

  #goLive(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    // Held events were bounded while they waited; the reader gets them all before anything can cut it off.
    for (const event of held) this.#deliver(event, false);
  }

  /**
   * Reads on in the background, a page whenever the reader has made room. A read that fails for a passing reason
   * (the database or the subgraph coming back after an outage, which is when the event stream reconnects too) is
   * retried with backoff while live events are held; a refusal, or failures for longer than READ_RETRY_MS, end
   * the feed, and the client resumes from its cursor.
   */
  #readOn(): void {
    void (async () => {
      try {
        await retryingPassingFailures(
          async () => {
            do await this.#room();
            while (!this.#done && (await this.#readPage()));
            return false;
          },
          this.options.readRetry.laterMs,
          () => this.#done,
        );
      } catch (error) {
        this.end(readFailure(error));
      }
    })();
  }

  #room(): Promise<void> {
    if (this.#done || this.#ready.length <= this.#roomThreshold) return Promise.resolve();
    return new Promise((resolve) => {
      this.#roomMade = () => {
        this.#roomMade = undefined;
        resolve();
      };
    });
  }
}
