import type { EntityClass } from '@mikro-orm/core';
import type { JobDefinition } from './jobs.js';

/**
 * One domain area of a subgraph (compliance: tenants, entities, workflows, ...; factory: plans, tenants, ...):
 * its tables, its resolvers and its background jobs. Each subgraph's `subgraph.ts` and `database.ts` gather
 * its areas, so that an area is added in one place.
 */
export interface SubgraphArea {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly entities: readonly EntityClass<any>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers: readonly Function[];
  readonly jobs?: readonly JobDefinition[];
  /** Releases what the area holds at stop (e.g. the OCR engine). */
  onStop?(): Promise<void>;
}
