import { collectSubFields } from '@graphql-tools/utils';
import { getNamedType, isObjectType, type GraphQLResolveInfo } from 'graphql';

/**
 * Whether the operation asks for `field` of what the resolving field returns (through fragments, aliases and
 * `@include`/`@skip` as graphql-js executes them): a read may then bring it along in its own statement.
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return false;
  // graphql-tools takes graphql 17's shape of the variables; on graphql 16 it reads `coerced` only.
  const variables = { coerced: info.variableValues, sources: {} };
  const { fields } = collectSubFields(info.schema, info.fragments, variables, type, [...info.fieldNodes]);
  for (const nodes of fields.values()) if (nodes.some((node) => node.name.value === field)) return true;
  return false;
}
