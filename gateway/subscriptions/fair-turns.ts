/** Tasks run in one turn of the event loop before the rest wait for the next (setImmediate). */
const DEFAULT_SLICE = 32;

/**
 * Shares the event loop between owners (subscribers) when an event fans out to many subscriptions: at most `slice`
 * tasks run per turn of the event loop, taken round-robin across owners, and the rest wait for the next turn, when
 * the gateway has read its sockets meanwhile. So one owner's ten thousand deliveries take turns with everyone
 * else's, instead of making every other client wait until they are done. Tasks of one owner run in the order they
 * were given (the order of each subscription's events). With nothing waiting, a task runs at once.
 */
export class FairTurns {
  /** Waiting tasks by owner; the Map's order is the round (an owner served goes to its end). */
  readonly #waiting = new Map<string, (() => void)[]>();
  #ranThisTurn = 0;
  #nextTurn = false;

  constructor(private readonly slice = DEFAULT_SLICE) {}

  /** Runs `task` on `owner`'s turn. */
  run(owner: string, task: () => void): void {
    if (this.#waiting.size === 0 && this.#ranThisTurn < this.slice) {
      this.#ranThisTurn += 1;
      this.#scheduleNextTurn();
      task();
      return;
    }
    const queue = this.#waiting.get(owner);
    if (queue) queue.push(task);
    else this.#waiting.set(owner, [task]);
    this.#scheduleNextTurn();
  }

  /** Resolves on `owner`'s turn: what the caller does next (in microtasks) counts against that turn's slice. */
  turn(owner: string): Promise<void> {
    return new Promise((resolve) => this.run(owner, resolve));
  }

  #scheduleNextTurn(): void {
    if (this.#nextTurn) return;
    this.#nextTurn = true;
    setImmediate(() => {
      this.#nextTurn = false;
      this.#ranThisTurn = 0;
      this.#runWaiting();
    });
  }

  #runWaiting(): void {
    while (this.#ranThisTurn < this.slice) {
      const next = this.#waiting.entries().next();
      if (next.done) break;
      const [owner, queue] = next.value;
      this.#waiting.delete(owner);
      const task = queue.shift()!;
      if (queue.length) this.#waiting.set(owner, queue);
      this.#ranThisTurn += 1;
      task();
    }
    if (this.#waiting.size) this.#scheduleNextTurn();
  }
}
