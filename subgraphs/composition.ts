import { composeServices } from '@apollo/composition';
import { graphql, parse, type GraphQLSchema } from 'graphql';
import { gatewayRoleProblems } from '../platform/gateway-roles.js';
import { SUBGRAPHS } from './index.js';
import { buildDefinitionSchema, subgraphUrl, type SubgraphDefinition } from './shared/server.js';

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
 * Composes a supergraph of `definitions` from the subgraph code itself (those of `subgraphs/index.ts` by default,
 * or any list, such as a test's with a subgraph of its own), each joined at `urlOf(definition)`, writing nothing; a composition error is thrown with every hint, and so is a `@gatewayRole`
 * declared twice or unknown (platform/gateway-roles.ts). `npm run compose` writes the result to `schema/`, which is all the gateway reads.
 */
export async function composeSupergraph(
  definitions: readonly SubgraphDefinition[] = SUBGRAPHS,
  urlOf: (definition: SubgraphDefinition) => string = subgraphUrl,
): Promise<ComposedSchemas> {
  const subgraphs: Record<string, string> = {};
  for (const definition of definitions) {
    subgraphs[definition.name] = await serviceSdl(await buildDefinitionSchema(definition));
  }
  const result = composeServices(
    definitions.map((definition) => ({
      name: definition.name,
      url: urlOf(definition),
      typeDefs: parse(subgraphs[definition.name]),
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
