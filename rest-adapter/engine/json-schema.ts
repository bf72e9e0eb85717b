import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLEnumType,
  type GraphQLInputObjectType,
  type GraphQLType,
} from 'graphql';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = Record<string, unknown>;

/** The supergraph's scalars as JSON sees them; any other scalar is documented by its name only. */
const SCALARS: Readonly<Record<string, JsonSchema>> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  JSONObject: { type: 'object' },
  JSON: {},
  Upload: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
};

export interface SchemaOptions {
  /** Enum values as the legacy surface spells them: lower case (`enumIn`/`enumOut`), or as GraphQL does. */
  lowerEnums?: boolean;
  /** Whether a nullable GraphQL type admits `null` (answers do; request fields simply leave it out). */
  nullable?: boolean;
}

/** Makes `schema` also admit null. */
export function orNull(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0) return schema;
  if (schema.const !== undefined) return { enum: [schema.const, null] };
  if (typeof schema.type === 'string')
    return {
      ...schema,
      type: [schema.type, 'null'],
      ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}),
    };
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * GraphQL types of the supergraph as JSON Schemas. Input objects and enums (as GraphQL spells them) become
 * named `components.schemas`, referenced wherever they occur, so that a document describes each type once.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  of(type: GraphQLType, options: SchemaOptions = {}): JsonSchema {
    if (isNonNullType(type)) return this.named(type.ofType, options);
    const schema = this.named(type, options);
    return options.nullable ? orNull(schema) : schema;
  }

  private named(type: GraphQLType, options: SchemaOptions): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.of(type.ofType, options) };
    if (isScalarType(type)) return SCALARS[type.name] ?? { description: `${type.name} (GraphQL scalar)` };
    if (isEnumType(type))
      return options.lowerEnums
        ? { type: 'string', enum: enumValues(type).map((value) => value.toLowerCase()) }
        : this.reference(type);
    if (isInputObjectType(type)) return this.reference(type);
    return {};
  }

  private reference(type: GraphQLEnumType | GraphQLInputObjectType): JsonSchema {
    if (!(type.name in this.schemas)) {
      // Registered before its fields are converted, so that recursive input types terminate.
      this.schemas[type.name] = {};
      this.schemas[type.name] = isEnumType(type) ? this.enumSchema(type) : this.inputObjectSchema(type);
    }
    return { $ref: `#/components/schemas/${type.name}` };
  }

  private enumSchema(type: GraphQLEnumType): JsonSchema {
    return { type: 'string', enum: enumValues(type), ...(type.description ? { description: type.description } : {}) };
  }

  private inputObjectSchema(type: GraphQLInputObjectType): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      properties[field.name] = {
        ...this.of(field.type),
        ...(field.description ? { description: field.description } : {}),
        ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
      };
      if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
    }
    return {
      type: 'object',
      ...(type.description ? { description: type.description } : {}),
      properties,
      ...(required.length ? { required } : {}),
    };
  }
}

function enumValues(type: GraphQLEnumType): string[] {
  return type.getValues().map((value) => value.name);
}

/**
 * One schema for two descriptions of the same place (two probes of an answer, two variants of a route):
 * objects join their properties, differing literals become an enum, anything else keeps the first.
 */
export function mergeSchemas(first: JsonSchema, second: JsonSchema): JsonSchema {
  if (JSON.stringify(first) === JSON.stringify(second)) return first;
  if (first.type === 'null') return orNull(second);
  if (second.type === 'null') return orNull(first);
  if (first.type === 'object' && second.type === 'object' && first.properties && second.properties) {
    const properties = { ...(first.properties as Record<string, JsonSchema>) };
    for (const [name, schema] of Object.entries(second.properties as Record<string, JsonSchema>)) {
      properties[name] = properties[name] ? mergeSchemas(properties[name], schema) : schema;
    }
    return { ...first, properties };
  }
  if (first.type === 'array' && second.type === 'array') {
    if (!first.items) return second;
    if (!second.items) return first;
    return { ...first, items: mergeSchemas(first.items as JsonSchema, second.items as JsonSchema) };
  }
  const literals = (schema: JsonSchema) =>
    schema.const !== undefined
      ? [schema.const]
      : Array.isArray(schema.enum) && schema.type === 'string'
        ? schema.enum
        : undefined;
  const [a, b] = [literals(first), literals(second)];
  if (a && b && typeof first.type === 'string' && first.type === second.type)
    return { type: first.type, enum: [...new Set([...a, ...b])] };
  return first;
}
