import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { topicWord } from '../../platform/events/tag-events.js';
import { partitionDependenciesOf } from './generations.js';
import type { ResponseCachePolicies } from './policies.js';

/** The root fields an operation selects, as nodes (with their arguments), through its fragments, each walked once. */
function rootFieldNodes(operation: OperationDefinitionNode, document: DocumentNode): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fields: FieldNode[] = [];
  const walked = new Set<string>();
  const walk = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!walked.has(selection.name.value)) {
        walked.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

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
    rootFieldNodes(operation, document).flatMap((field) => {
      const policy = policies.cacheable.get(field.name.value);
      if (!policy) return [];
      const partitionBy = policy.partitionBy;
      const value = partitionBy === undefined ? undefined : topicWord(stringArgument(field, partitionBy, variables));
      return [{ tags: policy.tags, value }];
    }),
  );
}
