import type { EntityClass } from '@mikro-orm/core';
import type { JobDefinition } from '../shared/jobs.js';

/**
 * One domain area of the compliance subgraph (tenants, entities, workflows, ...): its tables, its resolvers
 * and its background jobs. `subgraph.ts` and `database.ts` gather the areas, so that an area is added in one place.
 */
export interface ComplianceArea {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly entities: readonly EntityClass<any>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers: readonly Function[];
  readonly jobs?: readonly JobDefinition[];
  /** Releases what the area holds at stop (e.g. the OCR engine). */
  onStop?(): Promise<void>;
}
