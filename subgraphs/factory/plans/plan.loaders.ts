import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { notFound } from '../../../platform/errors.js';
import { Plan } from './plan.entity.js';

/** Per-request loaders of plans: the plans of every tenant a response lists, read in one query. */
export interface PlanLoaders {
  /** A missing plan is NOT_FOUND (every tenant has one: the reference is a foreign key). */
  planById: DataLoader<string, Plan>;
}

export function createPlanLoaders(em: EntityManager): PlanLoaders {
  return {
    planById: new DataLoader<string, Plan>(async (ids) => {
      const plans = await em.find(Plan, { id: { $in: [...ids] } });
      const byId = new Map(plans.map((plan) => [plan.id, plan]));
      return ids.map((id) => byId.get(id) ?? notFound('Plan'));
    }),
  };
}
