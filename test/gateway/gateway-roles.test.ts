import { composeServices } from '@apollo/composition';
import type { SupergraphManager } from '@apollo/gateway';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'graphql';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { GATEWAY_ROLE_SPEC } from '../../platform/gateway-roles.js';
import { startTestSubgraph, type RunningTestSubgraph } from '../support/echo-subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * The gateway asks the fields it needs for itself by their `@gatewayRole` in the supergraph it serves, never by
 * name: here the dynamic CORS origins come from a subgraph whose fields are named nothing like the factory's, and
 * when a reloaded supergraph puts the role on another field, the next poll asks that one.
 */
const FIRST_ORIGIN = 'https://first.roles.example';
const SECOND_ORIGIN = 'https://second.roles.example';

/** The test subgraph's SDL, the role `corsOrigins` on `field`. */
const sdlWithRoleOn = (field: 'originsOfTheDay' | 'otherOrigins') => /* GraphQL */ `
  extend schema
    @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@composeDirective"])
    @link(url: "${GATEWAY_ROLE_SPEC}", import: ["@gatewayRole"])
    @composeDirective(name: "@gatewayRole")

  directive @gatewayRole(role: String!) on FIELD_DEFINITION

  type Query {
    originsOfTheDay: [String!] ${field === 'originsOfTheDay' ? '@gatewayRole(role: "corsOrigins")' : ''}
    otherOrigins: [String!] ${field === 'otherOrigins' ? '@gatewayRole(role: "corsOrigins")' : ''}
  }
`;

function supergraphWithRoleOn(field: 'originsOfTheDay' | 'otherOrigins', url: string): string {
  const { supergraphSdl, errors } = composeServices([{ name: 'origins', url, typeDefs: parse(sdlWithRoleOn(field)) }]);
  if (errors) throw new Error(errors.map((error) => error.message).join('\n'));
  return supergraphSdl;
}

/** The origin a preflight from `origin` is allowed, if it is. */
async function allowedOrigin(gatewayUrl: string, origin: string): Promise<string | null> {
  const response = await fetch(gatewayUrl, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  await response.arrayBuffer();
  return response.headers.get('access-control-allow-origin');
}

describe('the gateway finds the CORS origins by @gatewayRole', () => {
  const saved = { ...process.env };
  let subgraph: RunningTestSubgraph;
  let gateway: RunningGateway;
  let update: ((supergraphSdl: string) => void) | undefined;
  const asked: string[] = [];

  beforeAll(async () => {
    Object.assign(process.env, { CORS_POLL_INTERVAL_MS: '100', CORS_ORIGINS: '' });
    resetConfig();
    subgraph = await startTestSubgraph({
      typeDefs: sdlWithRoleOn('originsOfTheDay'),
      resolvers: {
        Query: {
          originsOfTheDay: () => (asked.push('originsOfTheDay'), [FIRST_ORIGIN]),
          otherOrigins: () => (asked.push('otherOrigins'), [SECOND_ORIGIN]),
        },
      },
    });
    const manager: SupergraphManager = {
      initialize: (hooks) => {
        update = hooks.update;
        return Promise.resolve({ supergraphSdl: supergraphWithRoleOn('originsOfTheDay', subgraph.url) });
      },
    };
    gateway = await startGateway({ port: 0, supergraphSdl: manager });
  });

  afterAll(async () => {
    await gateway?.stop();
    await subgraph?.stop();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    resetConfig();
  });

  test('polls the field that declares the role corsOrigins, whatever its name', async () => {
    await waitFor(async () => ((await allowedOrigin(gateway.url, FIRST_ORIGIN)) === FIRST_ORIGIN ? true : undefined), {
      what: 'the origin of the role’s field to be allowed',
    });
    expect(await allowedOrigin(gateway.url, SECOND_ORIGIN)).toBeNull();
    expect(new Set(asked)).toEqual(new Set(['originsOfTheDay']));
  });

  test('follows the role to another field when the supergraph it serves is reloaded', async () => {
    update!(supergraphWithRoleOn('otherOrigins', subgraph.url));
    await waitFor(
      async () => ((await allowedOrigin(gateway.url, SECOND_ORIGIN)) === SECOND_ORIGIN ? true : undefined),
      { what: 'the origin of the field the role moved to' },
    );
    expect(await allowedOrigin(gateway.url, FIRST_ORIGIN)).toBeNull();
  });
});
