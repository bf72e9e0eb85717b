import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { snapshot } from '../../shared/audit/audit-trail.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { requireIds } from '../../shared/ids.js';
import { listOrder, orderOf, parsePage, readPage, type Page } from '../../shared/pagination.js';
import { recordColumnsOf, recordOf, tableOf } from '../../shared/read-models.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem, TaxonomyType } from '../taxonomy/taxonomy.entity.js';
import { coursesChanged } from './catalogue.events.js';
import { Course, CourseStatus, type CourseRecord } from './course.entity.js';
import { taxonomyListsOf } from './course.loaders.js';
import type {
  CourseBulkUpdateInput,
  CourseFilter,
  CourseSort,
  CreateCourseInput,
  UpdateCourseInput,
} from './course.types.js';

/** The one nullable sortable column: courses without a duration sort last either way. */
const NULLABLE_SORT_FIELDS: ReadonlySet<string> = new Set(['durationDays']);

const MAX_BULK_IDS = 1000;

/** Words of a search, each matched as a prefix: "proj manag" → `proj:* & manag:*`. */
export function prefixQuery(search: string): string | undefined {
  const words = search
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words?.length
    ? words
        .slice(0, 16)
        .map((word) => `${word}:*`)
        .join(' & ')
    : undefined;
}

/** The rules of the course catalogue: visibility, filters, validation of references, soft delete. */
export class CourseService {
  constructor(private readonly context: Pick<TrainingContext, 'em' | 'auth' | 'audit'>) {}

  /** Published active courses; with `includeUnpublished` (admin only) every non-deleted one. */
  async list(
    filter: CourseFilter | null | undefined,
    sort: readonly CourseSort[] | null | undefined,
    page?: number | null,
    limit?: number | null,
  ): Promise<Page<CourseRecord>> {
    const pageRequest = parsePage(page, limit);
    if (filter?.includeUnpublished) await this.context.auth.requireAdmin();

    // A read model in one statement written by hand: the page's rows as plain objects (nothing hydrated, nothing in
    // the identity map: a public read changes nothing), each with its taxonomy lists, and the total over every page.
    // Each statement is a round trip, and on the course page building it with the query builder cost more than
    // running it.
    const { em } = this.context;
    const conditions = ['course.status = ?'];
    const params: unknown[] = [CourseStatus.ACTIVE];
    if (!filter?.includeUnpublished) conditions.push('course.is_published = true');
    const withTaxonomy = (type: TaxonomyType, column: 'slug' | 'id', values: readonly string[]) => {
      conditions.push(
        `exists (select 1 from ${courseTaxonomyTable(em)} as link join ${tableOf(em, TaxonomyItem)} as item on item.id = link.taxonomy_item_id where link.course_id = course.id and item.type = ? and item.${column} in (${placeholders(values)}))`,
      );
      params.push(type, ...values);
    };
    const bySlugs: [string[] | null | undefined, TaxonomyType][] = [
      [filter?.categorySlugs, TaxonomyType.CATEGORY],
      [filter?.citySlugs, TaxonomyType.CITY],
      [filter?.associationSlugs, TaxonomyType.ASSOCIATION],
    ];
    for (const [slugs, type] of bySlugs) if (slugs?.length) withTaxonomy(type, 'slug', slugs);
    const byIds: [string, string[] | null | undefined, TaxonomyType][] = [
      ['categoryIds', filter?.categoryIds, TaxonomyType.CATEGORY],
      ['cityIds', filter?.cityIds, TaxonomyType.CITY],
      ['associationIds', filter?.associationIds, TaxonomyType.ASSOCIATION],
    ];
    for (const [field, ids, type] of byIds) if (ids?.length) withTaxonomy(type, 'id', requireIds(field, ids));
    const deliveryModes: string[][] = [];
    if (filter?.deliveryModeSlugs?.length) deliveryModes.push(filter.deliveryModeSlugs);
    if (filter?.deliveryModeIds?.length) {
      const modes = await em.find(
        TaxonomyItem,
        { id: { $in: requireIds('deliveryModeIds', filter.deliveryModeIds) }, type: TaxonomyType.DELIVERY_MODE },
        { fields: ['slug'] },
      );
      deliveryModes.push(modes.map((mode) => mode.slug));
    }
    for (const modes of deliveryModes) {
      conditions.push(modes.length ? `course.delivery_mode in (${placeholders(modes)})` : 'false');
      params.push(...modes);
    }
    const search = filter?.search ? prefixQuery(filter.search) : undefined;
    if (search) {
      conditions.push(`course.search_vector @@ to_tsquery('simple', ?)`);
      params.push(search);
    }
    const courses = await readPage<CourseRecord>(
      em,
      {
        select: `${recordColumnsOf(em, Course, 'course')}, ${taxonomyListsOf(em, 'course')}`,
        from: `from ${tableOf(em, Course)} as course where ${conditions.join(' and ')}`,
        params,
        order: orderOf(em, Course, 'course', listOrder<Course>(sort, NULLABLE_SORT_FIELDS)),
      },
      pageRequest,
    );
    for (const course of courses.items) recordOf(em, Course, course);
    return courses;
  }

  /** One course by uuid or slug: NOT_FOUND when absent, deleted, or unpublished and the caller is no admin. */
  async get(idOrSlug: string): Promise<Course> {
    const key = idOrSlug.trim();
    const course = await this.context.em.findOneOrFail(Course, {
      $or: [{ id: normalizeId(key) }, { slug: key }],
      status: { $ne: CourseStatus.DELETED },
    });
    if (!course.isPublished && !(await this.context.auth.isAdmin())) throw notFound('Course');
    return course;
  }

  async create(input: CreateCourseInput): Promise<Course> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const references = await resolveReferences(em, input);
      if (await em.count(Course, { slug: input.slug }))
        throw conflict(`A course with slug "${input.slug}" already exists`, { slug: input.slug });
      const course = em.create(Course, { title: input.title, slug: input.slug, description: input.description });
      apply(course, input, references);
      await em.flush();
      recordEvent(em, coursesChanged('create', [course]));
      await this.context.audit.record(em, actor, {
        action: 'course.create',
        entityType: 'course',
        entityId: course.id,
        after: courseSnapshot(course),
      });
      return course;
    });
  }

  /** Full replacement (PUT): every field of the input is set, absent optional ones to their default. */
  async update(id: string, input: UpdateCourseInput): Promise<Course> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const course = await em.findOneOrFail(Course, { id: normalizeId(id) }, { populate: ['taxonomies'] });
      const references = await resolveReferences(em, input);
      if (input.slug !== course.slug && (await em.count(Course, { slug: input.slug, id: { $ne: course.id } }))) {
        throw conflict(`A course with slug "${input.slug}" already exists`, { slug: input.slug });
      }
      const before = courseSnapshot(course);
      const formerSlug = course.slug;
      apply(course, input, references);
      await em.flush();
      recordEvent(em, coursesChanged('update', [course], [formerSlug]));
      await this.context.audit.record(em, actor, {
        action: 'course.update',
        entityType: 'course',
        entityId: course.id,
        before,
        after: courseSnapshot(course),
      });
      return course;
    });
  }

  /** Records one audit entry per course it changes. */
  async bulkUpdate(ids: string[], updates: CourseBulkUpdateInput): Promise<{ matched: number; updated: number }> {
    const actor = await this.context.auth.requireAdmin();
    if (!ids.length) throw validationError('ids must name at least one course');
    if (ids.length > MAX_BULK_IDS) throw validationError(`At most ${MAX_BULK_IDS} ids per bulk update`);
    const isPublished = updates.isPublished ?? undefined;
    const status = updates.status ?? undefined;
    if (isPublished === undefined && status === undefined)
      throw validationError('updates must set isPublished or status');
    const unique = [...new Set(requireIds('ids', ids))];
    return this.context.em.transactional(async (em) => {
      const courses = await em.find(Course, { id: { $in: unique } });
      const changes: { course: Course; before: Record<string, unknown> | null }[] = [];
      for (const course of courses) {
        const before = courseSnapshot(course);
        let changed = false;
        if (isPublished !== undefined && course.isPublished !== isPublished) {
          course.isPublished = isPublished;
          changed = true;
        }
        if (status !== undefined && course.status !== status) {
          setStatus(course, status);
          changed = true;
        }
        if (changed) changes.push({ course, before });
      }
      await em.flush();
      if (changes.length) {
        recordEvent(
          em,
          coursesChanged(
            'bulk_update',
            changes.map(({ course }) => course),
          ),
        );
      }
      for (const { course, before } of changes) {
        await this.context.audit.record(em, actor, {
          action: 'course.bulk_update',
          entityType: 'course',
          entityId: course.id,
          before,
          after: courseSnapshot(course),
        });
      }
      return { matched: courses.length, updated: changes.length };
    });
  }

  /** Soft delete: the course keeps its row, with status DELETED and deletedAt set. */
  async delete(id: string): Promise<Course> {
    const actor = await this.context.auth.requireAdmin();
    return this.context.em.transactional(async (em) => {
      const course = await em.findOneOrFail(Course, { id: normalizeId(id), status: { $ne: CourseStatus.DELETED } });
      const before = courseSnapshot(course);
      setStatus(course, CourseStatus.DELETED);
      await em.flush();
      recordEvent(em, coursesChanged('delete', [course]));
      await this.context.audit.record(em, actor, {
        action: 'course.delete',
        entityType: 'course',
        entityId: course.id,
        before,
        after: courseSnapshot(course),
      });
      return course;
    });
  }
}

/** A course for the audit trail: its columns, and its taxonomy items as ids when they are loaded. */
function courseSnapshot(course: Course): Record<string, unknown> | null {
  const { taxonomies: _taxonomies, ...columns } = snapshot(course) ?? {};
  return course.taxonomies.isInitialized() ? { ...columns, taxonomyIds: course.taxonomies.getIdentifiers() } : columns;
}

/** `?, ?, ?`: a placeholder for each of `values`. */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The table linking courses and their taxonomy items, quoted and in its schema. */
const courseTaxonomyTable = (em: EntityManager) =>
  tableOf(em, em.getMetadata().get(Course).properties.taxonomies.pivotEntity);

interface References {
  taxonomies: TaxonomyItem[];
}

/**
 * Checks every taxonomy a course input names: ids that exist and are of the list's type, a delivery mode
 * that is the slug of a DELIVERY_MODE item. All problems are reported together, in one VALIDATION_ERROR.
 */
async function resolveReferences(em: EntityManager, input: CreateCourseInput): Promise<References> {
  if (!input.title.trim())
    throw validationError('title must not be blank', { fields: { title: ['must not be blank'] } });
  if (!input.description.trim())
    throw validationError('description must not be blank', { fields: { description: ['must not be blank'] } });
  const lists: [string, string[], TaxonomyType][] = [
    ['categoryIds', input.categoryIds ?? [], TaxonomyType.CATEGORY],
    ['cityIds', input.cityIds ?? [], TaxonomyType.CITY],
    ['associationIds', input.associationIds ?? [], TaxonomyType.ASSOCIATION],
  ];
  const problems: Record<string, string[]> = {};
  const report = (field: string, problem: string) => (problems[field] ??= []).push(problem);
  const wanted = new Set<string>();
  for (const [field, ids] of lists) {
    for (const id of ids) {
      const normalized = normalizeId(id);
      if (normalized) wanted.add(normalized);
      else report(field, `"${id}" is not a valid id`);
    }
  }
  const deliveryMode = input.deliveryMode ?? null;
  const or: FilterQuery<TaxonomyItem>[] = [];
  if (wanted.size) or.push({ id: { $in: [...wanted] } });
  if (deliveryMode !== null) or.push({ type: TaxonomyType.DELIVERY_MODE, slug: deliveryMode });
  const found = or.length ? await em.find(TaxonomyItem, { $or: or }) : [];
  const byId = new Map(found.map((item) => [item.id, item]));

  const taxonomies = new Map<string, TaxonomyItem>();
  for (const [field, ids, type] of lists) {
    for (const id of ids) {
      const normalized = normalizeId(id);
      if (!normalized) continue;
      const item = byId.get(normalized);
      if (!item) report(field, `unknown taxonomy item ${id}`);
      else if (item.type !== type)
        report(field, `taxonomy item ${id} is a ${describe(item.type)}, not a ${describe(type)}`);
      else taxonomies.set(item.id, item);
    }
  }
  if (
    deliveryMode !== null &&
    !found.some((item) => item.type === TaxonomyType.DELIVERY_MODE && item.slug === deliveryMode)
  ) {
    report('deliveryMode', `"${deliveryMode}" is not a delivery mode`);
  }
  const fields = Object.entries(problems);
  if (fields.length) {
    const summary = fields.map(([field, list]) => `${field}: ${list.join(', ')}`).join('; ');
    throw validationError(`Invalid input: ${summary}`, { fields: problems });
  }
  return { taxonomies: [...taxonomies.values()] };
}

function describe(type: TaxonomyType): string {
  return type.toLowerCase().replace('_', ' ');
}

function setStatus(course: Course, status: CourseStatus): void {
  course.status = status;
  if (status === CourseStatus.DELETED) course.deletedAt ??= new Date();
  else course.deletedAt = null;
}

function apply(course: Course, input: CreateCourseInput, references: References): void {
  course.title = input.title.trim();
  course.slug = input.slug;
  course.description = input.description;
  course.deliveryMode = input.deliveryMode ?? null;
  course.durationDays = input.durationDays ?? null;
  course.isPublished = input.isPublished ?? false;
  setStatus(course, input.status ?? CourseStatus.ACTIVE);
  course.schedule = input.schedule ?? [];
  course.courseOutline = input.courseOutline ?? null;
  course.overview = input.overview ?? null;
  course.taxonomies.set(references.taxonomies);
}
