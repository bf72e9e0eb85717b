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
import { apiSchemaOf, readSupergraph, schemaFile } from '../../schema/supergraph.js';
import { composeSupergraph } from '../../subgraphs/composition.js';

describe('checked-in schemas', () => {
  test('are exactly what `npm run compose` produces from the code', async () => {
    const { subgraphs, supergraph } = await composeSupergraph();
    for (const [name, sdl] of Object.entries(subgraphs)) {
      expect({ name, sdl: await readFile(schemaFile(name), 'utf8') }).toEqual({ name, sdl });
    }
    expect(await readFile(schemaFile('supergraph'), 'utf8')).toEqual(supergraph);
  });

  test('never lets two subgraphs define the same root field', async () => {
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

/** The API schema of the checked-in supergraph, as clients see it. */
async function apiSchema() {
  return apiSchemaOf(await readSupergraph());
}

describe('sort arguments of the supergraph', () => {
  /** Every field argument named `sort`, with the type of the items of the list the field answers. */
  async function sortArguments() {
    const schema = await apiSchema();
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

  test('are never a String mini-language', async () => {
    const sorts = await sortArguments();
    expect(sorts.length).toBeGreaterThanOrEqual(13);
    expect(
      sorts.filter(({ type }) => getNamedType(type).name === 'String').map(({ coordinate }) => coordinate),
    ).toEqual([]);
  });

  test('are lists of <Item>Sort { field: <Item>SortField!, direction: SortDirection! = ASC }, named after the items of the list', async () => {
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
      expect(isEnumType(getNamedType(field.type))).toBe(true);
    }
  });
});

describe('names of the supergraph (README, Naming)', () => {
  /** The kit's building blocks, defined alike by several subgraphs: a root field answering them names its service. */
  const KIT_TYPES = new Set(['AuditLog', 'FileLink']);
  /** Concepts another service could name alike: a type of that name, or of its list, carries its service's name. */
  const SHARED_CONCEPTS = ['Tenant', 'User', 'Role', 'Plan', 'Document', 'Audit', 'Settings', 'Health', 'Metrics'];

  const camel = (name: string) => name[0].toLowerCase() + name.slice(1);
  const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);
  const plural = (name: string) =>
    /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : /s$/.test(name) ? name : `${name}s`;
  /** The names that differ from what the rule makes of them, as `coordinate: name, not expected`. */
  const offenders = (names: { coordinate: string; name: string; expected: string }[]) =>
    names
      .filter(({ name, expected }) => name !== expected)
      .map(({ coordinate, name, expected }) => `${coordinate}: ${name}, not ${expected}`);

  /** Every root field, with the type of the items it lists when it answers a page or a list. */
  async function rootFields() {
    const schema = await apiSchema();
    return [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
      Object.values(root.getFields()).map((field) => {
        const answer = getNamedType(field.type);
        const page = isObjectType(answer) && answer.getFields().items ? answer : undefined;
        const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
        const items = page ? getNamedType(page.getFields().items?.type) : list ? answer : undefined;
        const stem = items?.name.replace(/Summary$/, '');
        return { root: root.name, coordinate: `${root.name}.${field.name}`, field, answer, page, items, stem };
      }),
    );
  }

  test('name a list, or a page of it, after the plural of its items (behind the service for a kit type)', async () => {
    const lists = (await rootFields()).filter(({ root, items }) => root === 'Query' && isObjectType(items));
    expect(lists.length).toBeGreaterThanOrEqual(25);
    const expected = (name: string, stem: string) =>
      KIT_TYPES.has(stem) && name.endsWith(plural(stem)) ? name : camel(plural(stem));
    expect(
      offenders(
        lists.map(({ coordinate, field, stem }) => ({
          coordinate,
          name: field.name,
          expected: expected(field.name, stem!),
        })),
      ),
    ).toEqual([]);
  });

  test('name a page <Item>Page (<Item>Slice when it is addressed by offset) and its filter <Item>Filter', async () => {
    const pages = (await rootFields()).filter(({ page }) => page);
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const names = pages.flatMap(({ coordinate, field, page, stem }) => {
      const filter = field.args.find((arg) => arg.name === 'filter');
      return [
        { coordinate, name: page!.name, expected: `${stem}${page!.getFields().offset ? 'Slice' : 'Page'}` },
        ...(filter ? [{ coordinate, name: getNamedType(filter.type).name, expected: `${stem}Filter` }] : []),
      ];
    });
    expect(offenders(names)).toEqual([]);
  });

  test('name the query of one item by its id after its type', async () => {
    const lookups = (await rootFields()).filter(
      ({ root, field, answer, items }) =>
        root === 'Query' && !items && isObjectType(answer) && field.args.some((arg) => arg.name === 'id'),
    );
    expect(lookups.length).toBeGreaterThanOrEqual(10);
    expect(
      offenders(
        lookups.map(({ coordinate, field, answer }) => ({
          coordinate,
          name: field.name,
          expected: camel(answer.name),
        })),
      ),
    ).toEqual([]);
  });

  test('name the input of an operation after the operation: createCourse(input: CreateCourseInput!)', async () => {
    const inputs = (await rootFields()).flatMap(({ coordinate, field }) =>
      field.args
        .filter((arg) => arg.name === 'input')
        .map((arg) => getNamedType(arg.type).name)
        .filter((input) => !KIT_TYPES.has(input.replace(/Input$/, '')))
        .map((input) => ({ coordinate, name: input, expected: `${pascal(field.name)}Input` })),
    );
    expect(inputs.length).toBeGreaterThanOrEqual(30);
    expect(offenders(inputs)).toEqual([]);
  });

  test('put the service in front of a shared concept: ComplianceTenant, never Tenant or TenantPage', async () => {
    const suffixes = ['', 'Page', 'Filter', 'Sort', 'SortField', 'Input'];
    const unqualified = Object.keys((await apiSchema()).getTypeMap()).filter((name) =>
      SHARED_CONCEPTS.some((concept) => suffixes.some((suffix) => name === `${concept}${suffix}`)),
    );
    expect(unqualified).toEqual([]);
  });

  test('write root fields in camelCase and types in PascalCase', async () => {
    const fields = (await rootFields())
      .map(({ field }) => field.name)
      .filter((name) => !/^[a-z][A-Za-z0-9]*$/.test(name));
    const types = Object.keys((await apiSchema()).getTypeMap()).filter(
      (name) => !name.startsWith('__') && !/^[A-Z][A-Za-z0-9]*$/.test(name),
    );
    expect({ fields, types }).toEqual({ fields: [], types: [] });
  });
});
