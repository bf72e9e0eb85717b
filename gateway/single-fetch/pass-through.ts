import {
  isEnumType,
  isListType,
  isNonNullType,
  isCustomScalarType,
  isObjectType,
  isScalarType,
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
  /** `accepts`: federation-internals' isValidLeafValue for the leaf's type, decided once per shape. */
  | { readonly kind: 'leaf'; readonly type: ScalarType | EnumType; readonly accepts: (value: unknown) => boolean }
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
  private constructor(private readonly fields: readonly FieldShape[]) {}

  /** The operation's shape, or undefined when it selects anything shaping may change. */
  static of(operation: Operation): PassThroughShape | undefined {
    const fields = fieldsOf(operation.schema(), operation.selectionSet, operation.selectionSet.parentType.name);
    return fields && new PassThroughShape(fields);
  }

  /**
   * Whether every answer without errors that a subgraph gives to an operation of shape `sent` (its fetch, over its own
   * schema) conforms to this shape, so that it need not be checked: the same fields in the same order, the same
   * wrappers, `__typename` of the same types, and leaves of the same types, each of this enum's values all known to
   * this schema (an enum value the API schema hides is not). graphql-js completes every value of a field without an
   * error to its type (a non-null one never null) and serialises a built-in scalar to a value of it, which
   * isValidLeafValue accepts, as it accepts any value of a custom scalar.
   */
  holdsForAnswersOf(sent: PassThroughShape): boolean {
    return sameFields(this.fields, sent.fields);
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
        return shape.accepts(value);
      case 'object':
        return this.#object(shape.fields, value);
      case 'typename':
        return value === shape.name;
    }
  }
}

function sameFields(expected: readonly FieldShape[], sent: readonly FieldShape[]): boolean {
  return (
    expected.length === sent.length &&
    expected.every(
      (field, index) => field.responseName === sent[index].responseName && sameValues(field.value, sent[index].value),
    )
  );
}

function sameValues(expected: ValueShape, sent: ValueShape): boolean {
  switch (expected.kind) {
    case 'nonNull':
    case 'list':
      return sent.kind === expected.kind && sameValues(expected.of, sent.of);
    case 'object':
      return sent.kind === 'object' && sameFields(expected.fields, sent.fields);
    case 'typename':
      return sent.kind === 'typename' && sent.name === expected.name;
    case 'leaf':
      return sent.kind === 'leaf' && sameLeaves(expected.type, sent.type);
  }
}

function sameLeaves(expected: ScalarType | EnumType, sent: ScalarType | EnumType): boolean {
  if (expected.name !== sent.name || expected.kind !== sent.kind) return false;
  if (!isEnumType(expected) || !isEnumType(sent)) return true;
  const known = new Set(expected.values.map((value) => value.name));
  return sent.values.every((value) => known.has(value.name));
}

/** The fields `selectionSet` (on the object type `typeName`) answers, in the order shaping writes them. */
function fieldsOf(schema: Schema, selectionSet: SelectionSet, typeName: string): FieldShape[] | undefined {
  const fields: FieldShape[] = [];
  return collectFields(schema, selectionSet, typeName, fields) ? fields : undefined;
}

function collectFields(schema: Schema, selectionSet: SelectionSet, typeName: string, fields: FieldShape[]): boolean {
  for (const selection of selectionSet.selections()) {
    if (selection.element.appliedDirectives.length) return false;
    if (selection.kind === 'FragmentSelection') {
      const condition = selection.element.typeCondition;
      if (condition && condition.name !== typeName) return false;
      if (!collectFields(schema, selection.selectionSet, typeName, fields)) return false;
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
    const value = valueShapeOf(schema, field.definition.type, selection.selectionSet);
    if (!value) return false;
    fields.push({ responseName, value });
  }
  return true;
}

function valueShapeOf(
  schema: Schema,
  type: Type | undefined,
  selectionSet: SelectionSet | undefined,
): ValueShape | undefined {
  if (!type) return undefined;
  if (isNonNullType(type)) {
    const of = valueShapeOf(schema, type.ofType as Type, selectionSet);
    return of && { kind: 'nonNull', of };
  }
  if (isListType(type)) {
    const of = valueShapeOf(schema, type.ofType as Type, selectionSet);
    return of && { kind: 'list', of };
  }
  if (isScalarType(type) || isEnumType(type))
    return selectionSet ? undefined : { kind: 'leaf', type, accepts: leafCheck(schema, type) };
  if (isObjectType(type) && selectionSet) {
    const fields = fieldsOf(schema, selectionSet, type.name);
    return fields && { kind: 'object', fields };
  }
  // Interfaces and unions: shaping resolves each object's type by its __typename.
  return undefined;
}

/** federation-internals' `integerStringRegExp`: what isValidLeafValue takes for an Int or an ID given as a number. */
const INTEGER_TEXT = /^-?(?:0|[1-9][0-9]*)$/;

/**
 * What isValidLeafValue (federation-internals' values.ts) answers for a value of `type`, with what it looks up per
 * value (whether the type is custom, which of the schema's built-in types it is, its enum values) decided here once.
 */
function leafCheck(schema: Schema, type: ScalarType | EnumType): (value: unknown) => boolean {
  if (isCustomScalarType(type)) return () => true;
  if (isEnumType(type)) {
    const values = new Set(type.values.map((value) => value.name));
    return (value) => typeof value === 'string' && values.has(value);
  }
  const integral = type === schema.intType() || type === schema.idType();
  const float = type === schema.floatType();
  const boolean = type === schema.booleanType();
  const acceptsText = !boolean && !float && type !== schema.intType();
  return (value) => {
    if (typeof value === 'boolean') return boolean;
    if (typeof value === 'number' && Number.isFinite(value))
      return integral ? Number.isSafeInteger(value) || INTEGER_TEXT.test(String(value)) : float;
    return typeof value === 'string' && acceptsText;
  };
}
