import { describe, expect, test } from '@jest/globals';
import {
  GATEWAY_ROLES,
  gatewayRoleProblems,
  gatewayRolesOf,
  type GatewayRoleName,
} from '../../platform/gateway-roles.js';
import { apiSchemaOf, readSupergraph } from '../../schema/supergraph.js';

/**
 * What the edge asks of the supergraph for itself is found by `@gatewayRole`, never by a field's name
 * (platform/gateway-roles.ts): the checked-in supergraph declares every role once, and composition refuses a role
 * declared twice or unknown.
 */
describe('the gateway roles of the checked-in supergraph', () => {
  test('name one Query field per role (per entity type for eventEntity), and each field keeps its role’s contract', async () => {
    const sdl = await readSupergraph();
    expect(gatewayRoleProblems(sdl)).toEqual([]);
    const roles = gatewayRolesOf(sdl);
    const declared: Record<GatewayRoleName, string | undefined> = {
      corsOrigins: roles.field('corsOrigins'),
      subscriberMembership: roles.field('subscriberMembership'),
      callerScopes: roles.field('callerScopes'),
      subscriptionAccess: roles.field('subscriptionAccess'),
      eventReplay: roles.field('eventReplay'),
      eventEntity: roles.field('eventEntity', 'BusinessEntity'),
    };
    expect(Object.keys(declared).sort()).toEqual(Object.keys(GATEWAY_ROLES).sort());
    for (const [role, field] of Object.entries(declared))
      expect({ role, field: typeof field }).toEqual({ role, field: 'string' });

    // The arguments each role is asked with, on the field that declares it, as clients see the schema.
    const query = apiSchemaOf(sdl).getQueryType()!.getFields();
    const argumentsOf = (field: string | undefined) =>
      query[field!].args.map((arg) => `${arg.name}: ${String(arg.type)}`).sort();
    expect(argumentsOf(declared.corsOrigins)).toEqual([]);
    expect(argumentsOf(declared.subscriberMembership)).toEqual([]);
    expect(argumentsOf(declared.callerScopes)).toEqual([]);
    expect(argumentsOf(declared.subscriptionAccess)).toEqual(['arguments: JSONObject!', 'field: String!']);
    expect(argumentsOf(declared.eventReplay)).toEqual([
      'after: String!',
      'arguments: JSONObject!',
      'limit: Int!',
      'subscription: String!',
    ]);
    expect(argumentsOf(declared.eventEntity)).toEqual(['id: ID!']);
  });
});

/** A supergraph's query type with these fields, as composition writes them. */
const supergraphWith = (fields: string) => /* GraphQL */ `
  schema { query: RootQuery }
  type Item { id: ID! }
  type Other { id: ID! }
  type RootQuery { ${fields} }
`;

describe('gatewayRolesOf', () => {
  test('finds each role by its directive, whatever the field is called, on the query type the schema names', () => {
    const roles = gatewayRolesOf(
      supergraphWith(`
        origins: [String!] @gatewayRole(role: "corsOrigins")
        item(id: ID!): Item @gatewayRole(role: "eventEntity")
        other(id: ID!): Other @gatewayRole(role: "eventEntity")
        plain: String
      `),
    );
    expect(roles.field('corsOrigins')).toBe('origins');
    expect(roles.field('eventEntity', 'Item')).toBe('item');
    expect(roles.field('eventEntity', 'Other')).toBe('other');
    expect(roles.field('eventEntity', 'Missing')).toBeUndefined();
    expect(roles.field('eventReplay')).toBeUndefined();
  });

  test('reports a role declared twice (twice for one type, for eventEntity) or unknown; composition refuses them', () => {
    expect(
      gatewayRoleProblems(
        supergraphWith(`
          a: [String!] @gatewayRole(role: "corsOrigins")
          b: [String!] @gatewayRole(role: "corsOrigins")
          c(id: ID!): Item @gatewayRole(role: "eventEntity")
          d(id: ID!): Item @gatewayRole(role: "eventEntity")
          e(id: ID!): Other @gatewayRole(role: "eventEntity")
          f: String @gatewayRole(role: "corsOrigin")
        `),
      ),
    ).toEqual([
      'RootQuery.a and RootQuery.b both declare the role corsOrigins',
      'RootQuery.c and RootQuery.d both declare the role eventEntity of Item',
      'RootQuery.f declares @gatewayRole(role: "corsOrigin"), which is no role',
    ]);
  });
});
