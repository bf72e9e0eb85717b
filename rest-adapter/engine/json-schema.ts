/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = Record<string, unknown>;

/** Makes `schema` also admit null. */
function orNull(schema: JsonSchema): JsonSchema {
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
 * One schema for two descriptions of the same place (the error bodies of two codes): objects join their
 * properties, differing literals become an enum, anything else keeps the first.
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
        ? (schema.enum as unknown[])
        : undefined;
  const [a, b] = [literals(first), literals(second)];
  if (a && b && typeof first.type === 'string' && first.type === second.type)
    return { type: first.type, enum: [...new Set([...a, ...b])] };
  return first;
}
