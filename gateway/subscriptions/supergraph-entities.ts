import {
  getNamedType,
  GraphQLError,
  Kind,
  print,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { GatewayRoles } from '../../platform/gateway-roles.js';

/** Runs a query through the gateway's own supergraph execution, with a caller's credential ('' for none). */
export type SupergraphQuery = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  authorization: string,
  /** `fresh`: never answered by an identical query already in flight (see GatewayContext.fresh). */
  options?: { readonly fresh?: boolean },
) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}>;

/** How long one event's entity data is shared between the subscribers that receive it. */
const SHARED_FOR_MS = 30_000;

/**
 * `entity` of an event payload, resolved through the supergraph (so that fields of every subgraph can be
 * selected): one query per event, tenant and selection however many subscribers receive that event, because
 * the answer is shared for a while under that key. The query asks for the current entity with exactly the
 * fields the subscription selected, of the Query field that declares the role `eventEntity` for the entity's type.
 */
export class SupergraphEntities {
  readonly #shared = new Map<string, Promise<unknown>>();

  constructor(
    private readonly query: SupergraphQuery,
    private readonly roles: () => GatewayRoles,
  ) {}

  /** Queries run so far (for the bench and tests: N subscribers of one event cost one). */
  queries = 0;

  resolve(
    event: { id: string; tenantId: string; entityId: string },
    authorization: string,
    info: GraphQLResolveInfo,
  ): Promise<unknown> {
    const type = getNamedType(info.returnType).name;
    const field = this.roles().field('eventEntity', type);
    if (!field) {
      return Promise.reject(
        new GraphQLError(`The supergraph declares no field of the role eventEntity for ${type}`, {
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      );
    }
    const { document, variables } = entityQuery(field, info);
    const key = JSON.stringify([event.id, event.tenantId, print(document), variables]);
    let shared = this.#shared.get(key);
    if (!shared) {
      this.queries += 1;
      shared = this.#run(document, { ...variables, subscriptionEntityId: event.entityId }, authorization);
      this.#shared.set(key, shared);
      setTimeout(() => this.#shared.delete(key), SHARED_FOR_MS).unref();
    }
    return shared;
  }

  async #run(document: DocumentNode, variables: Record<string, unknown>, authorization: string): Promise<unknown> {
    const result = await this.query(document, variables, authorization);
    const [error] = result.errors ?? [];
    // An entity deleted (or no longer visible) since the event is null, as the field's type allows.
    if (error && error.extensions?.code !== 'NOT_FOUND')
      throw new GraphQLError(error.message, { extensions: error.extensions });
    return result.data?.entity ?? null;
  }
}

/**
 * `query ($subscriptionEntityId: ID!) { entity: <field>(id: $subscriptionEntityId) { <the subscription's selection> } }`,
 * with the fragments and variables that selection uses.
 */
function entityQuery(
  field: string,
  info: GraphQLResolveInfo,
): { document: DocumentNode; variables: Record<string, unknown> } {
  const selectionSet: SelectionSetNode = {
    kind: Kind.SELECTION_SET,
    selections: info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []),
  };
  const fragments = usedFragments(selectionSet, info.fragments);
  const usedVariables = new Set<string>();
  for (const node of [selectionSet, ...fragments]) {
    visit(node, { Variable: (variable) => void usedVariables.add(variable.name.value) });
  }
  const variableDefinitions: VariableDefinitionNode[] = (info.operation.variableDefinitions ?? []).filter(
    (definition) => usedVariables.has(definition.variable.name.value),
  );
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as never,
        name: { kind: Kind.NAME, value: 'SubscriptionEntity' },
        variableDefinitions: [
          {
            kind: Kind.VARIABLE_DEFINITION,
            variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: 'subscriptionEntityId' } },
            type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } } },
          },
          ...variableDefinitions,
        ],
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            {
              kind: Kind.FIELD,
              alias: { kind: Kind.NAME, value: 'entity' },
              name: { kind: Kind.NAME, value: field },
              arguments: [
                {
                  kind: Kind.ARGUMENT,
                  name: { kind: Kind.NAME, value: 'id' },
                  value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: 'subscriptionEntityId' } },
                },
              ],
              selectionSet,
            },
          ],
        },
      },
      ...fragments,
    ],
  };
  const variables = Object.fromEntries([...usedVariables].map((name) => [name, info.variableValues[name]]));
  return { document, variables };
}

/** The fragment definitions a selection spreads, directly or through other fragments. */
function usedFragments(
  root: SelectionSetNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
): FragmentDefinitionNode[] {
  const found = new Map<string, FragmentDefinitionNode>();
  const pending: (SelectionSetNode | FragmentDefinitionNode)[] = [root];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread: (spread) => {
        const name = spread.name.value;
        const fragment = fragments[name];
        if (fragment && !found.has(name)) {
          found.set(name, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...found.values()];
}
