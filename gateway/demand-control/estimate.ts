import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  OperationTypeNode,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { CostDirectives, ListSize } from './cost-directives.js';

/**
 * The static estimate of an operation's cost by the IBM GraphQL Cost Directive specification, by the rules Apollo
 * Router and Hive Router apply, and closer than Apollo Router's on two (it reads only literal `@skip`/`@include` on
 * fields, and adds up fragments on several types, where graphql-ruby's analysis takes the costliest type):
 *
 * - a field costs its weight (its `@cost`, else its type's `@cost`, else 1 for an object, interface or union and 0
 *   for a scalar or an enum) plus the cost of its selections, times its list size when it returns a list, plus the
 *   weights of the arguments it is given;
 * - a list's size is the value of its `@listSize` slicing argument (a literal, a variable's value, or the argument's
 *   default), else its `assumedSize`, else DEFAULT_LIST_SIZE; a field with `sizedFields` gives that size to those
 *   child fields instead (a page `{ items, total }` sized by its query's `limit`);
 * - a mutation costs MUTATION_BASE_COST more; `__typename` and introspection cost nothing (the gateway answers them
 *   without calling a subgraph);
 * - a selection that `@skip`/`@include` leave out (a literal, a variable's value or its default) costs nothing, and
 *   neither does a `requireOneSlicingArgument` unmet within it refuse the operation;
 * - a selection set on an interface or a union costs what it selects of every possible type plus, of what its
 *   fragments on fewer types add (a fragment on an interface adding to each type implementing it), the costliest
 *   possible type's part: each fragment is added to the part of each type it applies to, and the maximum taken once
 *   its lists are sized, which counts no combination of fragments.
 *
 * Each field's own weight is attributed to the subgraph that resolves it (`@join__field`, else its type's
 * `@join__type`; of several, the one resolving its parent, as the query planner keeps a shareable field local),
 * which gives the cost per subgraph the budgets apply to; of an abstract type's possible types, the costliest one's
 * costs per subgraph are counted.
 *
 * Linear in the document: every walk is a loop, and a fragment is summarised once per subgraph that can be resolving
 * where it is spread (its list fields kept apart so that the field spreading it can still size them, its parts by
 * possible type apart so that the selection set spreading it takes their maximum), so no fan-out or chain of
 * fragments makes it exponential; a spread costs work proportional to the possible types it applies to.
 *
 * The estimate depends on the values of the variables given to slicing arguments and to `@skip`/`@include` alone
 * (the deciding variables), which EstimateCache keys it by.
 */
export interface CostEstimate {
  /** The operation's estimated cost. */
  readonly total: number;
  /** The part of it each subgraph resolves, by subgraph name. */
  readonly bySubgraph: Readonly<Record<string, number>>;
}

export type EstimateOutcome =
  | { readonly estimate: CostEstimate; readonly refusal?: undefined }
  | { readonly refusal: string; readonly estimate?: undefined };

/** The size of a list declared by no `@listSize` (every list of our subgraphs declares one; a test holds them to it). */
export const DEFAULT_LIST_SIZE = 10;
/** What a mutation costs beyond its fields (Apollo Router's weight of the mutation type). */
export const MUTATION_BASE_COST = 10;

/** Costs per subgraph; '' is what no subgraph resolves (a mutation's base cost). */
type Costs = Map<string, number>;

function addScaled(target: Costs, source: Costs, factor: number): void {
  if (factor === 0) return;
  for (const [subgraph, cost] of source) target.set(subgraph, (target.get(subgraph) ?? 0) + cost * factor);
}

function addTo(target: Costs, subgraph: string, cost: number): void {
  if (cost !== 0) target.set(subgraph, (target.get(subgraph) ?? 0) + cost);
}

function sumOf(costs: Costs): number {
  let total = 0;
  for (const cost of costs.values()) total += cost;
  return total;
}

/**
 * The cost of a selection set, its list fields apart: `fixed` is what no enclosing field can resize; `lists` holds,
 * for each list field selected directly (through inline fragments and spreads too), the cost of one item (`unit`)
 * and of as many items as it sizes itself (`ownSize`), so that the enclosing field's `sizedFields` can size it.
 */
interface Summary {
  readonly fixed: Costs;
  /** Made when a first list field is met: most selection sets have none. */
  lists?: Map<string, { readonly unit: Costs; readonly ownSize: Costs }>;
  /**
   * On an abstract type, what its fragments conditioned on fewer types add for each possible type (summaries without
   * parts of their own): only the costliest counts, chosen once the enclosing field has sized the lists.
   */
  byType?: Map<string, Summary>;
  /** How many possible types the abstract type has: when byType lacks one, that type adds nothing. */
  possibleTypes?: number;
  /** A `requireOneSlicingArgument` unmet among the selections counted (its parts' included). */
  refusal?: string;
}

const emptySummary = (): Summary => ({ fixed: new Map() });

function listEntry(summary: Summary, name: string) {
  summary.lists ??= new Map();
  let entry = summary.lists.get(name);
  if (!entry) summary.lists.set(name, (entry = { unit: new Map(), ownSize: new Map() }));
  return entry;
}

function typeEntry(summary: Summary, type: string, possibleTypes: number): Summary {
  summary.byType ??= new Map();
  summary.possibleTypes = possibleTypes;
  let entry = summary.byType.get(type);
  if (!entry) summary.byType.set(type, (entry = emptySummary()));
  return entry;
}

/** Adds a summary's `fixed` and `lists` (not its parts by type, nor its refusal). */
function mergeInto(target: Summary, source: Summary): void {
  addScaled(target.fixed, source.fixed, 1);
  for (const [name, list] of source.lists ?? []) {
    const entry = listEntry(target, name);
    addScaled(entry.unit, list.unit, 1);
    addScaled(entry.ownSize, list.ownSize, 1);
  }
}

/** A summary's `fixed`, once the fields its enclosing field sizes (`sized`) have their size; consumes the summary. */
function appliedFlat(summary: Summary, sized: ReadonlyMap<string, number> | undefined): Costs {
  const costs = summary.fixed;
  for (const [name, list] of summary.lists ?? []) {
    const size = sized?.get(name);
    if (size === undefined) addScaled(costs, list.ownSize, 1);
    else addScaled(costs, list.unit, size);
  }
  return costs;
}

/**
 * A summary's cost once the fields its enclosing field sizes (`sized`: field name to size) have their size, with the
 * costliest possible type's part (its costs per subgraph). Consumes the summary: a fragment's summary, which is
 * shared, is only ever merged.
 */
function applied(summary: Summary, sized: ReadonlyMap<string, number> | undefined): Costs {
  const costs = appliedFlat(summary, sized);
  if (!summary.byType) return costs;
  // A possible type no fragment selects adds nothing, and may be the costliest if weights are negative.
  let costliest: Costs | undefined;
  let most = summary.byType.size < (summary.possibleTypes ?? 0) ? 0 : -Infinity;
  for (const part of summary.byType.values()) {
    const partCosts = appliedFlat(part, sized);
    const total = sumOf(partCosts);
    if (total > most) [most, costliest] = [total, partCosts];
  }
  if (costliest) addScaled(costs, costliest, 1);
  return costs;
}

function fieldDefinition(
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** The value at a dotted path (`input.first`) of coerced arguments. */
function valueAt(args: Record<string, unknown>, path: string): unknown {
  let value: unknown = args;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The names of the variables a value node uses (a loop: a value may nest as deep as the document allows). */
function variablesIn(value: ValueNode, into: Set<string>): void {
  const pending: ValueNode[] = [value];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.kind === Kind.VARIABLE) into.add(node.name.value);
    else if (node.kind === Kind.LIST) pending.push(...node.values);
    else if (node.kind === Kind.OBJECT) pending.push(...node.fields.map((field) => field.value));
  }
}

class Estimator {
  /**
   * Variables whose values the estimate depends on, those given to slicing arguments and to `@skip`/`@include`: the
   * cache keys by these alone. Selections that are skipped are still walked (their cost dropped) so that the set does
   * not depend on the values.
   */
  readonly decidingVariables = new Set<string>();
  /** Fragment summaries, by fragment name and the subgraph resolving where it is spread, with their type condition. */
  readonly #summaries = new Map<string, { readonly summary: Summary; readonly type: GraphQLNamedType | undefined }>();
  /** The possible types of a type (itself for an object type), by name. */
  readonly #possible = new Map<string, { readonly types: readonly GraphQLObjectType[]; readonly names: Set<string> }>();
  /** Whether a condition applies to every possible type of a type, by `condition\ntype`. */
  readonly #covers = new Map<string, boolean>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly directives: CostDirectives,
    private readonly variables: Record<string, unknown>,
  ) {}

  /** Summarises every fragment for every subgraph that may resolve where it is spread, after those it spreads. */
  summariseFragments(order: readonly FragmentDefinitionNode[]): void {
    const owners = [undefined, ...new Set([...this.directives.owners.values()].flat())];
    for (const fragment of order) {
      const type = this.schema.getType(fragment.typeCondition.name.value) ?? undefined;
      for (const owner of owners) {
        this.#summaries.set(`${fragment.name.value}\n${owner ?? ''}`, {
          summary: this.summarise(fragment.selectionSet, type, owner),
          type,
        });
      }
    }
  }

  /** The summary of a selection set (a loop, whatever its nesting). */
  summarise(root: SelectionSetNode, rootType: GraphQLNamedType | undefined, rootOwner: string | undefined): Summary {
    interface Frame {
      readonly selections: readonly SelectionNode[];
      readonly type: GraphQLNamedType | undefined;
      readonly owner: string | undefined;
      next: number;
      readonly summary: Summary;
      readonly finish: (summary: Summary) => void;
    }
    let result = emptySummary();
    const frame = (
      set: SelectionSetNode,
      type: GraphQLNamedType | undefined,
      owner: string | undefined,
      finish: Frame['finish'],
    ): Frame => ({ selections: set.selections, type, owner, next: 0, summary: emptySummary(), finish });
    const discard = () => undefined;
    const pending: Frame[] = [frame(root, rootType, rootOwner, (summary) => (result = summary))];
    while (pending.length > 0) {
      const top = pending[pending.length - 1];
      const selection = top.selections[top.next++];
      if (!selection) {
        pending.pop();
        top.finish(top.summary);
        continue;
      }
      const included = this.#included(selection);
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = this.#summaries.get(`${selection.name.value}\n${top.owner ?? ''}`);
        if (fragment && included) this.#mergeTyped(top.summary, top.type, fragment.summary, fragment.type);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type =
          (selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : top.type) ?? undefined;
        pending.push(
          frame(
            selection.selectionSet,
            type,
            top.owner,
            included ? (inner) => this.#mergeTyped(top.summary, top.type, inner, type) : discard,
          ),
        );
      } else {
        // A skipped field is still walked, into a summary that is dropped (its refusal with it).
        const field = this.#field(selection, top.type, top.owner, included ? top.summary : emptySummary());
        if (field && selection.selectionSet) {
          pending.push(frame(selection.selectionSet, field.type, field.owner, (inner) => field.finish(inner)));
        } else field?.finish(undefined);
      }
    }
    return result;
  }

  /** Whether `@skip`/`@include` keep a selection (a condition that does not resolve keeps it); records their variables. */
  #included(selection: SelectionNode): boolean {
    if (!selection.directives?.length) return true;
    for (const directive of selection.directives) {
      if (directive.name.value !== GraphQLSkipDirective.name && directive.name.value !== GraphQLIncludeDirective.name)
        continue;
      for (const argument of directive.arguments ?? []) variablesIn(argument.value, this.decidingVariables);
    }
    try {
      if (getDirectiveValues(GraphQLSkipDirective, selection, this.variables)?.if === true) return false;
      if (getDirectiveValues(GraphQLIncludeDirective, selection, this.variables)?.if === false) return false;
    } catch {
      // A condition whose variable does not coerce is refused by execution; counted here.
    }
    return true;
  }

  #possibleTypes(type: GraphQLNamedType) {
    let possible = this.#possible.get(type.name);
    if (!possible) {
      const types = isObjectType(type) ? [type] : isAbstractType(type) ? this.schema.getPossibleTypes(type) : [];
      this.#possible.set(type.name, (possible = { types, names: new Set(types.map((t) => t.name)) }));
    }
    return possible;
  }

  /** Whether a fragment on `condition` applies to an object of type `type`. */
  #applies(condition: GraphQLNamedType, type: GraphQLObjectType): boolean {
    return condition === type || (isAbstractType(condition) && this.schema.isSubType(condition, type));
  }

  /** Whether a fragment on `condition` applies to every possible type of `type`. */
  #coversAll(condition: GraphQLNamedType, type: GraphQLNamedType): boolean {
    if (condition === type) return true;
    const key = `${condition.name}\n${type.name}`;
    let covers = this.#covers.get(key);
    if (covers === undefined) {
      covers = this.#possibleTypes(type).types.every((possible) => this.#applies(condition, possible));
      this.#covers.set(key, covers);
    }
    return covers;
  }

  /**
   * Adds the summary of a fragment on `sourceType` to that of a selection set on `targetType`: what applies to every
   * possible type of the target to its common part, the rest to the part of each possible type it applies to. Work
   * proportional to the possible types, once per fragment spread or inline fragment: no combination is enumerated.
   */
  #mergeTyped(
    target: Summary,
    targetType: GraphQLNamedType | undefined,
    source: Summary,
    sourceType: GraphQLNamedType | undefined,
  ): void {
    target.refusal ??= source.refusal;
    if (!targetType || !sourceType || !isCompositeType(targetType)) {
      // Types validation would refuse: every part counted, an upper bound.
      mergeInto(target, source);
      for (const part of source.byType?.values() ?? []) mergeInto(target, part);
      return;
    }
    const possible = this.#possibleTypes(targetType);
    if (this.#coversAll(sourceType, targetType)) {
      mergeInto(target, source);
      for (const [name, part] of source.byType ?? []) {
        if (!possible.names.has(name)) continue;
        mergeInto(isObjectType(targetType) ? target : typeEntry(target, name, possible.types.length), part);
      }
      return;
    }
    for (const type of possible.types) {
      if (!this.#applies(sourceType, type)) continue;
      const entry = typeEntry(target, type.name, possible.types.length);
      mergeInto(entry, source);
      const own = source.byType?.get(type.name);
      if (own) mergeInto(entry, own);
    }
  }

  /**
   * A field's weight, arguments and size, and what adds its cost to `into` once its selections are summarised;
   * undefined for a field that costs nothing (`__typename`, introspection, one validation would refuse).
   */
  #field(node: FieldNode, parent: GraphQLNamedType | undefined, parentOwner: string | undefined, into: Summary) {
    const name = node.name.value;
    if (name.startsWith('__')) return undefined;
    const definition = fieldDefinition(parent, name);
    if (!parent || !definition) return undefined;
    const coordinate = `${parent.name}.${name}`;
    const candidates = this.directives.owners.get(coordinate) ?? [];
    const owner = parentOwner && candidates.includes(parentOwner) ? parentOwner : (candidates[0] ?? parentOwner);
    const type = getNamedType(definition.type);
    const weight =
      this.directives.fieldWeights.get(coordinate) ??
      this.directives.typeWeights.get(type.name) ??
      (isCompositeType(type) ? 1 : 0);
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(definition, node, this.variables);
    } catch {
      // Arguments that do not coerce are refused by execution; they size nothing here.
    }
    let argumentsCost = 0;
    for (const argument of node.arguments ?? []) {
      argumentsCost += this.directives.argumentWeights.get(`${coordinate}(${argument.name.value})`) ?? 0;
    }
    const listSize = this.directives.listSizes.get(coordinate);
    const declared = listSize && this.#sizeOf(coordinate, listSize, node, args, into);
    const isList = isListType(getNullableType(definition.type));
    // With sizedFields the declared size is the children's; the field's own size is then the default one's.
    const sized =
      listSize?.sizedFields.length && declared !== undefined
        ? new Map(listSize.sizedFields.map((f) => [f, declared]))
        : undefined;
    const ownSize = isList ? ((sized ? undefined : declared) ?? DEFAULT_LIST_SIZE) : 1;
    return {
      type,
      owner,
      finish: (selections: Summary | undefined) => {
        into.refusal ??= selections?.refusal;
        const item = selections ? applied(selections, sized) : new Map<string, number>();
        addTo(item, owner ?? '', weight);
        addTo(into.fixed, owner ?? '', argumentsCost);
        if (!isList) {
          addScaled(into.fixed, item, 1);
          return;
        }
        const entry = listEntry(into, name);
        addScaled(entry.unit, item, 1);
        addScaled(entry.ownSize, item, ownSize);
      },
    };
  }

  /** The size a field's `@listSize` gives (see CostEstimate); records in `into` a `requireOneSlicingArgument` unmet. */
  #sizeOf(
    coordinate: string,
    listSize: ListSize,
    node: FieldNode,
    args: Record<string, unknown>,
    into: Summary,
  ): number | undefined {
    const given: number[] = [];
    for (const path of listSize.slicingArguments) {
      const argument = node.arguments?.find((candidate) => candidate.name.value === path.split('.')[0]);
      if (argument) variablesIn(argument.value, this.decidingVariables);
      const value = valueAt(args, path);
      if (typeof value === 'number' && Number.isFinite(value)) given.push(Math.max(0, Math.ceil(value)));
    }
    if (listSize.requireOneSlicingArgument && given.length !== 1) {
      into.refusal ??= `${coordinate} must be given exactly one of its slicing arguments (${listSize.slicingArguments.join(', ')})`;
    }
    return given.length > 0 ? Math.max(...given) : listSize.assumedSize;
  }
}

/** The fragments of a document, each after those it spreads (an iterative depth-first search); undefined on a cycle. */
function dependencyOrder(document: DocumentNode): FragmentDefinitionNode[] | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value))
      fragments.set(definition.name.value, definition);
  }
  const spreadsOf = (fragment: FragmentDefinitionNode): string[] => {
    const spreads: string[] = [];
    const pending: SelectionSetNode[] = [fragment.selectionSet];
    for (let set = pending.pop(); set; set = pending.pop()) {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FRAGMENT_SPREAD) spreads.push(selection.name.value);
        else if (selection.selectionSet) pending.push(selection.selectionSet);
      }
    }
    return spreads;
  };
  const order: FragmentDefinitionNode[] = [];
  const state = new Map<string, 'open' | 'done'>();
  for (const [root, rootFragment] of fragments) {
    if (state.has(root)) continue;
    state.set(root, 'open');
    const stack = [{ fragment: rootFragment, spreads: spreadsOf(rootFragment), next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next < top.spreads.length) {
        const spread = fragments.get(top.spreads[top.next++]);
        if (!spread) continue;
        const seen = state.get(spread.name.value);
        if (seen === 'open') return undefined;
        if (seen === undefined) {
          state.set(spread.name.value, 'open');
          stack.push({ fragment: spread, spreads: spreadsOf(spread), next: 0 });
        }
      } else {
        state.set(top.fragment.name.value, 'done');
        order.push(top.fragment);
        stack.pop();
      }
    }
  }
  return order;
}

export interface EstimateRequest {
  readonly schema: GraphQLSchema;
  readonly directives: CostDirectives;
  /** A document that validated against `schema`. */
  readonly document: DocumentNode;
  readonly operationName?: string | null;
  /** The variables as the client sent them (coerced here). */
  readonly variables?: Readonly<Record<string, unknown>> | null;
}

/**
 * Estimates an operation (see CostEstimate). Also returns the variables the estimate depends on, those given to
 * slicing arguments and to `@skip`/`@include`, so that a cache can key estimates by them alone.
 */
export function estimateCost(
  request: EstimateRequest,
): EstimateOutcome & { readonly decidingVariables: readonly string[] } {
  const { schema, directives, document } = request;
  const operation = getOperationAST(document, request.operationName ?? undefined);
  const none = { estimate: { total: 0, bySubgraph: {} }, decidingVariables: [] };
  if (!operation) return none;
  const order = dependencyOrder(document);
  // Validation refuses fragment cycles before any estimate is asked for.
  if (!order) return { refusal: 'The document spreads a fragment within itself', decidingVariables: [] };
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
  const estimator = new Estimator(schema, directives, coerced.coerced ?? {});
  estimator.summariseFragments(order);
  const root = schema.getRootType(operation.operation) ?? undefined;
  const summary = estimator.summarise(operation.selectionSet, root, undefined);
  const decidingVariables = [...estimator.decidingVariables].sort();
  if (summary.refusal) return { refusal: summary.refusal, decidingVariables };
  const costs = applied(summary, undefined);
  if (operation.operation === OperationTypeNode.MUTATION) addTo(costs, '', MUTATION_BASE_COST);
  let total = 0;
  const bySubgraph: Record<string, number> = {};
  for (const [subgraph, cost] of costs) {
    total += cost;
    if (subgraph) bySubgraph[subgraph] = cost;
  }
  return { estimate: { total, bySubgraph }, decidingVariables };
}
