import type { SupergraphManager } from '@apollo/gateway';
import { supergraphDocument } from '../supergraph-directives.js';
import { policyOf } from './policies/index.js';
import { authorizationRequirementsOf } from './requirements.js';

/**
 * @apollo/gateway refuses a supergraph that links a feature `for: SECURITY` it does not enforce itself (it enforces
 * none): Apollo's authenticated, requiresScopes and policy. This gateway enforces them (executor.ts), so the
 * supergraph handed to ApolloGateway links them without that purpose; directives and definitions stay, and every
 * reader of the supergraph (onSchemaLoadOrUpdate) reads them there.
 */
const SECURITY_LINK =
  /(@link\(\s*url:\s*"https:\/\/specs\.apollo\.dev\/(?:authenticated|requiresScopes|policy)\/v[0-9.]+"[^)]*?),\s*for:\s*SECURITY/g;

/**
 * The supergraph as ApolloGateway may load it; throws (the supergraph is refused) when it names a policy that no
 * function of this gateway decides (policies/index.ts).
 */
export function prepareSupergraph(sdl: string): string {
  if (!sdl.includes('for: SECURITY')) return sdl;
  const { policyNames } = authorizationRequirementsOf(supergraphDocument(sdl));
  const unknown = [...policyNames].filter((name) => !policyOf(name));
  if (unknown.length)
    throw new Error(
      `The supergraph names policies this gateway has no function for: ${unknown.join(', ')} (gateway/authorization/policies/)`,
    );
  return sdl.replace(SECURITY_LINK, '$1');
}

/** The same for a supergraph given as text or by a supergraph manager (each version it hands over is prepared). */
export function preparedSupergraph(supergraph: string | SupergraphManager): string | SupergraphManager {
  if (typeof supergraph === 'string') return prepareSupergraph(supergraph);
  return {
    initialize: async (options) => {
      const started = await supergraph.initialize({
        ...options,
        // A refusal here throws out of the manager's `update`, which keeps the previous supergraph and logs it.
        update: (sdl) => options.update(prepareSupergraph(sdl)),
      });
      return { ...started, supergraphSdl: prepareSupergraph(started.supergraphSdl) };
    },
  };
}
