import type { EntityManager } from '@mikro-orm/postgresql';
import { createCatalogueLoaders, type CatalogueLoaders } from './catalogue/course.loaders.js';
import { createEnrollmentLoaders, type EnrollmentLoaders } from './enrollments/enrollment.loaders.js';

/** The loaders of a training request (`context.loaders`): each area's, one set per request. */
export type TrainingLoaders = CatalogueLoaders & EnrollmentLoaders;

export function createLoaders(em: EntityManager): TrainingLoaders {
  return { ...createCatalogueLoaders(em), ...createEnrollmentLoaders(em) };
}
