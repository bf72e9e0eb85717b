import { parse, validate, type GraphQLSchema } from 'graphql';
import { apiSchemaOf } from '../../schema/supergraph.js';
import { prepareSupergraph } from '../authorization/supergraph.js';
import { ManifestRefused, type TrustedDocument } from './manifest.js';

/**
 * The schema clients' documents are validated against when the gateway serves `supergraphSdl`: its API schema.
 * Throws when the gateway would refuse that supergraph (authorization/supergraph.ts: a policy it has no function for).
 */
export function servedApiSchema(supergraphSdl: string): GraphQLSchema {
  prepareSupergraph(supergraphSdl);
  return apiSchemaOf(supergraphSdl);
}

/**
 * Refuses (ManifestRefused) a manifest whose documents do not all validate against `schema`, naming each such
 * document by id and operation name with GraphQL's messages: a trusted document that cannot run is an error of the
 * client's build or of the supergraph it was built for, better found when it is loaded than by its first request.
 * The rules are graphql-js's, which Apollo Server applies to every operation.
 */
export function validateDocuments(schema: GraphQLSchema, documents: readonly TrustedDocument[]): void {
  const problems: string[] = [];
  for (const document of documents) {
    const errors = validate(schema, parse(document.body));
    if (!errors.length) continue;
    const operation =
      document.type === null
        ? 'several operations'
        : document.name === null
          ? `an anonymous ${document.type}`
          : `${document.type} ${document.name}`;
    problems.push(
      `id ${document.id} (${operation}) does not validate against the supergraph: ${errors
        .map((error) => error.message)
        .join(' ')}`,
    );
  }
  if (problems.length) throw new ManifestRefused(problems);
}
