import {
  getNamedType,
  getOperationAST,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { CostDirectives } from './cost-directives.js';
import { MUTATION_BASE_COST } from './estimate.js';

/**
 * The actual cost of an answered operation: the specification's definition applied to the data returned, each
 * list counting its real length and a null costing nothing below it (what Apollo Router's `by_response_shape` and Hive
 * Router's actual cost measure). Arguments are weighed once per field selected, as in the estimate. Linear in the
 * response: each object's fields are read once, from its selection set merged once per walk.
 */
export function actualCost(
  schema: GraphQLSchema,
  directives: CostDirectives,
  document: DocumentNode,
  operationName: string | null | undefined,
  data: Readonly<Record<string, unknown>> | null | undefined,
): number {
  const operation = getOperationAST(document, operationName ?? undefined);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map<string, SelectionSetNode & { readonly typeCondition: string }>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value))
      fragments.set(definition.name.value, {
        ...definition.selectionSet,
        typeCondition: definition.typeCondition.name.value,
      });
  }
  /** A selection set's fields by response name, with the type each is a field of: merged once per set and type. */
  type MergedFields = Map<string, { node: FieldNode; parent: string }>;
  const merged = new Map<SelectionSetNode, Map<string, MergedFields>>();
  const fieldsOf = (set: SelectionSetNode, type: GraphQLNamedType) => {
    let byType = merged.get(set);
    if (!byType) merged.set(set, (byType = new Map<string, MergedFields>()));
    let fields = byType.get(type.name);
    if (fields) return fields;
    byType.set(type.name, (fields = new Map() as MergedFields));
    // Without a __typename in the answer an abstract type's runtime type is unknown: every fragment may apply, and
    // the response names present tell which did.
    const applies = (condition: string | undefined): boolean => {
      if (!condition || condition === type.name || isAbstractType(type)) return true;
      const conditionType = schema.getType(condition);
      return (
        !!conditionType && isAbstractType(conditionType) && isObjectType(type) && schema.isSubType(conditionType, type)
      );
    };
    const pending: { set: SelectionSetNode; parent: string }[] = [{ set, parent: type.name }];
    const spread = new Set<string>();
    for (let next = pending.pop(); next; next = pending.pop()) {
      for (const selection of next.set.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          if (!fields.has(key)) fields.set(key, { node: selection, parent: next.parent });
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition?.name.value;
          if (applies(condition)) pending.push({ set: selection.selectionSet, parent: condition ?? next.parent });
        } else if (!spread.has(selection.name.value)) {
          spread.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment && applies(fragment.typeCondition))
            pending.push({ set: fragment, parent: fragment.typeCondition });
        }
      }
    }
    return fields;
  };
  const concreteType = (declared: GraphQLNamedType, value: Record<string, unknown>): GraphQLNamedType => {
    const typename = value.__typename;
    const runtime = typeof typename === 'string' ? schema.getType(typename) : undefined;
    return runtime ?? declared;
  };

  let total = operation.operation === OperationTypeNode.MUTATION ? MUTATION_BASE_COST : 0;
  const pending: { value: Record<string, unknown>; set: SelectionSetNode; type: GraphQLNamedType }[] = [];
  if (data) pending.push({ value: data, set: operation.selectionSet, type: root });
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const [key, { node, parent }] of fieldsOf(next.set, next.type)) {
      const name = node.name.value;
      if (name.startsWith('__') || !(key in next.value)) continue;
      const parentType = schema.getType(parent);
      const definition =
        isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
      if (!definition) continue;
      const coordinate = `${parent}.${name}`;
      const type = getNamedType(definition.type);
      const weight =
        directives.fieldWeights.get(coordinate) ??
        directives.typeWeights.get(type.name) ??
        (isCompositeType(type) ? 1 : 0);
      for (const argument of node.arguments ?? [])
        total += directives.argumentWeights.get(`${coordinate}(${argument.name.value})`) ?? 0;
      // Lists nest as deep as their type says: flatten them with a loop.
      const values: unknown[] = [next.value[key]];
      for (let value = values.pop(); value !== undefined; value = values.pop()) {
        if (value === null) continue;
        if (Array.isArray(value)) {
          for (const item of value as unknown[]) values.push(item);
          continue;
        }
        total += weight;
        if (node.selectionSet && typeof value === 'object' && isCompositeType(type))
          pending.push({
            value: value as Record<string, unknown>,
            set: node.selectionSet,
            type: concreteType(type, value as Record<string, unknown>),
          });
      }
    }
  }
  return total;
}
