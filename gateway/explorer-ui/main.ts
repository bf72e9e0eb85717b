/**
 * The explorer's page script (a browser module, bundled by scripts/build-explorer.ts): GraphiQL against this
 * gateway's /graphql, subscriptions over graphql-ws on the same path. Everything it loads comes from the gateway.
 */
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// Monaco's workers are bundled beside this script: same origin, so the page's `worker-src 'self'` admits them
// (GraphiQL's own worker set-ups reach for a bundler's loader or a CDN).
const WORKERS: Readonly<Record<string, string>> = { json: 'json.worker.js', graphql: 'graphql.worker.js' };
(globalThis as { MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker } }).MonacoEnvironment = {
  getWorker: (_workerId, label) => new Worker(new URL(WORKERS[label] ?? 'editor.worker.js', import.meta.url)),
};

const endpoint = new URL('/graphql', window.location.href);
const subscriptionEndpoint = new URL(endpoint);
subscriptionEndpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';

// For a subscription the toolkit opens a graphql-ws connection whose connection_init payload is the headers of
// the headers editor, so `{"Authorization": "Bearer <token>"}` there authenticates queries and subscriptions alike.
const fetcher = createGraphiQLFetcher({
  url: endpoint.href,
  subscriptionUrl: subscriptionEndpoint.href,
  enableIncrementalDelivery: false,
});

const defaultQuery = `# Queries and mutations go over HTTP, subscriptions over graphql-ws.
# Credentials go in Headers below: {"Authorization": "Bearer <token>"};
# subscriptions send them in their connection_init payload.
# Ctrl-Enter runs the operation under the cursor.

query Catalogue {
  courses(limit: 5) {
    total
    items { title slug deliveryMode }
  }
}
`;

const root = document.getElementById('explorer');
if (!root) throw new Error('The explorer page has no #explorer element');
createRoot(root).render(createElement(GraphiQL, { fetcher, defaultQuery, defaultEditorToolsVisibility: 'headers' }));
