import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { bothOf, type AuthorizationRequirements, type Requirement } from './requirements.js';

/**
 * Removing from an operation what its caller may not see, before it is planned (Apollo Router's semantics): a field
 * whose requirement (its own directives, its type's, and for a field asked through an interface each implementation's)
 * the caller does not meet goes, with its path; a fragment on a type the caller may not see goes; a field whose
 * selection is left empty goes too (its path is answered null, the error is at the fields removed inside it).
 *
 * Paths are response keys; a list's items are `@` (as Apollo Router writes them): `["plans", "@", "price"]`.
 */

export type ResponsePath = readonly string[];

export interface RemovedField {
  readonly path: ResponsePath;
  /** Whether an error is reported at this path (a field the caller may not see), or only null answered there. */
  readonly reported: boolean;
  /** A fragment on a type the caller may not see: reported at the path of its parent, which keeps its other fields. */
  readonly fragment?: boolean;
}

export interface FilteredOperation {
  /** The operation without what was removed: one operation, its fragments inlined; undefined when nothing is left. */
  readonly document: DocumentNode | undefined;
  readonly removed: readonly RemovedField[];
}

/** Decides a requirement for the caller at hand. */
export type Decide = (requirement: Requirement) => boolean;

interface Walk {
  readonly schema: GraphQLSchema;
  readonly requirements: AuthorizationRequirements;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly decide: Decide;
  readonly removed: RemovedField[];
}

/** How many list wrappers a type has (each adds an `@` to the path of what is under it). */
function listDepth(type: GraphQLOutputType): number {
  let depth = 0;
  let current = getNullableType(type);
  while (isListType(current)) {
    depth += 1;
    current = getNullableType(current.ofType);
  }
  return depth;
}

/** What a field asks of its caller, as selected on `parent`. */
function fieldRequirement(walk: Walk, parent: GraphQLCompositeType, field: string, type: GraphQLOutputType) {
  const { requirements, schema } = walk;
  let required = bothOf(
    requirements.fields.get(`${parent.name}.${field}`),
    requirements.types.get(getNamedType(type).name),
  );
  // Asked through an interface, the field answers each implementation's field: it needs all their requirements.
  if (isInterfaceType(parent)) {
    for (const implementation of schema.getPossibleTypes(parent))
      required = bothOf(required, requirements.fields.get(`${implementation.name}.${field}`));
  }
  return required;
}

function filterSelectionSet(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  path: ResponsePath,
): SelectionNode[] {
  const kept: SelectionNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = filterField(walk, selection, parent, path);
      if (field) kept.push(field);
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
    if (!fragment) continue;
    const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : parent;
    if (!condition || !isCompositeType(condition)) continue;
    const required = walk.requirements.types.get(condition.name);
    if (required && !walk.decide(required)) {
      walk.removed.push({ path, reported: true, fragment: true });
      continue;
    }
    const selections = filterSelectionSet(walk, fragment.selectionSet, condition, path);
    if (!selections.length) continue;
    kept.push({
      kind: Kind.INLINE_FRAGMENT,
      typeCondition: fragment.typeCondition,
      directives: selection.directives,
      selectionSet: { kind: Kind.SELECTION_SET, selections },
    });
  }
  return kept;
}

function filterField(
  walk: Walk,
  field: FieldNode,
  parent: GraphQLCompositeType,
  path: ResponsePath,
): FieldNode | undefined {
  const name = field.name.value;
  if (name.startsWith('__')) return field;
  const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  // Validation has passed: an unknown field cannot be here; kept as it is should it be.
  if (!definition) return field;
  const key = field.alias?.value ?? name;
  const fieldPath = [...path, key];
  const required = fieldRequirement(walk, parent, name, definition.type);
  if (required && !walk.decide(required)) {
    walk.removed.push({ path: fieldPath, reported: true });
    return undefined;
  }
  if (!field.selectionSet) return field;
  const type = getNamedType(definition.type);
  if (!isCompositeType(type)) return field;
  const inner = [...fieldPath, ...Array.from({ length: listDepth(definition.type) }, () => '@')];
  const selections = filterSelectionSet(walk, field.selectionSet, type, inner);
  if (!selections.length) {
    walk.removed.push({ path: fieldPath, reported: false });
    return undefined;
  }
  return { ...field, selectionSet: { kind: Kind.SELECTION_SET, selections } };
}

/** The variables an operation still uses. */
function withUsedVariables(operation: OperationDefinitionNode): OperationDefinitionNode {
  const used = new Set<string>();
  visit(operation.selectionSet, { Variable: (variable) => void used.add(variable.name.value) });
  for (const directive of operation.directives ?? [])
    visit(directive, { Variable: (variable) => void used.add(variable.name.value) });
  return {
    ...operation,
    variableDefinitions: operation.variableDefinitions?.filter((definition) =>
      used.has(definition.variable.name.value),
    ),
  };
}

/**
 * The requirements an operation meets on its way (`decide` is asked once per field or fragment that has one), and
 * the operation without what `decide` refused. Linear in the operation with its fragments expanded, which the
 * document guard bounds.
 */
export function filterOperation(
  schema: GraphQLSchema,
  requirements: AuthorizationRequirements,
  document: DocumentNode,
  operationName: string | null | undefined,
  decide: Decide,
): FilteredOperation {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return { document, removed: [] };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const walk: Walk = { schema, requirements, fragments, decide, removed: [] };
  const selections = filterSelectionSet(walk, operation.selectionSet, root, []);
  if (!walk.removed.length) return { document, removed: [] };
  if (!selections.length) return { document: undefined, removed: walk.removed };
  const filtered = withUsedVariables({ ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections } });
  return { document: { kind: Kind.DOCUMENT, definitions: [filtered] }, removed: walk.removed };
}

/** The requirements an operation touches, whoever asks (the caller's identity is computed only when there are some). */
export function requirementsTouched(
  schema: GraphQLSchema,
  requirements: AuthorizationRequirements,
  document: DocumentNode,
  operationName: string | null | undefined,
): Requirement[] {
  const touched = new Map<string, Requirement>();
  filterOperation(schema, requirements, document, operationName, (requirement) => {
    touched.set(requirement.id, requirement);
    return true;
  });
  return [...touched.values()];
}

/** Writes null at each removed path of `data` (in each item of a list), where the removed fields would have been. */
export function nullAtRemovedPaths(data: Record<string, unknown>, removed: readonly RemovedField[]): void {
  const write = (value: unknown, path: ResponsePath, at: number): void => {
    if (value === null || typeof value !== 'object') return;
    const key = path[at];
    if (key === '@') {
      if (Array.isArray(value)) for (const item of value) write(item, path, at + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (at === path.length - 1) {
      record[key] = null;
      return;
    }
    write(record[key], path, at + 1);
  };
  for (const { path, fragment } of removed) if (path.length && !fragment) write(data, path, 0);
}
