import { Kind, type ConstDirectiveNode, type ConstValueNode, type DocumentNode } from 'graphql';
import { argumentOf, supergraphDocument, type Supergraph } from '../supergraph-directives.js';

/**
 * What a supergraph declares of the cost of its elements, by the IBM GraphQL Cost Directive specification
 * (https://ibm.github.io/graphql-specs/cost-spec.html) as Federation 2.9 composes it: `@cost(weight:)` on fields,
 * arguments, object types, scalars and enums, `@listSize(...)` on list fields and the fields of a paginated wrapper,
 * and which subgraph resolves each field (`@join__field`, else its type's `@join__type`). The gateway's API schema
 * drops these directives, so they are read once from each supergraph it loads.
 */
export interface ListSize {
  /** The size assumed when no slicing argument says it. */
  readonly assumedSize?: number;
  /** Arguments (dotted paths into input objects) whose value is the list's size. */
  readonly slicingArguments: readonly string[];
  /** Child fields sized by this field's slicing arguments or assumedSize, this field's own size then being 1. */
  readonly sizedFields: readonly string[];
  /** Whether an operation must give exactly one of the slicing arguments. */
  readonly requireOneSlicingArgument: boolean;
}

export interface CostDirectives {
  /** `@cost` of object types, scalars and enums, by type name. */
  readonly typeWeights: ReadonlyMap<string, number>;
  /** `@cost` of fields, by `Type.field`. */
  readonly fieldWeights: ReadonlyMap<string, number>;
  /** `@cost` of arguments, by `Type.field(argument)`. */
  readonly argumentWeights: ReadonlyMap<string, number>;
  /** `@listSize`, by `Type.field`. */
  readonly listSizes: ReadonlyMap<string, ListSize>;
  /** The subgraphs (their `join__Graph` names in lower case) that resolve a field, by `Type.field`. */
  readonly owners: ReadonlyMap<string, readonly string[]>;
}

export const NO_COST_DIRECTIVES: CostDirectives = {
  typeWeights: new Map(),
  fieldWeights: new Map(),
  argumentWeights: new Map(),
  listSizes: new Map(),
  owners: new Map(),
};

const COST_SPEC = 'https://specs.apollo.dev/cost/';

/**
 * The names the supergraph gives `@cost` and `@listSize`: Federation imports them under their own names, or
 * prefixed by the cost link's `as` (`@cost__listSize`) when not imported; `federation__` when a subgraph did not
 * import them.
 */
function directiveNames(supergraph: DocumentNode): { cost: Set<string>; listSize: Set<string> } {
  const names = {
    cost: new Set(['cost', 'federation__cost']),
    listSize: new Set(['listSize', 'federation__listSize']),
  };
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION && definition.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const link of definition.directives ?? []) {
      const url = argumentOf(link, 'url');
      if (link.name.value !== 'link' || url?.kind !== Kind.STRING || !url.value.startsWith(COST_SPEC)) continue;
      const prefix = argumentOf(link, 'as');
      const namespace = prefix?.kind === Kind.STRING ? prefix.value : 'cost';
      names.cost.add(`${namespace}__cost`);
      names.listSize.add(`${namespace}__listSize`);
      const imports = argumentOf(link, 'import');
      for (const entry of imports?.kind === Kind.LIST ? imports.values : []) {
        // An import is "@listSize" or { name: "@listSize", as: "@size" }.
        if (entry.kind !== Kind.OBJECT) continue;
        const field = (name: string) => entry.fields.find((f) => f.name.value === name)?.value;
        const name = field('name');
        const alias = field('as');
        if (name?.kind !== Kind.STRING || alias?.kind !== Kind.STRING) continue;
        if (name.value === '@cost') names.cost.add(alias.value.slice(1));
        if (name.value === '@listSize') names.listSize.add(alias.value.slice(1));
      }
    }
  }
  return names;
}

const intOf = (value: ConstValueNode | undefined): number | undefined =>
  value?.kind === Kind.INT ? Number(value.value) : undefined;

const stringsOf = (value: ConstValueNode | undefined): string[] =>
  value?.kind === Kind.LIST ? value.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : [])) : [];

function listSizeOf(directive: ConstDirectiveNode): ListSize {
  const require = argumentOf(directive, 'requireOneSlicingArgument');
  const slicingArguments = stringsOf(argumentOf(directive, 'slicingArguments'));
  return {
    assumedSize: intOf(argumentOf(directive, 'assumedSize')),
    slicingArguments,
    sizedFields: stringsOf(argumentOf(directive, 'sizedFields')),
    // The directive's default is true; it only means something where there are slicing arguments.
    requireOneSlicingArgument: slicingArguments.length > 0 && (require?.kind !== Kind.BOOLEAN || require.value),
  };
}

/** The `join__Graph` values of a definition's `@join__type`/`@join__field`, those marked external left out. */
function joinedGraphs(directives: readonly ConstDirectiveNode[] | undefined, join: string): string[] {
  const graphs: string[] = [];
  for (const directive of directives ?? []) {
    if (directive.name.value !== join) continue;
    const external = argumentOf(directive, 'external');
    if (external?.kind === Kind.BOOLEAN && external.value) continue;
    const graph = argumentOf(directive, 'graph');
    if (graph?.kind === Kind.ENUM) graphs.push(graph.value.toLowerCase());
  }
  return graphs;
}

/** Reads the cost directives of a supergraph (see CostDirectives). */
export function costDirectivesOf(supergraph: Supergraph): CostDirectives {
  const document = supergraphDocument(supergraph);
  const names = directiveNames(document);
  const weightOf = (directives: readonly ConstDirectiveNode[] | undefined): number | undefined => {
    const cost = directives?.find((directive) => names.cost.has(directive.name.value));
    return cost && intOf(argumentOf(cost, 'weight'));
  };
  const typeWeights = new Map<string, number>();
  const fieldWeights = new Map<string, number>();
  const argumentWeights = new Map<string, number>();
  const listSizes = new Map<string, ListSize>();
  const owners = new Map<string, string[]>();
  for (const definition of document.definitions) {
    switch (definition.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_EXTENSION: {
        const type = definition.name.value;
        const typeWeight = weightOf(definition.directives);
        if (typeWeight !== undefined) typeWeights.set(type, typeWeight);
        const typeGraphs = joinedGraphs(definition.directives, 'join__type');
        for (const field of definition.fields ?? []) {
          const coordinate = `${type}.${field.name.value}`;
          const weight = weightOf(field.directives);
          if (weight !== undefined) fieldWeights.set(coordinate, weight);
          const listSize = field.directives?.find((directive) => names.listSize.has(directive.name.value));
          if (listSize) listSizes.set(coordinate, listSizeOf(listSize));
          for (const argument of field.arguments ?? []) {
            const argumentWeight = weightOf(argument.directives);
            if (argumentWeight !== undefined)
              argumentWeights.set(`${coordinate}(${argument.name.value})`, argumentWeight);
          }
          // A field without @join__field is resolved wherever its type is; with some, only there.
          const hasJoin = field.directives?.some((directive) => directive.name.value === 'join__field');
          const graphs = hasJoin ? joinedGraphs(field.directives, 'join__field') : typeGraphs;
          if (graphs.length > 0) owners.set(coordinate, graphs);
        }
        break;
      }
      case Kind.SCALAR_TYPE_DEFINITION:
      case Kind.ENUM_TYPE_DEFINITION: {
        const weight = weightOf(definition.directives);
        if (weight !== undefined) typeWeights.set(definition.name.value, weight);
        break;
      }
      default:
        break;
    }
  }
  return { typeWeights, fieldWeights, argumentWeights, listSizes, owners };
}
