import { Supergraph } from '@apollo/federation-internals';
import type { GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../platform/project-root.js';

let apiSchema: GraphQLSchema | undefined;

/**
 * The API schema of the checked-in supergraph (`schema/supergraph.graphql`): what the gateway's clients see, and
 * so what the route tables' operations are typed by. Read once per process. (Not through `schema/composition.ts`,
 * which would load every subgraph's code into the adapter.)
 */
export function supergraphApiSchema(): GraphQLSchema {
  apiSchema ??= Supergraph.build(readFileSync(join(PROJECT_ROOT, 'schema', 'supergraph.graphql'), 'utf8'))
    .apiSchema()
    .toGraphQLJSSchema();
  return apiSchema;
}
