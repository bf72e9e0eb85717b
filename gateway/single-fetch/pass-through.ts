import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isValidLeafValue,
  type EnumType,
  type Operation,
  type ScalarType,
  type Schema,
  type SelectionSet,
  type Type,
} from '@apollo/federation-internals';

type ValueShape =
  | { readonly kind: 'nonNull'; readonly of: ValueShape }
  | { readonly kind: 'list'; readonly of: ValueShape }
  | { readonly kind: 'leaf'; readonly type: ScalarType | EnumType }
  | { readonly kind: 'object'; readonly fields: readonly FieldShape[] }
  /** `__typename` of an object type: shaping writes the type's name, which the subgraph must have sent as it is. */
  | { readonly kind: 'typename'; readonly name: string };

interface FieldShape {
  readonly responseName: string;
  readonly value: ValueShape;
}

/**
 * The answer an operation's selection gives, when shaping a subgraph's data that has exactly that shape changes nothing:
 * the operation selects fields of object types only, each once, without directives, directly or through fragments
 * whose type condition is the type they are in (a client's named fragments, as the REST adapter's operations use them).
 * ApolloGateway's `computeResponse` copies such data key for key, in the order it meets the fields, once every leaf is
 * a valid value of its type (an enum value the API schema hides is not), every `__typename` is its object's name and no
 * non-null field is null; `conforms` checks exactly that, so the subgraph's data can be the client's as it came.
 */
export class PassThroughShape {
  private constructor(
    private readonly schema: Schema,
    private readonly fields: readonly FieldShape[],
  ) {}

  /** The operation's shape, or undefined when it selects anything shaping may change. */
  static of(operation: Operation): PassThroughShape | undefined {
    const fields = fieldsOf(operation.selectionSet, operation.selectionSet.parentType.name);
    return fields && new PassThroughShape(operation.schema(), fields);
  }

  /** Whether `data` is exactly what ApolloGateway's shaping would make of it. */
  conforms(data: unknown): data is Record<string, unknown> {
    return this.#object(this.fields, data);
  }

  #object(fields: readonly FieldShape[], value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const keys = Object.keys(value);
    if (keys.length !== fields.length) return false;
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index];
      if (keys[index] !== field.responseName) return false;
      if (!this.#value(field.value, (value as Record<string, unknown>)[field.responseName])) return false;
    }
    return true;
  }

  #value(shape: ValueShape, value: unknown): boolean {
    if (value === undefined) return false;
    if (shape.kind === 'nonNull') return value !== null && this.#value(shape.of, value);
    if (value === null) return true;
    switch (shape.kind) {
      case 'list':
        return Array.isArray(value) && value.every((element) => this.#value(shape.of, element));
      case 'leaf':
        return isValidLeafValue(this.schema, value, shape.type);
      case 'object':
        return this.#object(shape.fields, value);
      case 'typename':
        return value === shape.name;
    }
  }
}

/** The fields `selectionSet` (on the object type `typeName`) answers, in the order shaping writes them. */
function fieldsOf(selectionSet: SelectionSet, typeName: string): FieldShape[] | undefined {
  const fields: FieldShape[] = [];
  return collectFields(selectionSet, typeName, fields) ? fields : undefined;
}

function collectFields(selectionSet: SelectionSet, typeName: string, fields: FieldShape[]): boolean {
  for (const selection of selectionSet.selections()) {
    if (selection.element.appliedDirectives.length) return false;
    if (selection.kind === 'FragmentSelection') {
      const condition = selection.element.typeCondition;
      if (condition && condition.name !== typeName) return false;
      if (!collectFields(selection.selectionSet, typeName, fields)) return false;
      continue;
    }
    const field = selection.element;
    const responseName = field.responseName();
    // A response name met twice is merged by shaping: the subgraph's order may not be the merge's.
    if (fields.some((known) => known.responseName === responseName)) return false;
    if (field.name === '__typename') {
      fields.push({ responseName, value: { kind: 'typename', name: typeName } });
      continue;
    }
    if (field.definition.isSchemaIntrospectionField()) return false;
    const value = valueShapeOf(field.definition.type, selection.selectionSet);
    if (!value) return false;
    fields.push({ responseName, value });
  }
  return true;
}

function valueShapeOf(type: Type | undefined, selectionSet: SelectionSet | undefined): ValueShape | undefined {
  if (!type) return undefined;
  if (isNonNullType(type)) {
    const of = valueShapeOf(type.ofType as Type, selectionSet);
    return of && { kind: 'nonNull', of };
  }
  if (isListType(type)) {
    const of = valueShapeOf(type.ofType as Type, selectionSet);
    return of && { kind: 'list', of };
  }
  if (isScalarType(type) || isEnumType(type)) return selectionSet ? undefined : { kind: 'leaf', type };
  if (isObjectType(type) && selectionSet) {
    const fields = fieldsOf(selectionSet, type.name);
    return fields && { kind: 'object', fields };
  }
  // Interfaces and unions: shaping resolves each object's type by its __typename.
  return undefined;
}
