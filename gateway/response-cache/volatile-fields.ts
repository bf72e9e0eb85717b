import {
  Kind,
  isAbstractType,
  isInterfaceType,
  isObjectType,
  getNamedType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * Whether an operation selects a `@volatile` field (a value that changes per request, such as a signed link) anywhere:
 * every selection at any depth, through fragments and inline fragments. A field asked on an interface or union is
 * volatile when it is on any of the types that may answer it, since the answer may come from any of them.
 */
function selectsVolatile(document: DocumentNode, schema: GraphQLSchema, volatile: ReadonlySet<string>): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const isVolatile = (parent: GraphQLNamedType, field: string): boolean => {
    if (volatile.has(`${parent.name}.${field}`)) return true;
    return (
      isAbstractType(parent) && schema.getPossibleTypes(parent).some((type) => volatile.has(`${type.name}.${field}`))
    );
  };
  // A fragment is walked once: its own type condition decides the types inside it, wherever it is spread.
  const walked = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined): boolean => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        // Validation has refused a document whose fields its types do not have.
        if (!parent) continue;
        if (isVolatile(parent, selection.name.value)) return true;
        if (!selection.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (field && walk(selection.selectionSet, getNamedType(field.type))) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (walk(selection.selectionSet, condition ?? undefined)) return true;
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || walked.has(fragment.name.value)) continue;
        walked.add(fragment.name.value);
        if (walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined)) return true;
      }
    }
    return false;
  };
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      walk(definition.selectionSet, schema.getRootType(definition.operation) ?? undefined),
  );
}

/** Each document's verdict, for the schema and declarations it was reached under (both change with the supergraph). */
const verdicts = new WeakMap<
  DocumentNode,
  { schema: GraphQLSchema; volatile: ReadonlySet<string>; selects: boolean }
>();

/**
 * Whether a document selects a field its supergraph declares `@volatile` (`Type.field` coordinates): such an operation
 * is never answered from the response cache nor stored in it. Decided once per document.
 */
export function selectsVolatileField(
  document: DocumentNode,
  schema: GraphQLSchema,
  volatile: ReadonlySet<string>,
): boolean {
  if (!volatile.size) return false;
  const known = verdicts.get(document);
  if (known && known.schema === schema && known.volatile === volatile) return known.selects;
  const selects = selectsVolatile(document, schema, volatile);
  verdicts.set(document, { schema, volatile, selects });
  return selects;
}
