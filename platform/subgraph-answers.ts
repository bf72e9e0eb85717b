import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

/**
 * The header with which a subgraph says its answer is its data alone, written as Apollo Server writes it,
 * `{"data":…}`: no errors, no extensions. The gateway may then take the answer without parsing it, parse it only
 * where something reads its data, and pass its bytes on to the client where the query plan proves the data needs no
 * change (gateway/single-fetch/). Only the subgraphs sit behind the gateway, so only they can set it.
 */
export const DATA_ALONE_HEADER = 'x-graphql-data-alone';

/**
 * Sets DATA_ALONE_HEADER on an answer that is data alone. Last in a subgraph's plugins, so that it sees the answer
 * as the plugins before it left it: none of the kit's adds extensions (inline traces and cache hints are off).
 */
export function dataAlonePlugin(): ApolloServerPlugin<BaseContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        // Async though it waits for nothing: Apollo awaits every plugin's hook together.
        // eslint-disable-next-line @typescript-eslint/require-await
        willSendResponse: async ({ response }) => {
          if (response.body.kind !== 'single') return;
          const { data, errors, extensions } = response.body.singleResult;
          if (data !== undefined && errors === undefined && extensions === undefined)
            response.http.headers.set(DATA_ALONE_HEADER, '1');
        },
      }),
  };
}
