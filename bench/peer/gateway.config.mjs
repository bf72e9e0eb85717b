// @ts-check
import { defineConfig } from '@graphql-hive/gateway';

/**
 * The peer of the bench: Hive Gateway over the same supergraph. Like ours, it passes the client's credentials on
 * to the subgraphs (Hive forwards no client header by default), so that it does the same work per request.
 * Plain JavaScript, loaded by Hive's CLI as it is: its typings would change the project's global DOM types.
 */
const FORWARDED = ['authorization', 'x-tenant-id', 'x-admin', 'x-audit-access'];

export const gatewayConfig = defineConfig({
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => {
      const headers = {};
      for (const name of FORWARDED) {
        const value = request.headers.get(name);
        if (value) headers[name] = value;
      }
      return headers;
    },
  },
  logging: 'error',
});
