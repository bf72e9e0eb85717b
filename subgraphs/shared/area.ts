import type { EntityClass } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NonEmptyArray } from 'type-graphql';
import type { Config } from '../../platform/config.js';
import type { ReferenceResolvers } from './federation.js';
import type { JobDefinition } from './jobs.js';
import type { SubgraphDefinition } from './server.js';

/**
 * One domain area of a subgraph (training: catalogue, enrollments, ...; compliance: tenants, workflows, ...;
 * factory: plans, workers, ...): its tables, its resolvers, how the supergraph's references to its entities are
 * resolved and its background jobs. Each area folder exports one in its `index.ts`; each subgraph lists them in
 * its `areas.ts`, and its `subgraph.ts` and `database.ts` gather them, so that an area is added in one place.
 */
export interface SubgraphArea {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly entities: readonly EntityClass<any>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers: readonly Function[];
  /** The `__resolveReference` of each `@key` entity the area owns, by type name. */
  readonly references?: ReferenceResolvers;
  readonly jobs?: readonly JobDefinition[];
  /**
   * Work the area runs beside the requests while the subgraph serves (the outbox's relay): started once the database
   * is migrated and the job queue runs, stopped after the requests, before the job queue.
   */
  start?(startup: AreaStartup): Promise<BackgroundWork>;
  /** Releases what the area holds at stop (e.g. the OCR engine). */
  onStop?(): Promise<void>;
}

/** What an area's background work starts with. */
export interface AreaStartup {
  readonly orm: MikroORM;
  readonly databaseUrl: string;
  /** The subgraph's PostgreSQL schema. */
  readonly schema: string;
  /** The subgraph's configuration, read at its start. */
  readonly settings: Config;
}

export interface BackgroundWork {
  stop(): Promise<void>;
}

/** Starts the background work of `areas` in their order; on a failure, what was started is stopped again. */
async function startAreas(areas: readonly SubgraphArea[], startup: AreaStartup): Promise<BackgroundWork> {
  const started: BackgroundWork[] = [];
  const stopAll = async () => {
    for (const work of started.reverse()) await work.stop();
  };
  try {
    for (const area of areas) if (area.start) started.push(await area.start(startup));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { stop: stopAll };
}

/** The tables of a subgraph's areas, for its `database.ts`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function areaEntities(areas: readonly SubgraphArea[]): EntityClass<any>[] {
  return areas.flatMap((area) => area.entities);
}

/**
 * What a subgraph's definition takes from its areas: resolvers, reference resolvers, jobs, background work, and
 * their release at stop.
 */
export function gatherAreas(
  areas: readonly SubgraphArea[],
): Pick<SubgraphDefinition, 'resolvers' | 'referenceResolvers' | 'jobs' | 'startBackgroundWork' | 'onStop'> {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    resolvers: areas.flatMap((area) => area.resolvers) as NonEmptyArray<Function>,
    referenceResolvers: Object.assign({}, ...areas.map((area) => area.references ?? {})) as ReferenceResolvers,
    jobs: areas.flatMap((area) => area.jobs ?? []),
    startBackgroundWork: (startup) => startAreas(areas, startup),
    onStop: async () => {
      await Promise.all(areas.map((area) => area.onStop?.()));
    },
  };
}
