import { print } from 'graphql';
import pg from 'pg';
import { DEFAULT_DOCUMENT_LIMITS } from '../../gateway/document-limits.js';
import type { RunningGateway } from '../../gateway/server.js';
import {
  createDocumentTable,
  readManifest,
  sha256Of,
  TrustedDocumentStore,
} from '../../gateway/trusted-documents/index.js';
import type { ServiceDefinition } from '../../rest-adapter/engine/types.js';
import { waitFor } from './wait.js';

/**
 * Makes `texts` trusted documents of `client` in the gateway's database, as `documents:load` would (version `tests`),
 * and waits until `gateway` has read them: what a test's own GraphQL client (or a route table of a test's own, which
 * no build's manifest holds) needs to be served by a gateway that enforces trusted documents (TRUSTED_DOCUMENTS=enforce).
 */
export async function trustDocuments(
  databaseUrl: string,
  gateway: RunningGateway,
  client: string,
  texts: readonly string[],
): Promise<void> {
  const before = gateway.trustedDocuments.generation();
  const manifest = readManifest(Object.fromEntries(texts.map((text) => [sha256Of(text), text])), {
    ...DEFAULT_DOCUMENT_LIMITS,
    maxDepth: 12,
  });
  const connection = new pg.Client({ connectionString: databaseUrl });
  await connection.connect();
  try {
    await createDocumentTable(connection);
    await new TrustedDocumentStore(connection).load(client, 'tests', manifest.documents);
  } finally {
    await connection.end();
  }
  await waitFor(() => (gateway.trustedDocuments.generation() > before ? true : undefined), {
    what: 'the gateway to read the trusted documents',
  });
}

/** The documents of route tables as the REST adapter sends them when codegen gave them no id (a test's own `gql`). */
export function routeDocumentTexts(services: readonly ServiceDefinition[]): string[] {
  return services.flatMap((service) => service.routes.map((route) => print(route.document)));
}

/** Removes what trustDocuments loaded for `client` (from a database other tests share). */
export async function distrustDocuments(databaseUrl: string, client: string): Promise<void> {
  const connection = new pg.Client({ connectionString: databaseUrl });
  await connection.connect();
  try {
    await createDocumentTable(connection);
    await new TrustedDocumentStore(connection).remove(client);
  } finally {
    await connection.end();
  }
}
