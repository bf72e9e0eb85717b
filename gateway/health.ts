import { fetch, type Agent } from 'undici';
import type { CircuitState, SubgraphCircuitBreaker } from './circuit-breaker.js';

const HEALTH_TIMEOUT_MS = 1_000;

export type SubgraphReachability = 'reachable' | 'unreachable';

/**
 * Whether each subgraph's `/health` answers 2xx within a second. Informative only: the gateway stays
 * healthy (it answers for the fields of the subgraphs that are up).
 */
export async function subgraphHealth(
  urls: Record<string, string>,
  agent: Agent,
): Promise<Record<string, SubgraphReachability>> {
  const entries = await Promise.all(
    Object.entries(urls).map(async ([name, url]): Promise<[string, SubgraphReachability]> => {
      try {
        const response = await fetch(new URL('/health', url), {
          dispatcher: agent,
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        // Read to the end, so that the keep-alive connection goes back to the pool instead of lingering half-read.
        await response.arrayBuffer();
        return [name, response.ok ? 'reachable' : 'unreachable'];
      } catch {
        return [name, 'unreachable'];
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The state of each subgraph's circuit breaker: `open` means the gateway answers that subgraph's fields with
 * SERVICE_UNAVAILABLE at once, without calling it, until a trial call succeeds.
 */
export function circuitStates(breakers: ReadonlyMap<string, SubgraphCircuitBreaker>): Record<string, CircuitState> {
  return Object.fromEntries([...breakers].map(([name, breaker]) => [name, breaker.state]));
}
