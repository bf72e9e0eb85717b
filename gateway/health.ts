import { fetch, type Agent } from 'undici';

const HEALTH_TIMEOUT_MS = 1_000;

export type SubgraphReachability = 'reachable' | 'unreachable';

/**
 * Whether each subgraph's `/health` answers 2xx within a second. Informative only: the gateway stays
 * healthy (it answers for the fields of the subgraphs that are up).
 */
export async function subgraphHealth(urls: Record<string, string>, agent: Agent): Promise<Record<string, SubgraphReachability>> {
  const entries = await Promise.all(
    Object.entries(urls).map(async ([name, url]): Promise<[string, SubgraphReachability]> => {
      try {
        const response = await fetch(new URL('/health', url), { dispatcher: agent, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await response.body?.cancel();
        return [name, response.ok ? 'reachable' : 'unreachable'];
      } catch {
        return [name, 'unreachable'];
      }
    }),
  );
  return Object.fromEntries(entries);
}
