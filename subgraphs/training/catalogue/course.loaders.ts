import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { builtOnce } from '../../shared/read-models.js';
import { TaxonomyItem, TaxonomyType } from '../taxonomy/taxonomy.entity.js';
import { Course, type CourseRecord, type TaxonomiesOfCourse, type TaxonomyItemRecord } from './course.entity.js';

/**
 * Per-request loaders. The taxonomy lists of every course a response shows are read in one query, whatever
 * the number of courses: the DataLoader collects the courses of a tick and reads their lists together.
 */
export interface CatalogueLoaders {
  taxonomiesOfCourse: DataLoader<Course | CourseRecord, TaxonomiesOfCourse, string>;
  courseById: DataLoader<string, Course | null>;
  taxonomyById: DataLoader<string, TaxonomyItem | null>;
}

/** A course a write has loaded with its taxonomies: it answers from them. */
const withTaxonomies = (course: Course | CourseRecord): course is Course =>
  course instanceof Course && course.taxonomies.isInitialized();

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
        const unread = courses.filter((course) => !withTaxonomies(course)).map((course) => course.id);
        const read = new Map<string, TaxonomiesOfCourse>();
        if (unread.length) {
          const rows = await em
            .createQueryBuilder(Course, 'course')
            .select('id')
            .addSelect(raw(taxonomyListsOf(em, 'course')))
            .where({ id: { $in: unread } })
            .execute<{ id: string; taxonomyLists: TaxonomiesOfCourse }[]>('all');
          for (const row of rows) read.set(row.id, row.taxonomyLists);
        }
        return courses.map((course) =>
          withTaxonomies(course) ? split(course.taxonomies.getItems()) : (read.get(course.id) ?? split([])),
        );
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

/** One taxonomy list of a course: at once when a read model brought it along, else through the loader. */
export function taxonomyListOf(
  course: Course | CourseRecord,
  loaders: CatalogueLoaders,
  taxonomy: keyof TaxonomiesOfCourse,
): TaxonomyItemRecord[] | Promise<TaxonomyItemRecord[]> {
  if ('taxonomyLists' in course && course.taxonomyLists) return course.taxonomyLists[taxonomy];
  return loaders.taxonomiesOfCourse.load(course).then((lists) => lists[taxonomy]);
}

const listOfType = (type: TaxonomyType) =>
  `coalesce(json_agg(json_build_object('id', item.id, 'type', item.type, 'name', item.name, 'slug', item.slug) order by item.name) filter (where item.type = '${type}'), '[]'::json)`;

const taxonomyListSubqueries = new Map<string, string>();

/**
 * A column of a course read model's select list, `taxonomyLists`: the taxonomy lists of the course aliased
 * `courseAlias` as one JSON object shaped as `TaxonomiesOfCourse`, from a correlated subquery. The subquery's text
 * depends on nothing a request gives, so the query builder writes it once.
 */
export function taxonomyListsOf(em: EntityManager, courseAlias: string): string {
  const subquery = builtOnce(taxonomyListSubqueries, `${String(em.config.get('schema'))}:${courseAlias}`, () =>
    em
      .createQueryBuilder(Course, 'owner')
      .join('owner.taxonomies', 'item')
      .select(
        raw(
          `json_build_object('categories', ${listOfType(TaxonomyType.CATEGORY)}, 'cities', ${listOfType(TaxonomyType.CITY)}, 'associations', ${listOfType(TaxonomyType.ASSOCIATION)})`,
        ),
      )
      .where({ id: sql.ref(`${courseAlias}.id`) })
      .getFormattedQuery(),
  );
  return `(${subquery}) as "taxonomyLists"`;
}
