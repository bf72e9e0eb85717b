import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { topicWord } from '../../platform/events/tag-events.js';
import { selectedRootFieldNodes } from '../address-limits.js';
import { partitionDependenciesOf } from './generations.js';
import type { ResponseCachePolicies } from './policies.js';

/** The string a field was asked with for `argument` (a literal or a variable's value), if any. */
function stringArgument(
  field: FieldNode,
  argument: string,
  variables: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const value = field.arguments?.find((node) => node.name.value === argument)?.value;
  if (value?.kind === Kind.STRING) return value.value;
  if (value?.kind !== Kind.VARIABLE) return undefined;
  const given = variables?.[value.name.value];
  return typeof given === 'string' ? given : undefined;
}

/**
 * The partition generations an operation's answer depends on (generations.ts): for a root field declared with
 * `partitionBy`, the topic word of the value it was asked with (as the subgraph's events name it: trimmed, lowercased),
 * for every other root field its tags' `#*`. Fields under `@skip`/`@include` count as asked: an entry may depend on
 * more generations than it needs, never on fewer.
 */
export function partitionsOf(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | undefined,
  policies: ResponseCachePolicies,
): string[] {
  return partitionDependenciesOf(
    selectedRootFieldNodes(operation, document).flatMap((field) => {
      const policy = policies.cacheable.get(field.name.value);
      if (!policy) return [];
      const partitionBy = policy.partitionBy;
      const value = partitionBy === undefined ? undefined : topicWord(stringArgument(field, partitionBy, variables));
      return [{ tags: policy.tags, value }];
    }),
  );
}
