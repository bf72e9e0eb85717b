import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
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
  keep: string;
  supergraph?: string;
  validate: boolean;
}

/** `--keep`: a number of versions, at least 1, or `all` (undefined: nothing pruned). */
function keptVersions(value: string): number | undefined {
  if (value === 'all') return undefined;
  if (!/^[1-9][0-9]{0,5}$/.test(value))
    throw new CliUsageError(`--keep must be a number of versions (at least 1) or "all", got "${value}"`);
  return Number(value);
}

/**
 * The API schema a manifest is validated against, and where its supergraph was read: `--supergraph` (a file or an
 * http(s) URL, as SUPERGRAPH_PATH and SUPERGRAPH_URL), else the one the gateway serves, found as the gateway finds it.
 */
async function schemaToValidate(given: string | undefined) {
  const [{ locationName, readSupergraphAt, supergraphLocation }, { servedApiSchema }] = await Promise.all([
    import('../../gateway/supergraph-source.js'),
    import('../../gateway/trusted-documents/index.js'),
  ]);
  const location =
    given === undefined
      ? supergraphLocation(config())
      : /^https?:\/\//i.test(given)
        ? { url: given }
        : { path: resolve(given) };
  const where = locationName(location);
  let sdl: string;
  try {
    sdl = await readSupergraphAt(location);
  } catch (error) {
    throw new CliUsageError(`${(error as Error).message} (--no-validate loads without validating)`);
  }
  try {
    return { schema: servedApiSchema(sdl), where };
  } catch (error) {
    throw new CliUsageError(`The gateway would not serve the supergraph at ${where}: ${(error as Error).message}`);
  }
}

export function register(program: Command): void {
  program
    .command('documents:load')
    .description(
      "loads a client's trusted documents (persisted operations) for the gateway, every replica at once: an Apollo persisted query list (apollo-persisted-query-manifest) or GraphQL Code Generator's persisted-documents.json; refused whole if any document is wrong or does not validate against the supergraph the gateway serves; with --keep, the client's versions beyond that many latest are removed",
    )
    .argument('<file>', 'the manifest (JSON)')
    .requiredOption('--client <name>', "the client's name")
    .option('--version <version>', `the client's version; loading one again replaces it`, DEFAULT_VERSION)
    .option(
      '--keep <versions>',
      `how many of the client's versions stay, the one loaded and the latest before it (older ones are removed), or "all" (see store.ts VERSIONS_KEPT for a deploy-coupled client's choice)`,
      'all',
    )
    .option(
      '--supergraph <file-or-url>',
      'validate the documents against this supergraph instead of the one the gateway serves (SUPERGRAPH_PATH or SUPERGRAPH_URL, else the checked-in one): to load ahead of a supergraph change',
    )
    .option('--no-validate', 'load without validating the documents against a supergraph')
    .action(async (file: string, options: LoadOptions) => {
      const client = checkedName('--client', options.client)!;
      const version = checkedName('--version', options.version) ?? DEFAULT_VERSION;
      const keep = keptVersions(options.keep);
      if (!options.validate && options.supergraph !== undefined)
        throw new CliUsageError('--supergraph and --no-validate: give one or neither');
      const [
        { readManifest, validateDocuments, ManifestRefused, ConflictingDocumentIds, REST_ADAPTER_CLIENT },
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
      const manifest = (() => {
        try {
          return readManifest(json, limits);
        } catch (error) {
          if (error instanceof ManifestRefused) throw new CliUsageError(error.message);
          throw error;
        }
      })();
      // Before the database is touched: a refused manifest leaves every version as it was.
      const validated = options.validate ? await schemaToValidate(options.supergraph) : undefined;
      if (validated)
        try {
          validateDocuments(validated.schema, manifest.documents);
        } catch (error) {
          if (error instanceof ManifestRefused)
            throw new CliUsageError(
              `${error.message}\nValidated against the supergraph at ${validated.where}. To load ahead of a supergraph change, give the next supergraph with --supergraph <file-or-url>, or load with --no-validate.`,
            );
          throw error;
        }
      let loaded: import('../../gateway/trusted-documents/index.js').LoadResult;
      try {
        loaded = await withStore((store) => store.load(client, version, manifest.documents, { keep }));
      } catch (error) {
        if (error instanceof ConflictingDocumentIds) throw new CliUsageError(error.message);
        throw error;
      }
      console.log(
        `Loaded ${loaded.documents} trusted documents (${manifest.format}) for ${client} ${version}, ${
          validated ? `valid against the supergraph at ${validated.where}` : 'not validated against a supergraph'
        }.`,
      );
      if (loaded.removedVersions.length)
        console.log(
          `Removed the older versions of ${client} beyond the latest ${keep}: ${loaded.removedVersions.join(', ')}.`,
        );
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
