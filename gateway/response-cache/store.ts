import { LRUCache } from 'lru-cache';
import { deepFrozen } from '../../platform/frozen.js';
import type { EventsApplied } from './generations.js';
import type { SharedResponseStore, SharedSnapshot } from './shared-store.js';

/** The wall clock, in ms since the epoch: an entry's deadline is compared across replicas (through Redis). */
export type Clock = () => number;

/** What a read captured before it executed: its answer is stored only if nothing was invalidated since. */
interface Snapshot {
  readonly epoch: number;
  readonly generations: readonly number[];
}

/** A stored answer: a frozen copy, handed to every hit as it is (not parsed again from its JSON). */
export type Answer = Readonly<Record<string, unknown>>;

interface Entry {
  readonly answer: Answer;
  /** Length of its JSON, which measures it for the LRU. */
  readonly length: number;
  readonly tags: readonly string[];
  /** When it must no longer be served (`maxAge`: its execution's start plus the age), by the clock; none: never. */
  readonly expiresAt?: number;
}

/** An execution that will fill an entry, which identical misses at the same generations wait for. */
export interface Fill {
  readonly snapshot: Snapshot;
  readonly answer: Promise<Answer | undefined>;
  readonly settle: (answer: Answer | undefined) => void;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  /** Misses answered by an identical miss's execution. */
  shared: number;
  stored: number;
  /** Misses of this process answered by what a replica stored in Redis (shared-store.ts), without an execution. */
  sharedHits: number;
  /** Answers not stored because an invalidation came while they were read. */
  discarded: number;
  /** Generations bumped here. */
  invalidations: number;
  /** Events of the cache's tags heard (`invalidateEvent`), whether or not they bumped anything still. */
  events: number;
}

/**
 * The entries, their tags and generations, and whether the cache may be used at all (see index.ts).
 * Entries live in an LRU bounded by the bytes of their JSON and keys (UTF-16: two bytes a character).
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #generations = new Map<string, number>();
  readonly #fills = new Map<string, Fill>();
  /**
   * Per event id, the generations this process has bumped for it (a write's invalidation, another replica's announced
   * one, the event itself), so that the event bumps each at most once here (bounded: a forgotten event is bumped again,
   * which drops more, never less).
   */
  readonly #applied = new LRUCache<string, Set<string>>({ max: 10_000 });
  /** Bumped by everything that empties the whole cache (stream lost or back, supergraph reloaded). */
  #epoch = 0;
  #streamConnected = false;
  #pendingBindings = 0;
  readonly stats: ResponseCacheStats = {
    hits: 0,
    misses: 0,
    shared: 0,
    stored: 0,
    sharedHits: 0,
    discarded: 0,
    invalidations: 0,
    events: 0,
  };

  /**
   * `shared`: the entries every replica shares in Redis (REDIS_URL), behind this process's own; `now`: the clock by
   * which entries of a bounded age expire (a test's may be moved on).
   */
  constructor(
    maxBytes: number,
    private readonly shared?: SharedResponseStore,
    private readonly now: Clock = Date.now,
  ) {
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => 2 * (entry.length + key.length) + 64,
      dispose: (entry, key) => {
        for (const tag of entry.tags) this.#keysByTag.get(tag)?.delete(key);
      },
    });
    // Redis has these generations bumped already (the writing replica did it): only this process's copies go.
    shared?.onWriteElsewhere((generations, events) => {
      this.#noteApplied(events);
      this.#drop(generations);
    });
  }

  /** Whether answers may be served and stored: the stream is connected and bound to every tag. */
  get usable(): boolean {
    return this.#streamConnected && this.#pendingBindings === 0;
  }

  /** Whether the entries every replica shares in Redis are read and stored now. */
  get sharedUsable(): boolean {
    return this.usable && this.shared?.usable === true;
  }

  get size(): number {
    return this.#entries.size;
  }

  snapshot(tags: readonly string[]): Snapshot {
    return { epoch: this.#epoch, generations: tags.map((tag) => this.#generations.get(tag) ?? 0) };
  }

  #isCurrent(snapshot: Snapshot, tags: readonly string[]): boolean {
    return (
      this.usable &&
      snapshot.epoch === this.#epoch &&
      tags.every((tag, index) => (this.#generations.get(tag) ?? 0) === snapshot.generations[index])
    );
  }

  get(key: string): Answer | undefined {
    if (!this.usable) return undefined;
    const entry = this.#entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry?.answer;
  }

  /** The execution under way for `key` that started at the generations `tags` have now, if any. */
  fillInFlight(key: string, tags: readonly string[]): Fill | undefined {
    const fill = this.#fills.get(key);
    return fill && this.#isCurrent(fill.snapshot, tags) ? fill : undefined;
  }

  /**
   * Registers the execution that will fill `key`; `finish` stores its answer (if still current) and releases waiters.
   * The answer is kept as a frozen copy made from its JSON, so that no one holding the execution's own result (or a
   * hit) can change what the next hit is served. `stored` is what another replica stored in Redis under `key`, still
   * current: then the fill is finished with it, and the execution is not needed (`finish` does nothing more).
   * `maxAgeSeconds` bounds how long the answer is kept, counted from now, before the execution starts: what it answers
   * was true no earlier. What another replica stored keeps the deadline it was stored with (never a fresh one).
   */
  startFill(
    key: string,
    tags: readonly string[],
    maxAgeSeconds?: number,
  ): { stored: Promise<Answer | undefined>; finish: (result: object | undefined) => void } {
    // Taken before Redis is asked: an invalidation here while it answers keeps its answer out of this process.
    const snapshot = this.snapshot(tags);
    const deadline = maxAgeSeconds === undefined ? undefined : this.now() + maxAgeSeconds * 1000;
    let settle!: (answer: Answer | undefined) => void;
    const answer = new Promise<Answer | undefined>((resolve) => (settle = resolve));
    const fill: Fill = { snapshot, answer, settle };
    this.#fills.set(key, fill);
    let settled = false;
    let sharedSnapshot: SharedSnapshot | undefined;
    const complete = (json: string | undefined, fromShared: boolean, expiresAt = deadline): Answer | undefined => {
      settled = true;
      if (this.#fills.get(key) === fill) this.#fills.delete(key);
      const copy = json === undefined ? undefined : deepFrozen(JSON.parse(json) as Answer);
      const current = this.#isCurrent(snapshot, tags);
      // An execution slower than its age answers its waiters, and keeps nothing.
      const remainingMs = expiresAt === undefined ? Infinity : expiresAt - this.now();
      if (copy !== undefined && current && remainingMs > 0) {
        this.#keep(key, tags, copy, json!.length, expiresAt);
        if (!fromShared && sharedSnapshot)
          this.shared?.store(
            key,
            tags,
            sharedSnapshot,
            json!,
            expiresAt === undefined ? undefined : { at: expiresAt, remainingMs },
          );
      } else if (copy !== undefined && !fromShared) {
        this.stats.discarded++;
      }
      // Waiters started at the same generations as this execution: its answer is theirs, stored or not.
      settle(copy);
      return copy;
    };
    const stored = (this.shared?.lookup(key, tags) ?? Promise.resolve(undefined)).then((lookup) => {
      sharedSnapshot = lookup?.snapshot;
      if (lookup?.json === undefined || settled) return undefined;
      const expiresAt = this.#sharedDeadline(lookup.expiresAt, deadline);
      return expiresAt === null ? undefined : complete(lookup.json, true, expiresAt);
    });
    return {
      stored,
      finish: (result) => {
        if (!settled) complete(result === undefined ? undefined : JSON.stringify(result), false);
      },
    };
  }

  /**
   * Until when an entry another replica stored may be served here: the deadline it was stored with, never later than
   * this read's own (`ours`: a `maxAge` lowered since); null when it may not be served (expired, or stored without a
   * deadline where this read has one).
   */
  #sharedDeadline(stored: number | undefined, ours: number | undefined): number | undefined | null {
    if (stored !== undefined && stored <= this.now()) return null;
    if (ours === undefined) return stored;
    return stored === undefined ? null : Math.min(stored, ours);
  }

  #keep(key: string, tags: readonly string[], answer: Answer, length: number, expiresAt: number | undefined): void {
    this.#entries.set(key, { answer, length, tags, ...(expiresAt !== undefined && { expiresAt }) });
    // The LRU refuses an entry larger than its whole size; only a kept one is indexed.
    if (!this.#entries.has(key)) return;
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.stats.stored++;
  }

  /**
   * Drops the entries of `tags` and bumps their generations, here and in Redis, so that reads under way do not store
   * what they read; resolved once Redis has them (or is known to have missed them: it is then not used until it has a
   * new epoch). Never rejected. `announce` (a write this replica served): the replicas sharing Redis drop their own
   * copies as soon as it has bumped them, without waiting for the write's event.
   */
  invalidate(
    tags: Iterable<string>,
    options?: { readonly announce?: boolean; readonly events?: EventsApplied },
  ): Promise<void> {
    const dropped = [...tags];
    this.#noteApplied(options?.events);
    this.#drop(dropped);
    return this.shared?.invalidate(dropped, options) ?? Promise.resolve();
  }

  /**
   * An event's invalidation (`invalidate`'s), less what this process has bumped for it already (the write that recorded
   * it, served here or announced by the replica that served it). In Redis, only what no replica has bumped for it yet.
   */
  invalidateEvent(id: string, tags: readonly string[]): Promise<void> {
    this.stats.events++;
    const done = this.#applied.get(id);
    const pending = done ? tags.filter((tag) => !done.has(tag)) : tags;
    if (!pending.length) return Promise.resolve();
    this.#noteApplied({ [id]: pending });
    this.#drop(pending);
    return this.shared?.invalidateEvent(id, pending) ?? Promise.resolve();
  }

  #noteApplied(events: EventsApplied | undefined): void {
    for (const [id, tags] of Object.entries(events ?? {})) {
      const done = this.#applied.get(id);
      if (done) for (const tag of tags) done.add(tag);
      else this.#applied.set(id, new Set(tags));
    }
  }

  /** Drops this process's entries of `tags` and bumps their generations here. */
  #drop(tags: readonly string[]): void {
    for (const tag of tags) {
      this.stats.invalidations++;
      this.#generations.set(tag, (this.#generations.get(tag) ?? 0) + 1);
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      this.#keysByTag.delete(tag);
      for (const key of keys) this.#entries.delete(key);
    }
  }

  /** Empties the cache; reads under way store nothing. */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  setStreamConnected(connected: boolean): void {
    this.#streamConnected = connected;
    this.clear();
    this.shared?.setListening(this.usable, !connected);
  }

  /** A binding under way: the cache is unusable until it is made (an event of its tag could be missed meanwhile). */
  async binding(bind: Promise<void>): Promise<void> {
    this.#pendingBindings++;
    this.clear();
    this.shared?.setListening(false);
    try {
      await bind;
    } finally {
      this.#pendingBindings--;
      this.shared?.setListening(this.usable);
    }
  }

  close(): Promise<void> {
    return this.shared?.close() ?? Promise.resolve();
  }
}
