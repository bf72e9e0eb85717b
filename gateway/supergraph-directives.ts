import { Kind, OperationTypeNode, parse, type ConstDirectiveNode, type DocumentNode } from 'graphql';

/**
 * Reading what a supergraph declares with directives (`@join__graph`, `@addressLimit`, `@cacheable`, ...): the
 * gateway's units that take their rules from the supergraph share these.
 */

/** The value of a directive's argument, as written. */
export function argumentOf(directive: ConstDirectiveNode, name: string) {
  return directive.arguments?.find((argument) => argument.name.value === name)?.value;
}

/** A string argument's value; undefined when absent or of another kind. */
export function stringArgument(directive: ConstDirectiveNode, name: string): string | undefined {
  const value = argumentOf(directive, name);
  return value?.kind === Kind.STRING ? value.value : undefined;
}

/** The `join__Graph` values a definition's directive names (`@join__type(graph:)`, `@join__field(graph:)`). */
function graphsOf(directives: readonly ConstDirectiveNode[] | undefined, joinDirective: string): string[] {
  return (directives ?? [])
    .filter((directive) => directive.name.value === joinDirective)
    .map((directive) => argumentOf(directive, 'graph'))
    .flatMap((value) => (value?.kind === Kind.ENUM ? [value.value] : []));
}

/**
 * The `join__Graph` value of the subgraph that resolves a root field: its `@join__field(graph:)`, else its type's only
 * `@join__type(graph:)`; undefined when neither names one graph.
 */
export function owningGraph(
  typeDirectives: readonly ConstDirectiveNode[] | undefined,
  fieldDirectives: readonly ConstDirectiveNode[] | undefined,
): string | undefined {
  const [graph] = graphsOf(fieldDirectives, 'join__field');
  if (graph) return graph;
  const typeGraphs = graphsOf(typeDirectives, 'join__type');
  return typeGraphs.length === 1 ? typeGraphs[0] : undefined;
}

/** The query and mutation root type names of a supergraph (its schema definition's, else the defaults). */
export function rootTypeNames(supergraph: DocumentNode): { query: string; mutation: string } {
  const roots = { query: 'Query', mutation: 'Mutation' };
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION) continue;
    for (const { operation, type } of definition.operationTypes) {
      if (operation === OperationTypeNode.QUERY) roots.query = type.name.value;
      if (operation === OperationTypeNode.MUTATION) roots.mutation = type.name.value;
    }
  }
  return roots;
}

/** A supergraph as its SDL or already parsed: the gateway parses each supergraph it loads once, for all its readers. */
export type Supergraph = string | DocumentNode;

export function supergraphDocument(supergraph: Supergraph): DocumentNode {
  return typeof supergraph === 'string' ? parse(supergraph, { noLocation: true }) : supergraph;
}
