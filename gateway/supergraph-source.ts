import type { SupergraphManager } from '@apollo/gateway';
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import { schemaFile } from '../schema/supergraph.js';

/** Where the supergraph is read: a file, watched, or an http(s) URL, polled. */
export type SupergraphLocation = { readonly path: string } | { readonly url: string };

/** SUPERGRAPH_URL, else SUPERGRAPH_PATH, else the checked-in supergraph (what runs is what was reviewed). */
export function supergraphLocation(settings: Config): SupergraphLocation {
  if (settings.SUPERGRAPH_URL) return { url: settings.SUPERGRAPH_URL };
  return { path: resolve(settings.SUPERGRAPH_PATH ?? schemaFile('supergraph')) };
}

/** How long a file's directory stays quiet before the file is read: an editor's or deployer's write is several events. */
const SETTLE_MS = 100;
/** How long one request for the supergraph's URL may take. */
const FETCH_TIMEOUT_MS = 10_000;

/** Reads the supergraph; undefined when it is known to be unchanged (a 304) or not readable as a whole yet. */
type Read = () => Promise<string | undefined>;

function fileReader(path: string): Read {
  return async () => {
    const sdl = await readFile(path, 'utf8');
    // A writer that truncates the file before writing it leaves it empty for a moment: that is no supergraph yet.
    return sdl.trim() ? sdl : undefined;
  };
}

/** Conditional requests: once the server has given an ETag, an unchanged supergraph costs a 304 and no body. */
function urlReader(url: string): Read {
  let etag: string | undefined;
  return async () => {
    const response = await fetch(url, {
      headers: { accept: 'text/plain, */*', ...(etag ? { 'if-none-match': etag } : {}) },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304) return undefined;
    const body = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    etag = response.headers.get('etag') ?? undefined;
    return body;
  };
}

/** The file's path or the URL, as messages name the location. */
export const locationName = (location: SupergraphLocation): string =>
  'url' in location ? location.url : location.path;

const readerOf = (location: SupergraphLocation): Read =>
  'url' in location ? urlReader(location.url) : fileReader(location.path);

/** The supergraph at `location`, read once: what `documents:load` validates against. */
export async function readSupergraphAt(location: SupergraphLocation): Promise<string> {
  const where = locationName(location);
  let sdl: string | undefined;
  try {
    sdl = await readerOf(location)();
  } catch (error) {
    throw new Error(`Cannot read the supergraph at ${where}: ${(error as Error).message}`, { cause: error });
  }
  if (sdl === undefined) throw new Error(`The supergraph at ${where} is empty`);
  return sdl;
}

/**
 * The supergraph from a file or a URL, as ApolloGateway's own supergraph manager: ApolloGateway loads the first one,
 * and each later one that differs is handed to its `update`, which swaps the schema and query planner. Apollo
 * Server takes the schema once per request, so a query in flight finishes on the supergraph it started with. A
 * supergraph that ApolloGateway cannot load (`update` throws) is logged and ignored: the gateway keeps serving the
 * previous one. A file is watched through its directory, so that a file replaced by a rename (editors, deployers,
 * a Kubernetes ConfigMap's symbolic links) is seen too; it is also re-read every `pollMs`, for file systems that
 * report no changes. A URL is polled every `pollMs`.
 */
export function supergraphSource(location: SupergraphLocation, pollMs: number, log: Logger): SupergraphManager {
  const where = locationName(location);
  const read = readerOf(location);
  return {
    initialize: async ({ update }) => {
      let first: string | undefined;
      try {
        first = await read();
      } catch (error) {
        throw new Error(`Cannot read the supergraph at ${where}: ${(error as Error).message}`, { cause: error });
      }
      if (first === undefined) throw new Error(`The supergraph at ${where} is empty`);
      /** The last supergraph seen, loaded or refused: the same text again is no change. */
      let last = first;
      let stopped = false;

      const check = async () => {
        let sdl: string | undefined;
        try {
          sdl = await read();
        } catch (error) {
          log.warn({ err: error, supergraph: where }, 'could not read the supergraph; still serving the previous one');
          return;
        }
        if (sdl === undefined || sdl === last || stopped) return;
        last = sdl;
        try {
          update(sdl);
          log.info({ supergraph: where }, 'supergraph reloaded');
        } catch (error) {
          log.error({ err: error, supergraph: where }, 'supergraph refused; still serving the previous one');
        }
      };
      // One check at a time; a trigger during a check runs one more afterwards.
      let checking: Promise<void> | undefined;
      let again = false;
      const trigger = () => {
        if (stopped) return;
        if (checking) {
          again = true;
          return;
        }
        checking = check().finally(() => {
          checking = undefined;
          if (again) {
            again = false;
            trigger();
          }
        });
      };

      const poller = setInterval(trigger, pollMs);
      poller.unref();
      let watcher: FSWatcher | undefined;
      let settle: NodeJS.Timeout | undefined;
      if ('path' in location) {
        watcher = watch(dirname(location.path), { persistent: false }, () => {
          clearTimeout(settle);
          settle = setTimeout(trigger, SETTLE_MS);
        });
        watcher.on('error', (error) =>
          log.warn({ err: error, supergraph: where }, 'stopped watching the supergraph; re-reading it every poll'),
        );
      }
      log.info({ supergraph: where, pollMs }, 'supergraph read; watching it for changes');

      return {
        supergraphSdl: first,
        cleanup: async () => {
          stopped = true;
          clearInterval(poller);
          clearTimeout(settle);
          watcher?.close();
          await checking;
        },
      };
    },
  };
}
