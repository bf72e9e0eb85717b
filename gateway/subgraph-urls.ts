import { Kind, type DocumentNode } from 'graphql';
import { subgraphAddress, type Config } from '../platform/config.js';
import { stringArgument, supergraphDocument, type Supergraph } from './supergraph-directives.js';

/** Hosts of a supergraph composed for the local stack (`npm run compose` writes the contract's local ports). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A subgraph the supergraph joins: its `join__Graph` value, and the name and URL of its `@join__graph`. */
export interface JoinedGraph {
  readonly value: string;
  readonly name: string;
  readonly url: string;
}

/** The subgraphs a parsed supergraph joins (its `join__Graph` enum). */
export function joinedGraphs(supergraph: DocumentNode): JoinedGraph[] {
  const graphs: JoinedGraph[] = [];
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const joined = value.directives?.find((directive) => directive.name.value === 'join__graph');
      const name = joined && stringArgument(joined, 'name');
      const url = joined && stringArgument(joined, 'url');
      if (!name || !url)
        throw new Error(`The supergraph's join__Graph value ${value.name.value} has no @join__graph(name:, url:)`);
      graphs.push({ value: value.name.value, name, url });
    }
  }
  if (!graphs.length) throw new Error('The supergraph joins no subgraph (no join__Graph enum)');
  return graphs;
}

/** Each subgraph a supergraph joins, by name, with the URL its `@join__graph(name:, url:)` gives. */
export function joinedSubgraphs(supergraph: Supergraph): Record<string, string> {
  return Object.fromEntries(joinedGraphs(supergraphDocument(supergraph)).map(({ name, url }) => [name, url]));
}

/**
 * Where the gateway reaches the subgraph `name`, which the supergraph joins at `joinedUrl`: `<NAME>_URL` when it is
 * configured (a deployment); otherwise the supergraph's own URL, moved to the configured `<NAME>_PORT` when that URL
 * is on loopback, so that a local stack on other ports (`TRAINING_PORT=...`) is found as the subgraphs themselves
 * listen. Applied to every supergraph the gateway loads, the first and each reloaded one.
 */
export function subgraphUrl(name: string, joinedUrl: string, settings: Config): string {
  const configured = subgraphAddress(name, settings);
  if (configured.url) return configured.url;
  const url = new URL(joinedUrl);
  if (configured.port && LOOPBACK_HOSTS.has(url.hostname)) url.port = String(configured.port);
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
