import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { TaxonomyItem, TaxonomyType } from '../taxonomy/taxonomy.entity.js';
import { Course, type CourseRecord, type TaxonomiesOfCourse, type TaxonomyItemRecord } from './course.entity.js';

/**
 * Per-request loaders. The taxonomy lists of every course a response shows are read in one query, whatever
 * the number of courses: the DataLoader collects the courses of a tick and populates them together.
 */
export interface CatalogueLoaders {
  taxonomiesOfCourse: DataLoader<Course | CourseRecord, TaxonomiesOfCourse, string>;
  courseById: DataLoader<string, Course | null>;
  taxonomyById: DataLoader<string, TaxonomyItem | null>;
}

function split(items: readonly TaxonomyItemRecord[]): TaxonomiesOfCourse {
  return {
    categories: items.filter((item) => item.type === TaxonomyType.CATEGORY),
    cities: items.filter((item) => item.type === TaxonomyType.CITY),
    associations: items.filter((item) => item.type === TaxonomyType.ASSOCIATION),
  };
}

export function createCatalogueLoaders(em: EntityManager): CatalogueLoaders {
  return {
    taxonomiesOfCourse: new DataLoader<Course | CourseRecord, TaxonomiesOfCourse, string>(
      async (courses) => {
        const itemsOf = new Map<string, TaxonomyItemRecord[]>();
        for (const course of courses) {
          // A course a write has loaded with its taxonomies answers from them.
          if (course instanceof Course && course.taxonomies.isInitialized())
            itemsOf.set(course.id, course.taxonomies.getItems());
        }
        const unread = courses.filter((course) => !itemsOf.has(course.id)).map((course) => course.id);
        if (unread.length) {
          for (const row of await taxonomyRowsOf(em, unread)) {
            const { courseId, ...item } = row;
            const items = itemsOf.get(courseId) ?? [];
            items.push(item);
            itemsOf.set(courseId, items);
          }
        }
        return courses.map((course) => split(itemsOf.get(course.id) ?? []));
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

/** The taxonomy items of the courses, by name, as plain rows (a read model: nothing hydrated, nothing tracked). */
function taxonomyRowsOf(
  em: EntityManager,
  courseIds: readonly string[],
): Promise<(TaxonomyItemRecord & { courseId: string })[]> {
  return em
    .createQueryBuilder(Course, 'course')
    .join('course.taxonomies', 'item')
    .select([raw('course.id as "courseId"'), 'item.id', 'item.type', 'item.name', 'item.slug'])
    .where({ id: { $in: [...courseIds] } })
    .orderBy({ taxonomies: { name: 'asc' } })
    .execute('all', false);
}

/** The taxonomy lists of a course: those a read model brought along, else through the loader. */
export function taxonomiesOf(
  course: Course | CourseRecord,
  loaders: CatalogueLoaders,
): TaxonomiesOfCourse | Promise<TaxonomiesOfCourse> {
  return ('taxonomyLists' in course && course.taxonomyLists) || loaders.taxonomiesOfCourse.load(course);
}

const listOfType = (type: TaxonomyType) =>
  `coalesce(json_agg(json_build_object('id', item.id, 'type', item.type, 'name', item.name, 'slug', item.slug) order by item.name) filter (where item.type = '${type}'), '[]'::json)`;

/**
 * A correlated subquery for a course read model: the taxonomy lists of the course aliased `courseAlias`, as one JSON
 * object shaped as `TaxonomiesOfCourse`.
 */
export function taxonomyListsOf(em: EntityManager, courseAlias: string) {
  return em
    .createQueryBuilder(Course, 'owner')
    .join('owner.taxonomies', 'item')
    .select(
      raw(
        `json_build_object('categories', ${listOfType(TaxonomyType.CATEGORY)}, 'cities', ${listOfType(TaxonomyType.CITY)}, 'associations', ${listOfType(TaxonomyType.ASSOCIATION)})`,
      ),
    )
    .where({ id: sql.ref(`${courseAlias}.id`) });
}
