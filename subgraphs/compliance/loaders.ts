import type { EntityManager } from '@mikro-orm/postgresql';
import { createDocumentLoaders, type DocumentLoaders } from './documents/document.loaders.js';

/** The loaders of a compliance request (`context.loaders`): each area's, one set per request. */
export type ComplianceLoaders = DocumentLoaders;

export function createLoaders(em: EntityManager): ComplianceLoaders {
  return { ...createDocumentLoaders(em) };
}
