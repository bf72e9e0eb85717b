import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { TaxonomyItem, TaxonomyType } from '../taxonomy/taxonomy.entity.js';
import { Course } from './course.entity.js';

export interface TaxonomiesOfCourse {
  categories: TaxonomyItem[];
  cities: TaxonomyItem[];
  associations: TaxonomyItem[];
}

/**
 * Per-request loaders. The taxonomy lists of every course a response shows are read in one query, whatever
 * the number of courses: the DataLoader collects the courses of a tick and populates them together.
 */
export interface CatalogueLoaders {
  taxonomiesOfCourse: DataLoader<Course, TaxonomiesOfCourse, string>;
  courseById: DataLoader<string, Course | null>;
  taxonomyById: DataLoader<string, TaxonomyItem | null>;
}

function split(items: TaxonomyItem[]): TaxonomiesOfCourse {
  return {
    categories: items.filter((item) => item.type === TaxonomyType.CATEGORY),
    cities: items.filter((item) => item.type === TaxonomyType.CITY),
    associations: items.filter((item) => item.type === TaxonomyType.ASSOCIATION),
  };
}

export function createCatalogueLoaders(em: EntityManager): CatalogueLoaders {
  return {
    taxonomiesOfCourse: new DataLoader<Course, TaxonomiesOfCourse, string>(
      async (courses) => {
        const pending = courses.filter((course) => !course.taxonomies.isInitialized());
        if (pending.length) await em.populate(pending, ['taxonomies']);
        return courses.map((course) => split(course.taxonomies.getItems()));
      },
      { cacheKeyFn: (course) => course.id },
    ),
    courseById: new DataLoader<string, Course | null>(async (ids) => {
      const courses = await em.find(Course, { id: { $in: [...ids] } });
      const byId = new Map(courses.map((course) => [course.id, course]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    taxonomyById: new DataLoader<string, TaxonomyItem | null>(async (ids) => {
      const items = await em.find(TaxonomyItem, { id: { $in: [...ids] } });
      const byId = new Map(items.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
