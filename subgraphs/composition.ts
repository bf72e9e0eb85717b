import { composeServices } from '@apollo/composition';
import { graphql, parse, type GraphQLSchema } from 'graphql';
import { gatewayRoleProblems } from '../platform/gateway-roles.js';
import { SUBGRAPHS, subgraphUrl } from './index.js';
import { buildDefinitionSchema, type SubgraphDefinition, type SubgraphName } from './shared/server.js';

export interface ComposedSchemas {
  /** Each subgraph's SDL by name, as the gateway's composition sees it. */
  subgraphs: Record<string, string>;
  supergraph: string;
}

/** The SDL a subgraph announces to routers through `_service`, without the federation boilerplate. */
async function serviceSdl(schema: GraphQLSchema): Promise<string> {
  const result = await graphql({ schema, source: '{ _service { sdl } }' });
  const sdl = (result.data?._service as { sdl?: string } | undefined)?.sdl;
  if (!sdl) throw new Error(`Could not read the subgraph SDL: ${JSON.stringify(result.errors)}`);
  return sdl.trim() + '\n';
}

/**
 * Composes a supergraph of `definitions` from the subgraph code itself (all three by default), each joined at
 * `urlOf(name)`; a composition error is thrown with every hint, and so is a `@gatewayRole` declared twice or unknown
 * (platform/gateway-roles.ts). `npm run compose` writes the result to `schema/`, which is all the gateway reads.
 */
export async function composeSupergraph(
  definitions: readonly SubgraphDefinition[] = SUBGRAPHS,
  urlOf: (name: SubgraphName) => string = subgraphUrl,
): Promise<ComposedSchemas> {
  const subgraphs: Record<string, string> = {};
  for (const definition of definitions) {
    subgraphs[definition.name] = await serviceSdl(await buildDefinitionSchema(definition));
  }
  const result = composeServices(
    definitions.map((definition) => ({
      name: definition.name,
      url: urlOf(definition.name),
      typeDefs: parse(subgraphs[definition.name]!),
    })),
  );
  if (result.errors) {
    throw new Error(
      `Supergraph composition failed:\n${result.errors.map((error) => `  - ${error.message}`).join('\n')}`,
    );
  }
  const problems = gatewayRoleProblems(result.supergraphSdl);
  if (problems.length) {
    throw new Error(`Supergraph composition failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return { subgraphs, supergraph: result.supergraphSdl + '\n' };
}
