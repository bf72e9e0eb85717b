import { Supergraph } from '@apollo/federation-internals';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type GraphQLInputType,
} from 'graphql';
import { readFile } from 'node:fs/promises';
import { composeSupergraph } from '../../schema/composition.js';
import { readSupergraph, schemaFile } from '../../schema/supergraph.js';

describe('checked-in schemas', () => {
  it('are exactly what `npm run compose` produces from the code', async () => {
    const { subgraphs, supergraph } = await composeSupergraph();
    for (const [name, sdl] of Object.entries(subgraphs)) {
      expect({ name, sdl: await readFile(schemaFile(name), 'utf8') }).toEqual({ name, sdl });
    }
    expect(await readFile(schemaFile('supergraph'), 'utf8')).toEqual(supergraph);
  });

  it('never lets two subgraphs define the same root field', async () => {
    const { subgraphs } = await composeSupergraph();
    const owners = new Map<string, string>();
    for (const [name, sdl] of Object.entries(subgraphs)) {
      for (const definition of parse(sdl).definitions) {
        if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
        if (definition.name.value !== 'Query' && definition.name.value !== 'Mutation') continue;
        for (const field of definition.fields ?? []) {
          if (field.name.value.startsWith('_')) continue;
          const key = `${definition.name.value}.${field.name.value}`;
          expect({ key, owner: owners.get(key) ?? name }).toEqual({ key, owner: name });
          owners.set(key, name);
        }
      }
    }
    expect(owners.size).toBeGreaterThan(0);
  });
});

describe('sort arguments of the supergraph', () => {
  /** Every field argument named `sort`, with the type of the items of the list the field answers. */
  async function sortArguments() {
    const schema = Supergraph.build(await readSupergraph())
      .apiSchema()
      .toGraphQLJSSchema();
    return Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) =>
        Object.values(type.getFields()).map((field) => ({ coordinate: `${type.name}.${field.name}`, field })),
      )
      .flatMap(({ coordinate, field }) => {
        const sort = field.args.find((arg) => arg.name === 'sort');
        const page = getNamedType(field.type);
        const items = isObjectType(page) ? getNamedType(page.getFields().items?.type) : undefined;
        return sort ? [{ coordinate, type: sort.type, itemType: items?.name }] : [];
      });
  }

  it('are never a String mini-language', async () => {
    const sorts = await sortArguments();
    expect(sorts.length).toBeGreaterThanOrEqual(13);
    expect(
      sorts.filter(({ type }) => getNamedType(type).name === 'String').map(({ coordinate }) => coordinate),
    ).toEqual([]);
  });

  it('are lists of <Item>Sort { field: <Item>SortField!, direction: SortDirection! = ASC }, named after the items of the list', async () => {
    const named = (type: GraphQLInputType) =>
      isNonNullType(type) ? `${getNamedType(type).name}!` : getNamedType(type).name;
    for (const { coordinate, type, itemType } of await sortArguments()) {
      const stem = itemType?.replace(/Summary$/, '');
      expect({ coordinate, list: isListType(type) }).toEqual({ coordinate, list: true });
      const key = getNamedType(type);
      expect({ coordinate, key: key.name }).toEqual({ coordinate, key: `${stem}Sort` });
      if (!isInputObjectType(key)) throw new Error(`${coordinate}: ${key.name} is not an input type`);
      const { field, direction, ...others } = key.getFields();
      expect({
        coordinate,
        field: field && named(field.type),
        direction: direction && named(direction.type),
        defaultDirection: direction?.defaultValue,
        others: Object.keys(others),
      }).toEqual({
        coordinate,
        field: `${stem}SortField!`,
        direction: 'SortDirection!',
        defaultDirection: 'ASC',
        others: [],
      });
      expect(isEnumType(getNamedType(field!.type))).toBe(true);
    }
  });
});
