import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { taxonomyChanged } from '../catalogue/catalogue.events.js';
import { Course } from '../catalogue/course.entity.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem, TaxonomyType } from './taxonomy.entity.js';
import type { TaxonomyGroups, CreateTaxonomyInput, UpdateTaxonomyInput } from './taxonomy.types.js';

/** A URL slug from a name: "Project Management (Advanced)" → "project-management-advanced". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The rules of the four course taxonomies. */
export class TaxonomyService {
  constructor(private readonly context: Pick<TrainingContext, 'em' | 'auth' | 'audit'>) {}

  async groups(): Promise<TaxonomyGroups> {
    const items = await this.context.em.find(TaxonomyItem, {}, { orderBy: { name: 'asc', id: 'asc' } });
    const of = (type: TaxonomyType) => items.filter((item) => item.type === type);
    return {
      categories: of(TaxonomyType.CATEGORY),
      cities: of(TaxonomyType.CITY),
      associations: of(TaxonomyType.ASSOCIATION),
      deliveryModes: of(TaxonomyType.DELIVERY_MODE),
    };
  }

  async create(input: CreateTaxonomyInput): Promise<TaxonomyItem> {
    const actor = await this.context.auth.requireAdmin();
    const name = input.name.trim();
    if (!name) throw validationError('name must not be blank');
    const slug = input.slug ?? slugify(name);
    if (!slug) throw validationError(`Cannot derive a slug from the name "${name}": give one`);
    return this.context.em.transactional(async (em) => {
      await this.#assertSlugFree(em, input.type, slug);
      const item = em.create(TaxonomyItem, { type: input.type, name, slug });
      await em.flush();
      recordEvent(em, taxonomyChanged('create', [item.id]));
      await this.context.audit.record(em, actor, {
        action: 'taxonomy.create',
        entityType: 'taxonomy',
        entityId: item.id,
        after: snapshot(item),
      });
      return item;
    });
  }

  /** Renames an item; when `type` is given the item must be of that type. A delivery mode's new slug follows into its courses. */
  async update(id: string, type: TaxonomyType | null | undefined, input: UpdateTaxonomyInput): Promise<TaxonomyItem> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const item = await this.#find(em, id, type);
      const before = snapshot(item);
      const name = input.name?.trim();
      if (input.name !== undefined && input.name !== null && !name) throw validationError('name must not be blank');
      const oldSlug = item.slug;
      if (input.slug && input.slug !== item.slug) {
        await this.#assertSlugFree(em, item.type, input.slug);
        item.slug = input.slug;
      }
      if (name) item.name = name;
      if (item.type === TaxonomyType.DELIVERY_MODE && item.slug !== oldSlug) {
        await em.nativeUpdate(Course, { deliveryMode: oldSlug }, { deliveryMode: item.slug, updatedAt: new Date() });
      }
      await em.flush();
      recordEvent(em, taxonomyChanged('update', [item.id]));
      await this.context.audit.record(em, actor, {
        action: 'taxonomy.update',
        entityType: 'taxonomy',
        entityId: item.id,
        before,
        after: snapshot(item),
      });
      return item;
    });
  }

  /** Removes an item for good and detaches it from every course (a deleted delivery mode leaves its courses without one). */
  async delete(id: string, type: TaxonomyType | null | undefined): Promise<TaxonomyItem> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const item = await this.#find(em, id, type);
      const before = snapshot(item);
      const removed = Object.assign(new TaxonomyItem(), {
        id: item.id,
        type: item.type,
        name: item.name,
        slug: item.slug,
        createdAt: item.createdAt,
        updatedAt: item.updatedAt,
      });
      if (item.type === TaxonomyType.DELIVERY_MODE) {
        await em.nativeUpdate(Course, { deliveryMode: item.slug }, { deliveryMode: null, updatedAt: new Date() });
      } else {
        await em.execute(
          'update "training"."course" set "updated_at" = now() where "id" in (select "course_id" from "training"."course_taxonomy" where "taxonomy_item_id" = ?)',
          [item.id],
        );
      }
      // The join rows go with it (on delete cascade).
      em.remove(item);
      await em.flush();
      recordEvent(em, taxonomyChanged('delete', [removed.id]));
      await this.context.audit.record(em, actor, {
        action: 'taxonomy.delete',
        entityType: 'taxonomy',
        entityId: removed.id,
        before,
      });
      return removed;
    });
  }

  async #find(em: EntityManager, id: string, type: TaxonomyType | null | undefined): Promise<TaxonomyItem> {
    return em.findOneOrFail(TaxonomyItem, { id: normalizeId(id), type: type ?? undefined });
  }

  async #assertSlugFree(em: EntityManager, type: TaxonomyType, slug: string): Promise<void> {
    const taken = await em.count(TaxonomyItem, { type, slug });
    if (taken)
      throw conflict(`A ${type.toLowerCase().replace('_', ' ')} with slug "${slug}" already exists`, { type, slug });
  }
}
