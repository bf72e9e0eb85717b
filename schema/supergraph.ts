import { ROUTER_SUPPORTED_SUPERGRAPH_FEATURES, Supergraph } from '@apollo/federation-internals';
import type { GraphQLSchema } from 'graphql';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../platform/project-root.js';

/**
 * The checked-in schema files, found from the sources and from the build alike: what the gateway reads. They are
 * written by `npm run compose` from the subgraphs' code (subgraphs/composition.ts, which loads every subgraph and so
 * lives beside them); the gateway reads the supergraph through this module and nothing more.
 */
export const SCHEMA_DIR = join(PROJECT_ROOT, 'schema');

export function schemaFile(name: string): string {
  return join(SCHEMA_DIR, `${name}.graphql`);
}

/** The checked-in supergraph, which the gateway serves unless configured otherwise: what runs is what was reviewed. */
export function readSupergraph(): Promise<string> {
  return readFile(schemaFile('supergraph'), 'utf8');
}

/**
 * The API schema of a supergraph: what the gateway's clients see, and what documents are typed and validated by. The
 * features Apollo's router enforces are accepted (the authorization directives link `for: SECURITY`): this schema
 * only types documents; the gateway is what enforces them (gateway/authorization/).
 */
export function apiSchemaOf(supergraphSdl: string): GraphQLSchema {
  return Supergraph.build(supergraphSdl, { supportedFeatures: ROUTER_SUPPORTED_SUPERGRAPH_FEATURES })
    .apiSchema()
    .toGraphQLJSSchema();
}
