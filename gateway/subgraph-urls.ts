import { Kind, parse, type ConstDirectiveNode } from 'graphql';
import type { Config } from '../platform/config.js';

/** Hosts of a supergraph composed for the local stack (`npm run compose` writes the contract's local ports). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

function stringArgument(directive: ConstDirectiveNode, name: string): string | undefined {
  const argument = directive.arguments?.find((each) => each.name.value === name);
  return argument?.value.kind === Kind.STRING ? argument.value.value : undefined;
}

/** Each subgraph a supergraph joins, by name, with the URL its `@join__graph(name:, url:)` gives. */
export function joinedSubgraphs(supergraphSdl: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const definition of parse(supergraphSdl, { noLocation: true }).definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const joined = value.directives?.find((directive) => directive.name.value === 'join__graph');
      const name = joined && stringArgument(joined, 'name');
      const url = joined && stringArgument(joined, 'url');
      if (!name || !url)
        throw new Error(`The supergraph's join__Graph value ${value.name.value} has no @join__graph(name:, url:)`);
      urls[name] = url;
    }
  }
  if (!Object.keys(urls).length) throw new Error('The supergraph joins no subgraph (no join__Graph enum)');
  return urls;
}

/**
 * Where the gateway reaches the subgraph `name`, which the supergraph joins at `joinedUrl`: `<NAME>_URL` when it is
 * configured (a deployment); otherwise the supergraph's own URL, moved to the configured `<NAME>_PORT` when that URL
 * is on loopback, so that a local stack on other ports (`TRAINING_PORT=...`) is found as the subgraphs themselves
 * listen. Applied to every supergraph the gateway loads, the first and each reloaded one.
 */
export function subgraphUrl(name: string, joinedUrl: string, settings: Config): string {
  const variables = settings as Readonly<Record<string, unknown>>;
  const prefix = name.toUpperCase();
  const configured = variables[`${prefix}_URL`];
  if (typeof configured === 'string') return configured;
  const url = new URL(joinedUrl);
  const port = variables[`${prefix}_PORT`];
  if (typeof port === 'number' && LOOPBACK_HOSTS.has(url.hostname)) url.port = String(port);
  return url.toString();
}

/** Where the gateway reaches each subgraph of the supergraph (see subgraphUrl). */
export function subgraphUrls(supergraphSdl: string, settings: Config): Record<string, string> {
  return Object.fromEntries(
    Object.entries(joinedSubgraphs(supergraphSdl)).map(([name, joinedUrl]) => [
      name,
      subgraphUrl(name, joinedUrl, settings),
    ]),
  );
}
