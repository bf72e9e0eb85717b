import { subgraphQueriesShared } from '../platform/metrics.js';
import type { SubgraphAnswer } from './subgraph-transport.js';

/**
 * In-flight deduplication of identical subgraph queries: while one is on its way, the same request (same subgraph,
 * same operation and variables, same credentials) waits for its answer instead of being sent
 * again, as Apollo Router's `deduplicate_query` and Hive Gateway do. Under load, many clients asking for the same
 * page cost the subgraph one request. Mutations and uploads are never deduplicated (see SubgraphDataSource).
 *
 * The key holds every header the subgraph sees but the correlation id, so that no answer is ever shared across
 * callers the subgraph could tell apart (tenant, user, admin headers). A query carries no client address (limits
 * per address are the gateway's own), so anonymous clients asking the same share one request.
 *
 * Read-your-writes: a query in flight may have been read before a write committed, so once a write has been
 * answered (`writeAnswered`, before the gateway acknowledges it to its client) no query joins one sent earlier: those
 * keep their callers, and the next identical query is sent anew. The queries in flight are one generation; a write
 * answered starts the next.
 */
export class InflightDeduplicator {
  /** The queries in flight of the current generation, by key. */
  private inflight = new Map<string, Promise<SubgraphAnswer>>();

  /** The answer is read whole and never changed, so every caller sharing it reads the same value. */
  fetch(key: string, send: () => Promise<SubgraphAnswer>, subgraph: string): Promise<SubgraphAnswer> {
    const shared = this.inflight.get(key);
    if (shared) {
      subgraphQueriesShared.inc({ subgraph });
      return shared;
    }
    const answer = send();
    const generation = this.inflight;
    generation.set(key, answer);
    const forget = () => generation.delete(key);
    answer.then(forget, forget);
    return answer;
  }

  /**
   * A subgraph has answered a write (or failed to: it may have committed all the same): queries sent before may
   * have read what it changed, so none is joined from now on.
   */
  writeAnswered(): void {
    if (this.inflight.size) this.inflight = new Map();
  }
}

/** The deduplication key of a subgraph request: URL, headers (sorted, minus `ignoredHeaders`) and body. */
export function requestKey(
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string,
  ignoredHeaders: ReadonlySet<string>,
): string {
  const named = Object.entries(headers)
    .filter(([name]) => !ignoredHeaders.has(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}:${value}`)
    .sort();
  return `${url}\n${named.join('\n')}\n\n${body}`;
}
