/** Something counted per client, released once (however its connection or request ended). */
export type Release = () => void;

/**
 * What each client holds at once (connections, requests in flight), up to a limit per client. A client's entry
 * goes when it holds nothing, so that the map is as large as the set of clients connected now.
 */
export class ClientCounts {
  readonly #held = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Counts one more for `client`, or answers undefined when it already holds `limit`. */
  acquire(client: string): Release | undefined {
    const held = this.#held.get(client) ?? 0;
    if (held >= this.limit) return undefined;
    this.#held.set(client, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#held.get(client) ?? 1) - 1;
      if (left > 0) this.#held.set(client, left);
      else this.#held.delete(client);
    };
  }

  /** What `client` holds now (tests, metrics). */
  held(client: string): number {
    return this.#held.get(client) ?? 0;
  }
}
