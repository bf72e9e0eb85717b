import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLEnumType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { mergeSchemas, type JsonSchema, type SchemaComponents } from './json-schema.js';
import type { ProbedRoute, RouteRequest, RouteResponse } from './types.js';

/**
 * Transitional: used for the routes that do not declare their answers yet (`ProbedRoute`,
 * compliance); a declared route's answers come from its declaration (`output.ts`).
 *
 * Learns a route's success answers by running its `respond` on made-up data of the operation's selection:
 * every leaf a value of its type that can be recognised again in the legacy body (a marked string, a distinct
 * number, an object of its own), so that each field of the answer is typed by the GraphQL field it came from.
 * It runs twice, booleans true then false and enums at their first then second value, so that answers that
 * branch on them (a 207 partial success, two shapes of one status) are both seen; each run has a shadow run
 * with the enums at another value, which tells a value taken from an enum from a literal of the route that
 * happens to be spelled alike (`status: 'success'`). File answers are recognised by their stream: file links
 * in the made-up data are `data:` URLs, which fetch reads without any I/O.
 */

export interface ProbedAnswer {
  readonly status: number;
  /** A JSON body's schema; undefined for a file or an empty answer. */
  readonly schema?: JsonSchema;
  readonly file: boolean;
}

interface Leaf {
  readonly type: GraphQLOutputType;
}

class MadeUpData {
  private readonly leaves = new Map<string | number, Leaf>();
  private readonly objects = new WeakMap<object, Leaf>();
  private readonly enumLeaves = new Map<string, Leaf>();
  private count = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly booleans: boolean,
    /** Which of its values every enum leaf takes. */
    private readonly enumIndex: number,
  ) {}

  selection(selectionSet: SelectionSetNode, parent: GraphQLObjectType): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [key, fields] of this.collect(selectionSet, parent, new Map())) {
      const name = fields[0]!.name.value;
      if (name === '__typename') {
        data[key] = parent.name;
        continue;
      }
      const field = parent.getFields()[name];
      data[key] = field
        ? this.value(field.type, fields)
        : this.mark({ type: this.schema.getType('String') as GraphQLOutputType });
    }
    return data;
  }

  private collect(
    selectionSet: SelectionSetNode,
    parent: GraphQLObjectType,
    into: Map<string, FieldNode[]>,
  ): Map<string, FieldNode[]> {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        into.set(key, [...(into.get(key) ?? []), selection]);
        continue;
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? this.fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const condition = fragment.typeCondition ? this.schema.getType(fragment.typeCondition.name.value) : undefined;
      if (condition && condition !== parent && !(isAbstractType(condition) && this.schema.isSubType(condition, parent)))
        continue;
      this.collect(fragment.selectionSet, parent, into);
    }
    return into;
  }

  /** A value of `type`; `declared` is the type with its nullability, as the answer's field is documented. */
  private value(type: GraphQLOutputType, fields: readonly FieldNode[], declared: GraphQLOutputType = type): unknown {
    if (isNonNullType(type)) return this.value(type.ofType, fields, declared);
    if (isListType(type)) return [this.value(type.ofType, fields)];
    if (isLeafType(type)) return this.leaf(type, { type: declared });
    const concrete = isAbstractType(type) ? this.schema.getPossibleTypes(type)[0] : type;
    if (!concrete || !isObjectType(concrete)) return {};
    const data: Record<string, unknown> = {};
    for (const field of fields)
      if (field.selectionSet) Object.assign(data, this.selection(field.selectionSet, concrete));
    return data;
  }

  private leaf(type: GraphQLOutputType, declared: Leaf): unknown {
    const named = getNamedType(type);
    if (isEnumType(named)) return this.enumValue(named, declared);
    switch (named.name) {
      case 'Boolean':
        return this.booleans;
      case 'Int':
      case 'Float': {
        const number = 1_000_000 + ++this.count + (named.name === 'Float' ? 0.25 : 0);
        this.leaves.set(number, declared);
        return number;
      }
      case 'DateTimeISO': {
        const date = new Date(Date.UTC(2001, 0, 1) + ++this.count * 1000).toISOString();
        this.leaves.set(date, declared);
        return date;
      }
      case 'JSON':
      case 'JSONObject': {
        const object = {};
        this.objects.set(object, declared);
        return object;
      }
      default:
        return this.mark(declared);
    }
  }

  private enumValue(type: GraphQLEnumType, leaf: Leaf): string {
    const values = type.getValues();
    const value = values[this.enumIndex % values.length]?.name ?? '';
    this.enumLeaves.set(value, leaf);
    return value;
  }

  /** A string that is recognised again anywhere in the answer; a `data:` URL, so that a file link made of it fetches locally. */
  private mark(leaf: Leaf): string {
    const mark = `data:,~answer${++this.count}~`;
    this.leaves.set(mark, leaf);
    return mark;
  }

  /** The GraphQL leaf a value of the answer came from, and whether it kept its case. */
  origin(value: unknown): { leaf: Leaf; lowerCased: boolean; fromEnum: boolean } | undefined {
    if (typeof value === 'object' && value !== null) {
      const leaf = this.objects.get(value);
      return leaf && { leaf, lowerCased: false, fromEnum: false };
    }
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const marked = this.leaves.get(value);
    if (marked) return { leaf: marked, lowerCased: false, fromEnum: false };
    if (typeof value !== 'string') return undefined;
    const exact = this.enumLeaves.get(value);
    if (exact) return { leaf: exact, lowerCased: false, fromEnum: true };
    const lower = [...this.enumLeaves].find(([enumValue]) => enumValue.toLowerCase() === value);
    return lower && { leaf: lower[1], lowerCased: true, fromEnum: true };
  }
}

/**
 * The schema of a legacy answer body, typed wherever a value came from a field of the made-up data. `shadow` is
 * the same answer with the enums at other values: a value spelled like an enum value that stays put there is a
 * literal of the route.
 */
function describe(value: unknown, shadow: unknown, data: MadeUpData, components: SchemaComponents): JsonSchema {
  const origin = data.origin(value);
  if (origin && !(origin.fromEnum && shadow === value))
    return components.of(origin.leaf.type, { nullable: true, lowerEnums: origin.lowerCased });
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) {
    const items = value.map((item, index) =>
      describe(item, Array.isArray(shadow) ? shadow[index] : undefined, data, components),
    );
    return items.length ? { type: 'array', items: items.reduce(mergeSchemas) } : { type: 'array' };
  }
  switch (typeof value) {
    case 'string':
      // A literal of the route's own (`status: 'success'`), or a string built from data.
      return /~answer\d+~/.test(value) ? { type: 'string' } : { type: 'string', const: value };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object': {
      const shadowed = (name: string) =>
        typeof shadow === 'object' && shadow !== null ? (shadow as Record<string, unknown>)[name] : undefined;
      const properties = Object.fromEntries(
        Object.entries(value as object)
          .filter(([, item]) => item !== undefined)
          .map(([name, item]) => [name, describe(item, shadowed(name), data, components)]),
      );
      return { type: 'object', properties };
    }
    default:
      return {};
  }
}

const PROBE_REQUEST: RouteRequest = {
  method: 'GET',
  params: {},
  query: {},
  body: {},
  headers: {},
  correlationId: '00000000-0000-4000-8000-000000000000',
  // Relative file paths would resolve against it and fail to parse: nothing is ever fetched from the network.
  gatewayOrigin: 'data:,',
};

/** Runs a route's `respond` on made-up data, each distinct status once with its body's schema. */
export async function probeAnswers(
  route: ProbedRoute<unknown>,
  schema: GraphQLSchema | undefined,
  components: SchemaComponents,
): Promise<ProbedAnswer[]> {
  const operation = route.document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const root =
    operation && schema && (operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType());
  const fragments = new Map(
    route.document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

  const answerTo = async (booleans: boolean, enumIndex: number) => {
    const data = operation && schema && root ? new MadeUpData(schema, fragments, booleans, enumIndex) : undefined;
    const madeUp = data && operation && root ? data.selection(operation.selectionSet, root) : {};
    try {
      const answer = route.respond
        ? await route.respond(madeUp, PROBE_REQUEST)
        : { status: 200, body: { status: 'success', data: madeUp } };
      return { answer, data };
    } catch {
      // An answer that cannot be made from made-up data (a lookup that misses, say) is left undocumented.
      return undefined;
    }
  };
  const bodyOf = (answer: RouteResponse | undefined) => (answer && !('stream' in answer) ? answer.body : undefined);

  const answers = new Map<number, ProbedAnswer>();
  for (const turn of [0, 1]) {
    const made = await answerTo(turn === 0, turn);
    const shadow = await answerTo(turn === 0, turn + 1);
    if (shadow && 'stream' in shadow.answer) shadow.answer.stream.destroy();
    if (!made) continue;
    const { answer, data } = made;
    let probed: ProbedAnswer;
    if ('stream' in answer) {
      answer.stream.destroy();
      probed = { status: answer.status, file: true };
    } else {
      const body = answer.body;
      probed = {
        status: answer.status,
        file: false,
        ...(body === undefined || !data ? {} : { schema: describe(body, bodyOf(shadow?.answer), data, components) }),
      };
    }
    const seen = answers.get(probed.status);
    answers.set(
      probed.status,
      seen?.schema && probed.schema ? { ...seen, schema: mergeSchemas(seen.schema, probed.schema) } : (seen ?? probed),
    );
  }
  return [...answers.values()];
}
