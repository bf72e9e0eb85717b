import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import type { DocumentLimits } from '../document-limits.js';
import { sha256Of } from './document-id.js';
import { readManifest } from './manifest.js';
import { REST_ADAPTER_CLIENT, type TrustedDocumentRegistry } from './registry.js';
import { TrustedDocumentStore, VERSIONS_KEPT } from './store.js';

/**
 * The REST adapter's operations, as GraphQL Code Generator's client preset writes them (`persistedDocuments` in
 * codegen.yml) from its route tables: built with the code, so the gateway knows them without a CLI step.
 */
export const REST_ADAPTER_MANIFEST = join(PROJECT_ROOT, 'rest-adapter', 'generated', 'persisted-documents.json');

/**
 * Loads the REST adapter's manifest as the client `rest-adapter`, its version the hash of the file: a replica of a new
 * build adds its version beside those of the replicas still running (a rolling deployment: an adapter of either
 * build finds its documents), and a replica of a build already loaded changes nothing (no reload on every replica
 * at each start). The versions beyond the VERSIONS_KEPT latest are removed as it is loaded (see VERSIONS_KEPT for why
 * that is safe for the replicas of the previous builds). Returns the version.
 */
export async function loadRestAdapterManifest(
  registry: TrustedDocumentRegistry,
  limits: DocumentLimits,
  log: Logger,
  path = REST_ADAPTER_MANIFEST,
): Promise<string> {
  const text = await readFile(path, 'utf8');
  const version = sha256Of(text).slice(0, 16);
  const client = await registry.database.connect();
  try {
    const loaded = await client.query(
      'select 1 from trusted_documents.documents where client = $1 and version = $2 limit 1',
      [REST_ADAPTER_CLIENT, version],
    );
    if (loaded.rowCount) return version;
    const manifest = readManifest(JSON.parse(text), limits);
    const { removedVersions } = await new TrustedDocumentStore(client).load(
      REST_ADAPTER_CLIENT,
      version,
      manifest.documents,
      { keep: VERSIONS_KEPT },
    );
    log.info({ version, documents: manifest.documents.length, removedVersions }, 'the REST adapter manifest is loaded');
  } finally {
    client.release();
  }
  // Known here at once, not only when the notification comes back.
  await registry.reload();
  return version;
}
