import {
  Kind,
  type ConstDirectiveNode,
  type InterfaceTypeDefinitionNode,
  type InterfaceTypeExtensionNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';
import {
  argumentOf,
  owningGraph,
  rootTypeNames,
  supergraphDocument,
  type Supergraph,
} from '../supergraph-directives.js';

/**
 * One root field's declaration: the tags whose events change its answer (none for a field bounded by its age alone),
 * whose answer it is, and who resolves it.
 */
export interface CacheablePolicy {
  readonly tags: readonly string[];
  readonly scope: string;
  /** The `join__Graph` of the subgraph that resolves it. */
  readonly graph: string | undefined;
  /** The argument whose value partitions its entries (`partitionBy`): a change may name the values it changes. */
  readonly partitionBy?: string;
  /** At most how long its answers are kept (`maxAge`, seconds), whatever events say. */
  readonly maxAgeSeconds?: number;
}

export interface InvalidatesPolicy {
  readonly tags: readonly string[];
  /** Only the caller's tenant's entries: the subgraph guarantees the mutation writes nothing of another tenant. */
  readonly callersTenant: boolean;
}

export interface ResponseCachePolicies {
  /** `@cacheable` query fields, by name. */
  readonly cacheable: ReadonlyMap<string, CacheablePolicy>;
  /** `@invalidates` mutation fields, by name: the tags each drops, and whose entries (`TENANT`: the caller's tenant's). */
  readonly invalidates: ReadonlyMap<string, InvalidatesPolicy>;
  /** Each subgraph's `@cacheGate` query field, by `join__Graph`. */
  readonly gates: ReadonlyMap<string, string>;
  /** `@volatile` fields of any type, as `Type.field`: an operation selecting one is never cached (volatile-fields.ts). */
  readonly volatile: ReadonlySet<string>;
}

/** A supergraph that declares nothing cacheable. */
export const NO_RESPONSE_CACHE_POLICIES: ResponseCachePolicies = {
  cacheable: new Map(),
  invalidates: new Map(),
  gates: new Map(),
  volatile: new Set(),
};

/** The scopes the cache serves (see CacheScope in the kit); a field of any other is never cached. */
const PUBLIC = 'PUBLIC';
const TENANT = 'TENANT';

function stringsArgument(directive: ConstDirectiveNode, name: string): string[] {
  const value = argumentOf(directive, name);
  if (value?.kind === Kind.STRING) return [value.value];
  if (value?.kind !== Kind.LIST) return [];
  return value.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : []));
}

/** A `maxAge` of whole seconds above 0; undefined without one (or with one the cache cannot honour). */
function maxAgeOf(directive: ConstDirectiveNode): number | undefined {
  const value = argumentOf(directive, 'maxAge');
  const seconds = value?.kind === Kind.INT ? Number(value.value) : NaN;
  return seconds > 0 ? seconds : undefined;
}

function addVolatileFields(
  definition:
    ObjectTypeDefinitionNode | ObjectTypeExtensionNode | InterfaceTypeDefinitionNode | InterfaceTypeExtensionNode,
  volatile: Set<string>,
): void {
  for (const field of definition.fields ?? [])
    if (field.directives?.some((directive) => directive.name.value === 'volatile'))
      volatile.add(`${definition.name.value}.${field.name.value}`);
}

/** The `@cacheable` query fields, `@invalidates` mutation fields and `@volatile` fields a supergraph declares. */
export function responseCachePoliciesOf(supergraphSource: Supergraph): ResponseCachePolicies {
  const supergraph = supergraphDocument(supergraphSource);
  const roots = rootTypeNames(supergraph);
  const cacheable = new Map<string, CacheablePolicy>();
  const invalidates = new Map<string, InvalidatesPolicy>();
  const gates = new Map<string, string>();
  const volatile = new Set<string>();
  for (const definition of supergraph.definitions) {
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_EXTENSION) {
      addVolatileFields(definition, volatile);
      continue;
    }
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    addVolatileFields(definition, volatile);
    const isQuery = definition.name.value === roots.query;
    if (!isQuery && definition.name.value !== roots.mutation) continue;
    for (const field of definition.fields ?? []) {
      const graph = owningGraph(definition.directives, field.directives);
      for (const directive of field.directives ?? []) {
        if (isQuery && directive.name.value === 'cacheGate' && graph) gates.set(graph, field.name.value);
        const tags = stringsArgument(directive, 'tags');
        if (isQuery && directive.name.value === 'cacheable') {
          const maxAgeSeconds = maxAgeOf(directive);
          // Nothing would ever drop the answers of a field with neither.
          if (!tags.length && maxAgeSeconds === undefined) continue;
          const scope = argumentOf(directive, 'scope');
          const partitionBy = argumentOf(directive, 'partitionBy');
          cacheable.set(field.name.value, {
            tags,
            scope: scope?.kind === Kind.STRING ? scope.value : PUBLIC,
            graph,
            ...(partitionBy?.kind === Kind.STRING && { partitionBy: partitionBy.value }),
            ...(maxAgeSeconds !== undefined && { maxAgeSeconds }),
          });
        } else if (!isQuery && directive.name.value === 'invalidates' && tags.length) {
          const scope = argumentOf(directive, 'scope');
          invalidates.set(field.name.value, {
            tags,
            callersTenant: scope?.kind === Kind.STRING && scope.value === TENANT,
          });
        }
      }
    }
  }
  return { cacheable, invalidates, gates, volatile };
}

/** Every tag a set of policies names: the gateway binds `<tag>.#` for each. */
export function tagsOf(policies: ResponseCachePolicies): Set<string> {
  const tags = new Set<string>();
  for (const { tags: fieldTags } of policies.cacheable.values()) for (const tag of fieldTags) tags.add(tag);
  for (const { tags: fieldTags } of policies.invalidates.values()) for (const tag of fieldTags) tags.add(tag);
  return tags;
}

/**
 * What an operation's root fields allow: the tags of its answer, sorted, the gate to ask first (TENANT scope), and how
 * long its answer may be kept at most (the least `maxAge` of its fields; none: until an event of its tags).
 */
export interface CacheReach {
  readonly tags: readonly string[];
  readonly gate?: string;
  readonly maxAgeSeconds?: number;
}

/**
 * Whether an operation may be cached at all: every root field (but `__typename`) `@cacheable` with a scope the cache
 * serves, all of one scope, and the per-tenant ones of a single subgraph that declares a gate (one gate vouches for
 * one subgraph's credentials; a public field asked with them may depend on what another subgraph grants them, such as
 * an admin's view of unpublished courses, which no gate would check again). Undefined when it may not.
 */
export function cacheReachOf(fields: Iterable<string>, policies: ResponseCachePolicies): CacheReach | undefined {
  const tags = new Set<string>();
  let gate: string | undefined;
  let publicFields = false;
  let maxAgeSeconds: number | undefined;
  for (const field of fields) {
    if (field === '__typename') continue;
    const policy = policies.cacheable.get(field);
    if (!policy) return undefined;
    if (policy.scope === TENANT) {
      const fieldGate = policy.graph === undefined ? undefined : policies.gates.get(policy.graph);
      if (!fieldGate || (gate !== undefined && gate !== fieldGate)) return undefined;
      gate = fieldGate;
    } else if (policy.scope === PUBLIC) {
      publicFields = true;
    } else {
      return undefined;
    }
    for (const tag of policy.tags) tags.add(tag);
    if (policy.maxAgeSeconds !== undefined) maxAgeSeconds = Math.min(maxAgeSeconds ?? Infinity, policy.maxAgeSeconds);
  }
  if (gate !== undefined && publicFields) return undefined;
  return { tags: [...tags].sort(), gate, ...(maxAgeSeconds !== undefined && { maxAgeSeconds }) };
}

/**
 * Whether something ends the answers of a reach: an event of one of its tags, or its age. An operation that selects
 * `__typename` alone has neither, and is never cached.
 */
export function isBounded(reach: CacheReach): boolean {
  return reach.tags.length > 0 || reach.maxAgeSeconds !== undefined;
}
