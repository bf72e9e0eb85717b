import {
  boolParam,
  enumIn,
  enumOut,
  gql,
  legacySort,
  listParam,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteDefinition,
  type RouteRequest,
} from '../../engine/index.js';
import { listFilter, listVariables, paginated, success, type PageData } from './legacy.js';
import { taxonomyRef, type TaxonomyItemData } from './taxonomies.js';

export interface CourseData {
  id: string;
  title: string;
  slug: string;
  description: string;
  isPublished: boolean;
  status: string;
  deliveryMode: string | null;
  durationDays: number | null;
  schedule: unknown;
  courseOutline: string | null;
  overview: string | null;
  brochureUrl: string | null;
  categories: TaxonomyItemData[];
  cities: TaxonomyItemData[];
  associations: TaxonomyItemData[];
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const COURSE_FIELDS = gql`
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
      id
      name
      slug
    }
    cities {
      id
      name
      slug
    }
    associations {
      id
      name
      slug
    }
    deletedAt
    createdAt
    updatedAt
  }
`;

/** The one course mapper: GraphQL Course → legacy snake_case course. */
export function legacyCourse(course: CourseData) {
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
    categories: (course.categories ?? []).map(taxonomyRef),
    cities: (course.cities ?? []).map(taxonomyRef),
    associations: (course.associations ?? []).map(taxonomyRef),
    deleted_at: course.deletedAt,
    course_outline: course.courseOutline,
    overview: course.overview,
    brochure_url: course.brochureUrl,
    created_at: course.createdAt,
    updated_at: course.updatedAt,
  };
}

/** Course input (create and full update), snake_case → CreateCourseInput or UpdateCourseInput. */
function courseInput(body: unknown) {
  return renameFields(objectBody(body), {
    title: 'title',
    slug: 'slug',
    description: 'description',
    delivery_mode: 'deliveryMode',
    duration_days: 'durationDays',
    is_published: 'isPublished',
    status: ['status', (value) => enumIn(value)],
    category_ids: 'categoryIds',
    city_ids: 'cityIds',
    association_ids: 'associationIds',
    schedule: 'schedule',
    course_outline: 'courseOutline',
    overview: 'overview',
  });
}

/** GET /courses filters: slugs (Variant A) and ids (Variant B), both accepted on the same route. */
function courseFilter(query: RouteRequest['query']) {
  return listFilter({
    categorySlugs: listParam(query.category),
    citySlugs: listParam(query.city),
    associationSlugs: listParam(query.association),
    deliveryModeSlugs: listParam(query.delivery_mode),
    categoryIds: listParam(query.category_ids),
    cityIds: listParam(query.city_ids),
    associationIds: listParam(query.association_ids),
    deliveryModeIds: listParam(query.delivery_mode_ids),
    search: stringParam(query.search),
    includeUnpublished: boolParam(stringParam(query.include_unpublished)),
  });
}

export const courseRoutes: RouteDefinition[] = [
  route<{ courses: PageData<CourseData> }>({
    name: 'listCourses',
    method: 'GET',
    path: '/courses',
    auth: 'public',
    document: gql`
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
      ${COURSE_FIELDS}
    `,
    sort: legacySort(['title', 'created_at', 'createdAt', 'duration_days', 'durationDays', 'updated_at', 'updatedAt']),
    variables: ({ query }) => listVariables(query, courseFilter(query)),
    respond: ({ courses }) => paginated(courses, legacyCourse),
  }),
  route<{ createCourse: CourseData }>({
    name: 'createCourse',
    method: 'POST',
    path: '/courses',
    auth: 'admin',
    document: gql`
      mutation TrainingCreateCourse($input: CreateCourseInput!) {
        createCourse(input: $input) {
          ...TrainingCourseFields
        }
      }
      ${COURSE_FIELDS}
    `,
    variables: ({ body }) => ({ input: courseInput(body) }),
    respond: ({ createCourse }) => success(legacyCourse(createCourse), 201),
  }),
  // Before /courses/:id, which would otherwise take "bulk" for an id.
  route<{ bulkUpdateCourses: { matched: number; updated: number } }>({
    name: 'bulkUpdateCourses',
    method: 'PATCH',
    path: '/courses/bulk',
    auth: 'admin',
    document: gql`
      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {
        bulkUpdateCourses(ids: $ids, updates: $updates) {
          matched
          updated
        }
      }
    `,
    variables: ({ body }) => {
      const { ids, updates } = objectBody(body);
      return {
        ids,
        updates: renameFields(updates, { is_published: 'isPublished', status: ['status', (value) => enumIn(value)] }),
      };
    },
    respond: ({ bulkUpdateCourses }) => success(bulkUpdateCourses),
  }),
  route<{ course: CourseData }>({
    name: 'getCourse',
    method: 'GET',
    path: '/courses/:id',
    auth: 'public',
    document: gql`
      query TrainingGetCourse($idOrSlug: String!) {
        course(idOrSlug: $idOrSlug) {
          ...TrainingCourseFields
        }
      }
      ${COURSE_FIELDS}
    `,
    variables: ({ params }) => ({ idOrSlug: params.id }),
    respond: ({ course }) => success(legacyCourse(course)),
  }),
  route<{ updateCourse: CourseData }>({
    name: 'updateCourse',
    method: 'PUT',
    path: '/courses/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateCourse($id: ID!, $input: UpdateCourseInput!) {
        updateCourse(id: $id, input: $input) {
          ...TrainingCourseFields
        }
      }
      ${COURSE_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, input: courseInput(body) }),
    respond: ({ updateCourse }) => success(legacyCourse(updateCourse)),
  }),
  route<{ deleteCourse: CourseData }>({
    name: 'deleteCourse',
    method: 'DELETE',
    path: '/courses/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingDeleteCourse($id: ID!) {
        deleteCourse(id: $id) {
          ...TrainingCourseFields
        }
      }
      ${COURSE_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ deleteCourse }) => ({
      status: 200,
      body: { status: 'success', message: 'Course deleted', data: legacyCourse(deleteCourse) },
    }),
  }),
];
