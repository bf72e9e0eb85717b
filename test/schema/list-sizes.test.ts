import { Kind, parse, type TypeNode } from 'graphql';
import { costDirectivesOf } from '../../gateway/demand-control/index.js';
import { readSupergraph } from '../../schema/supergraph.js';

/**
 * Demand control estimates a list by its declared size: every list field of the supergraph declares one, with
 * `@listSize` on itself (`slicingArguments` or `assumedSize`), or through `sizedFields` of every field that returns
 * its type (a page's `items`, sized by the query's `limit`). A list added without one fails here, named.
 */
const isList = (type: TypeNode): boolean =>
  type.kind === Kind.LIST_TYPE || (type.kind === Kind.NON_NULL_TYPE && isList(type.type));
const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

test('every list field of the supergraph declares its size', async () => {
  const sdl = await readSupergraph();
  const document = parse(sdl);
  const { listSizes } = costDirectivesOf(document);
  const fields: { coordinate: string; parent: string; name: string; list: boolean; returns: string }[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    for (const field of definition.fields ?? []) {
      fields.push({
        coordinate: `${definition.name.value}.${field.name.value}`,
        parent: definition.name.value,
        name: field.name.value,
        list: isList(field.type),
        returns: namedType(field.type),
      });
    }
  }
  const sizedByEveryParent = (parent: string, name: string) => {
    const returning = fields.filter((field) => field.returns === parent);
    return (
      returning.length > 0 &&
      returning.every((field) => listSizes.get(field.coordinate)?.sizedFields.includes(name) === true)
    );
  };
  const undeclared = fields
    .filter((field) => field.list && !listSizes.has(field.coordinate) && !sizedByEveryParent(field.parent, field.name))
    .map((field) => field.coordinate);
  expect(undeclared).toEqual([]);
  // The walk found the lists: pages, their items and the lists of object types.
  expect(fields.filter((field) => field.list).length).toBeGreaterThan(60);
});

test('a slicing argument or sized field a @listSize names exists', async () => {
  const document = parse(await readSupergraph());
  const { listSizes } = costDirectivesOf(document);
  const problems: string[] = [];
  const typeFields = new Map<string, Map<string, readonly string[]>>();
  const returns = new Map<string, string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    const byName = new Map<string, readonly string[]>();
    for (const field of definition.fields ?? []) {
      byName.set(
        field.name.value,
        (field.arguments ?? []).map((argument) => argument.name.value),
      );
      returns.set(`${definition.name.value}.${field.name.value}`, namedType(field.type));
    }
    typeFields.set(definition.name.value, byName);
  }
  for (const [coordinate, size] of listSizes) {
    const [type, name] = coordinate.split('.');
    const args = typeFields.get(type)?.get(name) ?? [];
    for (const path of size.slicingArguments)
      if (!args.includes(path.split('.')[0])) problems.push(`${coordinate}: no argument ${path}`);
    const child = typeFields.get(returns.get(coordinate) ?? '');
    for (const sized of size.sizedFields) if (!child?.has(sized)) problems.push(`${coordinate}: no field ${sized}`);
  }
  expect(problems).toEqual([]);
});
