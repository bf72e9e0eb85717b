import type { EntityManager } from '@mikro-orm/postgresql';
import { createPlanLoaders, type PlanLoaders } from './plans/plan.loaders.js';

/** The loaders of a factory request (`context.loaders`): each area's, one set per request. */
export type FactoryLoaders = PlanLoaders;

export function createLoaders(em: EntityManager): FactoryLoaders {
  return { ...createPlanLoaders(em) };
}
