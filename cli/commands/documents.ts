import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { config } from '../../platform/config.js';
import { resolveDatabase } from '../../platform/database/index.js';
import { CliUsageError } from '../errors.js';

/** A client's name or version: what an operator types, kept to characters that need no quoting anywhere. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._@/+-]{0,99}$/;
/** The version a manifest is loaded as when none is given: loading again without one replaces it. */
const DEFAULT_VERSION = 'current';

function checkedName(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !NAME.test(value))
    throw new CliUsageError(
      `${flag} must be 1 to 100 letters, digits or . _ @ / + - (starting with a letter or digit), got "${value}"`,
    );
  return value;
}

/**
 * Runs `work` with the trusted-document store of the gateway's database (DATABASE_URL, or the embedded one), its table
 * created if need be. Loaded on use, as every command's code: `--help` and a bad command line answer without it.
 */
async function withStore<T>(
  work: (store: import('../../gateway/trusted-documents/index.js').TrustedDocumentStore) => Promise<T>,
): Promise<T> {
  const { TrustedDocumentStore, createDocumentTable } = await import('../../gateway/trusted-documents/index.js');
  const database = await resolveDatabase();
  const client = new pg.Client({ connectionString: database.url, application_name: 'cli-documents' });
  try {
    await client.connect();
    await createDocumentTable(client);
    return await work(new TrustedDocumentStore(client));
  } finally {
    await client.end().catch(() => undefined);
    await database.stop();
  }
}

interface LoadOptions {
  client: string;
  version?: string;
}

export function register(program: Command): void {
  program
    .command('documents:load')
    .description(
      "loads a client's trusted documents (persisted operations) for the gateway, every replica at once: an Apollo persisted query list (apollo-persisted-query-manifest) or GraphQL Code Generator's persisted-documents.json; refused whole if any document is wrong",
    )
    .argument('<file>', 'the manifest (JSON)')
    .requiredOption('--client <name>', "the client's name")
    .option('--version <version>', `the client's version; loading one again replaces it`, DEFAULT_VERSION)
    .action(async (file: string, options: LoadOptions) => {
      const client = checkedName('--client', options.client)!;
      const version = checkedName('--version', options.version) ?? DEFAULT_VERSION;
      const [
        { readManifest, ManifestRefused, ConflictingDocumentIds, REST_ADAPTER_CLIENT },
        { DEFAULT_DOCUMENT_LIMITS },
      ] = await Promise.all([
        import('../../gateway/trusted-documents/index.js'),
        import('../../gateway/document-limits.js'),
      ]);
      if (client === REST_ADAPTER_CLIENT)
        throw new CliUsageError(`"${REST_ADAPTER_CLIENT}" is the REST adapter's, which the gateway loads itself`);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new CliUsageError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new CliUsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      // The gateway's own limits: a document it would refuse from a client is refused here, once and for all.
      const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxDepth: config().GRAPHQL_MAX_DEPTH };
      try {
        const manifest = readManifest(json, limits);
        const loaded = await withStore((store) => store.load(client, version, manifest.documents));
        console.log(`Loaded ${loaded} trusted documents (${manifest.format}) for ${client} ${version}.`);
      } catch (error) {
        if (error instanceof ManifestRefused || error instanceof ConflictingDocumentIds)
          throw new CliUsageError(error.message);
        throw error;
      }
    });

  program
    .command('documents:list')
    .description("lists the clients' trusted-document manifests: client, version, documents, when loaded")
    .action(async () => {
      const manifests = await withStore((store) => store.list());
      if (!manifests.length) {
        console.log('No trusted documents are loaded.');
        return;
      }
      for (const manifest of manifests)
        console.log(
          `${manifest.client}\t${manifest.version}\t${manifest.documents} documents\tloaded ${manifest.loadedAt.toISOString()}`,
        );
    });

  program
    .command('documents:remove')
    .description("removes a client's trusted documents: one version, or every version")
    .requiredOption('--client <name>', "the client's name")
    .option('--version <version>', 'only this version')
    .action(async (options: LoadOptions) => {
      const client = checkedName('--client', options.client)!;
      const version = checkedName('--version', options.version);
      const removed = await withStore((store) => store.remove(client, version));
      if (!removed)
        throw new CliUsageError(`No trusted documents of ${client}${version === undefined ? '' : ` ${version}`}`);
      console.log(`Removed ${removed} trusted documents of ${client}${version === undefined ? '' : ` ${version}`}.`);
    });
}
