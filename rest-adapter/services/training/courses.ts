import { z } from 'zod';
import {
  enumOut,
  enumValue,
  int,
  legacyEnum,
  querySort,
  queryBool,
  queryList,
  queryString,
  route,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { TrainingCourseFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { deleted, deletedBody, listFilter, pageBody, paginated, PAGING, success, successBody } from './legacy.js';
import { TAXONOMY_REF, taxonomyRef } from './taxonomies.js';

graphql(`
  fragment TrainingCourseFields on Course {
    id
    title
    slug
    description
    isPublished
    status
    deliveryMode
    durationDays
    schedule
    courseOutline
    overview
    brochureUrl
    categories {
      ...TrainingTaxonomyRefFields
    }
    cities {
      ...TrainingTaxonomyRefFields
    }
    associations {
      ...TrainingTaxonomyRefFields
    }
    deletedAt
    createdAt
    updatedAt
  }
`);

const COURSE_STATUSES = ['active', 'deleted'] as const;
const NULLABLE_TEXT = z.string().nullable();

/** A course as the legacy surface answers it. */
export const LEGACY_COURSE = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  is_published: z.boolean(),
  status: z.enum(COURSE_STATUSES),
  delivery_mode: NULLABLE_TEXT,
  duration_days: z.int().nullable(),
  schedule: z.unknown(),
  categories: z.array(TAXONOMY_REF),
  cities: z.array(TAXONOMY_REF),
  associations: z.array(TAXONOMY_REF),
  deleted_at: timestamp().nullable(),
  course_outline: NULLABLE_TEXT,
  overview: NULLABLE_TEXT,
  brochure_url: NULLABLE_TEXT,
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** The one course mapper: GraphQL Course → legacy snake_case course. */
export function legacyCourse(course: TrainingCourseFieldsFragment): z.input<typeof LEGACY_COURSE> {
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    description: course.description,
    is_published: course.isPublished,
    status: enumOut(course.status),
    delivery_mode: course.deliveryMode,
    duration_days: course.durationDays,
    schedule: course.schedule,
    categories: course.categories.map(taxonomyRef),
    cities: course.cities.map(taxonomyRef),
    associations: course.associations.map(taxonomyRef),
    deleted_at: course.deletedAt,
    course_outline: course.courseOutline,
    overview: course.overview,
    brochure_url: course.brochureUrl,
    created_at: course.createdAt,
    updated_at: course.updatedAt,
  };
}

const COURSE_STATUS = legacyEnum(COURSE_STATUSES);
const ONE_COURSE = { 200: successBody(LEGACY_COURSE) };
const IDS = z.array(z.string());

/** The course of a create or full update, snake_case. */
const COURSE_BODY = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  delivery_mode: z.string().nullish(),
  duration_days: int().nullish(),
  is_published: z.boolean().nullish(),
  status: COURSE_STATUS.nullish(),
  category_ids: IDS.nullish(),
  city_ids: IDS.nullish(),
  association_ids: IDS.nullish(),
  /** Scheduled sessions: any JSON, as the subgraph checks it. */
  schedule: z.unknown().optional(),
  course_outline: z.string().nullish(),
  overview: z.string().nullish(),
});

const courseInput = (body: z.output<typeof COURSE_BODY>) => ({
  title: body.title,
  slug: body.slug,
  description: body.description,
  deliveryMode: body.delivery_mode,
  durationDays: body.duration_days,
  isPublished: body.is_published,
  status: enumValue(body.status),
  categoryIds: body.category_ids,
  cityIds: body.city_ids,
  associationIds: body.association_ids,
  schedule: body.schedule,
  courseOutline: body.course_outline,
  overview: body.overview,
});

const SLUGS = queryList(z.string());

/** GET /courses filters: slugs (Variant A) and ids (Variant B), both accepted on the same route. */
const COURSE_QUERY = z.object({
  category: SLUGS,
  city: SLUGS,
  association: SLUGS,
  delivery_mode: SLUGS,
  category_ids: SLUGS,
  city_ids: SLUGS,
  association_ids: SLUGS,
  delivery_mode_ids: SLUGS,
  search: queryString(),
  include_unpublished: queryBool(),
  ...PAGING,
  sort: querySort(['title', 'created_at', 'createdAt', 'duration_days', 'durationDays', 'updated_at', 'updatedAt']),
});

const ID = z.object({ id: z.string() });

export const courseRoutes: RouteDefinition[] = [
  route({
    name: 'listCourses',
    method: 'GET',
    path: '/courses',
    auth: 'public',
    // `include_unpublished` is an administrator's view: a token the identity provider refuses answers 403.
    errors: ['FORBIDDEN'],
    document: graphql(`
      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {
        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {
          items {
            ...TrainingCourseFields
          }
          total
          page
          limit
        }
      }
    `),
    input: { query: COURSE_QUERY },
    variables: ({ query }) => ({
      filter: listFilter({
        categorySlugs: query.category,
        citySlugs: query.city,
        associationSlugs: query.association,
        deliveryModeSlugs: query.delivery_mode,
        categoryIds: query.category_ids,
        cityIds: query.city_ids,
        associationIds: query.association_ids,
        deliveryModeIds: query.delivery_mode_ids,
        search: query.search,
        includeUnpublished: query.include_unpublished,
      }),
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    }),
    answers: { 200: pageBody(LEGACY_COURSE) },
    respond: ({ courses }) => paginated(courses, legacyCourse),
  }),
  route({
    name: 'createCourse',
    method: 'POST',
    path: '/courses',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingCreateCourse($input: CreateCourseInput!) {
        createCourse(input: $input) {
          ...TrainingCourseFields
        }
      }
    `),
    input: { body: COURSE_BODY },
    variables: ({ body }) => ({ input: courseInput(body) }),
    answers: { 201: successBody(LEGACY_COURSE) },
    respond: ({ createCourse }) => success(legacyCourse(createCourse), 201),
  }),
  // Before /courses/:id, which would otherwise take "bulk" for an id.
  route({
    name: 'bulkUpdateCourses',
    method: 'PATCH',
    path: '/courses/bulk',
    auth: 'admin',
    document: graphql(`
      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {
        bulkUpdateCourses(ids: $ids, updates: $updates) {
          matched
          updated
        }
      }
    `),
    input: {
      body: z.object({
        ids: IDS,
        updates: z.object({ is_published: z.boolean().nullish(), status: COURSE_STATUS.nullish() }),
      }),
    },
    variables: ({ body }) => ({
      ids: body.ids,
      updates: { isPublished: body.updates.is_published, status: enumValue(body.updates.status) },
    }),
    answers: { 200: successBody(z.object({ matched: z.int(), updated: z.int() })) },
    respond: ({ bulkUpdateCourses }) => success(bulkUpdateCourses),
  }),
  route({
    name: 'getCourse',
    method: 'GET',
    path: '/courses/:id',
    auth: 'public',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query TrainingGetCourse($idOrSlug: String!) {
        course(idOrSlug: $idOrSlug) {
          ...TrainingCourseFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ idOrSlug: params.id }),
    answers: ONE_COURSE,
    respond: ({ course }) => success(legacyCourse(course)),
  }),
  route({
    name: 'updateCourse',
    method: 'PUT',
    path: '/courses/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingUpdateCourse($id: ID!, $input: UpdateCourseInput!) {
        updateCourse(id: $id, input: $input) {
          ...TrainingCourseFields
        }
      }
    `),
    input: { params: ID, body: COURSE_BODY },
    variables: ({ params, body }) => ({ id: params.id, input: courseInput(body) }),
    answers: ONE_COURSE,
    respond: ({ updateCourse }) => success(legacyCourse(updateCourse)),
  }),
  route({
    name: 'deleteCourse',
    method: 'DELETE',
    path: '/courses/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingDeleteCourse($id: ID!) {
        deleteCourse(id: $id) {
          ...TrainingCourseFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: deletedBody('Course deleted', LEGACY_COURSE),
    respond: ({ deleteCourse }) => deleted('Course deleted', legacyCourse(deleteCourse)),
  }),
];
