import { composeServices } from '@apollo/composition';
import { graphql, parse, type GraphQLSchema } from 'graphql';
import { SUBGRAPHS, subgraphUrl } from '../subgraphs/index.js';
import { buildDefinitionSchema } from '../subgraphs/shared/server.js';

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

/** Composes the supergraph from the subgraph code itself; a composition error is thrown with every hint. */
export async function composeSupergraph(): Promise<ComposedSchemas> {
  const subgraphs: Record<string, string> = {};
  for (const definition of SUBGRAPHS) {
    subgraphs[definition.name] = await serviceSdl(await buildDefinitionSchema(definition));
  }
  const result = composeServices(
    SUBGRAPHS.map((definition) => ({
      name: definition.name,
      url: subgraphUrl(definition.name),
      typeDefs: parse(subgraphs[definition.name]!),
    })),
  );
  if (result.errors) {
    throw new Error(
      `Supergraph composition failed:\n${result.errors.map((error) => `  - ${error.message}`).join('\n')}`,
    );
  }
  return { subgraphs, supergraph: result.supergraphSdl + '\n' };
}
