import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';

/**
 * The queries the edge asks of the supergraph for itself, each found by the role its field declares rather than by
 * the field's name: a subgraph marks the Query field with `@gatewayRole(role: "...")` (the kit's `GatewayRole`,
 * subgraphs/shared/gateway-roles.ts), composition keeps the directive in the supergraph (`@composeDirective`), and
 * the gateway and the REST adapter read it there (`gatewayRolesOf`), as the gateway reads `@cacheable` and
 * `@addressLimit`. Renaming such a field, or moving it to another subgraph, is then a change of that subgraph alone.
 *
 * Each role is the contract its field keeps: the arguments it takes and what it answers.
 */
export const GATEWAY_ROLES = {
  corsOrigins:
    'The dynamic CORS origins, asked without credentials every CORS_POLL_INTERVAL_MS: no arguments, answers [String!]',
  subscriberMembership:
    "The caller's membership confirmed for its token, asked with a subscriber's credential before it is admitted: no arguments, answers { userId: ID!, tenantId: ID! }; FORBIDDEN or UNAUTHORIZED refuse the subscriber",
  callerScopes:
    "The authorization scopes the owning subgraph's own records grant the caller's token (never a claim alone), asked with a caller's credential when an operation selects a field or type with @requiresScopes or @policy: no arguments, answers [String!]!; UNAUTHORIZED or FORBIDDEN grant none",
  subscriptionAccess:
    'What a subscription of the caller receives, asked before it is bound: (field: String!, arguments: JSONObject!), answers { routingKey, payloadMatch { field value }, cursor }; its refusal is the subscription’s',
  eventReplay:
    'The events a subscription of the caller missed after a cursor, oldest first: (subscription: String!, arguments: JSONObject!, after: String!, limit: Int!), answers { items { id eventType routingKey payload createdAt cursor }, hasMore }',
  eventEntity:
    'The entity an event payload’s `entity` field shows, by the payload’s entityId: (id: ID!), answers the entity’s type (one field per type)',
} as const;

export type GatewayRoleName = keyof typeof GATEWAY_ROLES;

/** The roles a supergraph may declare once per entity type rather than once in all. */
const PER_TYPE: ReadonlySet<GatewayRoleName> = new Set(['eventEntity']);

export const GATEWAY_ROLE_SPEC = 'https://specs.graphql-platform.dev/gateway-role/v1.0';
export const GATEWAY_ROLE_DIRECTIVE = 'gatewayRole';

const isRole = (role: string): role is GatewayRoleName => Object.hasOwn(GATEWAY_ROLES, role);

interface Declaration {
  readonly role: string;
  /** `Query.<field>` */
  readonly coordinate: string;
  readonly field: string;
  /** The named type the field answers. */
  readonly type: string;
}

const documentOf = (supergraph: string | DocumentNode) =>
  typeof supergraph === 'string' ? parse(supergraph, { noLocation: true }) : supergraph;

/** Every `@gatewayRole` on a field of the supergraph's query type. */
function declarations(supergraph: DocumentNode): Declaration[] {
  let queryType = 'Query';
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION) continue;
    queryType =
      definition.operationTypes.find(({ operation }) => operation === OperationTypeNode.QUERY)?.type.name.value ??
      queryType;
  }
  const found: Declaration[] = [];
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    if (definition.name.value !== queryType) continue;
    for (const field of definition.fields ?? []) {
      for (const directive of field.directives ?? []) {
        if (directive.name.value !== GATEWAY_ROLE_DIRECTIVE) continue;
        const value = directive.arguments?.find((argument) => argument.name.value === 'role')?.value;
        let type = field.type;
        while (type.kind !== Kind.NAMED_TYPE) type = type.type;
        found.push({
          role: value?.kind === Kind.STRING ? value.value : '',
          coordinate: `${queryType}.${field.name.value}`,
          field: field.name.value,
          type: type.name.value,
        });
      }
    }
  }
  return found;
}

/**
 * What is wrong with a supergraph's roles: a role nobody knows, or one declared twice (twice for one type, for a role
 * per type). Composition refuses such a supergraph; the gateway would take the first field of each.
 */
export function gatewayRoleProblems(supergraph: string | DocumentNode): string[] {
  const document = documentOf(supergraph);
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { role, coordinate, type } of declarations(document)) {
    if (!isRole(role)) {
      problems.push(`${coordinate} declares @${GATEWAY_ROLE_DIRECTIVE}(role: "${role}"), which is no role`);
      continue;
    }
    const key = PER_TYPE.has(role) ? `${role} of ${type}` : role;
    const first = seen.get(key);
    if (first) problems.push(`${first} and ${coordinate} both declare the role ${key}`);
    else seen.set(key, coordinate);
  }
  return problems;
}

/** The fields of a supergraph's roles (`gatewayRolesOf`). */
export class GatewayRoles {
  /** Before a supergraph is loaded. */
  static readonly NONE = new GatewayRoles([]);

  readonly #fields = new Map<string, string>();

  private constructor(found: readonly Declaration[]) {
    for (const { role, field, type } of found) {
      if (!isRole(role)) continue;
      const key = PER_TYPE.has(role) ? `${role}:${type}` : role;
      if (!this.#fields.has(key)) this.#fields.set(key, field);
    }
  }

  /** The roles a supergraph declares (its SDL or already parsed). */
  static of(supergraph: string | DocumentNode): GatewayRoles {
    return new GatewayRoles(declarations(documentOf(supergraph)));
  }

  /** The Query field that declares `role` (for a role per type, the one that answers `type`); undefined if none does. */
  field(role: GatewayRoleName, type?: string): string | undefined {
    return this.#fields.get(PER_TYPE.has(role) ? `${role}:${type}` : role);
  }
}

export const gatewayRolesOf = (supergraph: string | DocumentNode): GatewayRoles => GatewayRoles.of(supergraph);

/** Parsed once per source: the edge asks the same few documents for the life of a supergraph. */
const documents = new Map<string, DocumentNode>();

/**
 * The document of a query of a role's field: `source` written with the field's name (an alias keeps the answer's
 * key the same whatever the field is named).
 */
export function roleDocument(source: string): DocumentNode {
  let document = documents.get(source);
  if (!document) {
    document = parse(source, { noLocation: true });
    if (documents.size > 100) documents.clear();
    documents.set(source, document);
  }
  return document;
}
