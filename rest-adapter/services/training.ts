import {
  boolParam,
  compact,
  enumIn,
  enumOut,
  gql,
  intParam,
  listParam,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteRequest,
  type ServiceDefinition,
} from '../engine/index.js';

/**
 * The course-training service (Variants A and B side by side) at `/training/api/v1`.
 * Legacy bodies are snake_case with lower-case enum values; GraphQL is camelCase with upper-case enums.
 */

// ---- GraphQL data ----

interface TaxonomyItemData {
  id: string;
  name: string;
  slug: string;
  type?: string;
}

interface CourseData {
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

const COURSE_FIELDS = gql`
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
    categories { id name slug }
    cities { id name slug }
    associations { id name slug }
    deletedAt
    createdAt
    updatedAt
  }
`;

// ---- legacy bodies ----

const taxonomyRef = (item: TaxonomyItemData) => ({ id: item.id, name: item.name, slug: item.slug });

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

export function legacyTaxonomyItem(item: TaxonomyItemData) {
  return { ...taxonomyRef(item), type: enumOut(item.type) };
}

/** Taxonomy types are singular or plural in REST (`category`, `categories`), one enum in GraphQL. */
const TAXONOMY_TYPES: Readonly<Record<string, string>> = {
  category: 'CATEGORY',
  categories: 'CATEGORY',
  city: 'CITY',
  cities: 'CITY',
  association: 'ASSOCIATION',
  associations: 'ASSOCIATION',
  delivery_mode: 'DELIVERY_MODE',
  delivery_modes: 'DELIVERY_MODE',
};
const taxonomyType = (value: unknown) => enumIn(value, TAXONOMY_TYPES);

/** Course input (create and full update), snake_case → CourseInput. */
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
  const filter = compact({
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
  return Object.keys(filter).length ? filter : undefined;
}

const success = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });

// ---- the route table ----

export const trainingService: ServiceDefinition = {
  name: 'training',
  basePath: '/training/api/v1',
  errorBody: ({ message, correlationId, extra }) => ({ status: 'error', message, correlationId, ...extra }),
  routes: [
    // Courses
    route<{ courses: { items: CourseData[]; total: number; page: number; limit: number } }>({
      name: 'listCourses',
      method: 'GET',
      path: '/courses',
      auth: 'public',
      document: gql`
        query TrainingListCourses($filter: CourseFilter, $sort: String, $page: Int, $limit: Int) {
          courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {
            items { ...TrainingCourseFields }
            total
            page
            limit
          }
        }
        ${COURSE_FIELDS}
      `,
      variables: ({ query }) =>
        compact({
          filter: courseFilter(query),
          sort: stringParam(query.sort),
          page: intParam(stringParam(query.page)),
          limit: intParam(stringParam(query.limit)),
        }),
      respond: ({ courses }) => ({
        status: 200,
        body: {
          status: 'success',
          results: courses.items.length,
          total: courses.total,
          page: courses.page,
          limit: courses.limit,
          data: courses.items.map(legacyCourse),
        },
      }),
    }),
    route<{ createCourse: CourseData }>({
      name: 'createCourse',
      method: 'POST',
      path: '/courses',
      auth: 'admin',
      document: gql`
        mutation TrainingCreateCourse($input: CourseInput!) {
          createCourse(input: $input) { ...TrainingCourseFields }
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
          bulkUpdateCourses(ids: $ids, updates: $updates) { matched updated }
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
          course(idOrSlug: $idOrSlug) { ...TrainingCourseFields }
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
        mutation TrainingUpdateCourse($id: ID!, $input: CourseInput!) {
          updateCourse(id: $id, input: $input) { ...TrainingCourseFields }
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
          deleteCourse(id: $id) { ...TrainingCourseFields }
        }
        ${COURSE_FIELDS}
      `,
      variables: ({ params }) => ({ id: params.id }),
      respond: ({ deleteCourse }) => ({
        status: 200,
        body: { status: 'success', message: 'Course deleted', data: legacyCourse(deleteCourse) },
      }),
    }),

    // Taxonomies
    route<{ taxonomies: Record<'categories' | 'cities' | 'associations' | 'deliveryModes', TaxonomyItemData[]> }>({
      name: 'listTaxonomies',
      method: 'GET',
      path: '/taxonomies',
      auth: 'public',
      document: gql`
        query TrainingTaxonomies {
          taxonomies {
            categories { id name slug }
            cities { id name slug }
            associations { id name slug }
            deliveryModes { id name slug }
          }
        }
      `,
      respond: ({ taxonomies }) =>
        success({
          categories: taxonomies.categories.map(taxonomyRef),
          cities: taxonomies.cities.map(taxonomyRef),
          associations: taxonomies.associations.map(taxonomyRef),
          delivery_modes: taxonomies.deliveryModes.map(taxonomyRef),
        }),
    }),
    // Variant A: the type travels in the body.
    route<{ createTaxonomy: TaxonomyItemData }>({
      name: 'createTaxonomyA',
      variant: 'A',
      method: 'POST',
      path: '/taxonomies',
      auth: 'admin',
      document: gql`
        mutation TrainingCreateTaxonomy($input: TaxonomyInput!) {
          createTaxonomy(input: $input) { id name slug type }
        }
      `,
      variables: ({ body }) => ({
        input: renameFields(objectBody(body), { type: ['type', taxonomyType], name: 'name', slug: 'slug' }),
      }),
      respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
    }),
    route<{ updateTaxonomy: TaxonomyItemData }>({
      name: 'updateTaxonomyA',
      variant: 'A',
      method: 'PUT',
      path: '/taxonomies/:id',
      auth: 'admin',
      document: gql`
        mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {
          updateTaxonomy(id: $id, type: $type, input: $input) { id name slug type }
        }
      `,
      variables: ({ params, body }) => ({ id: params.id, input: renameFields(objectBody(body), { name: 'name', slug: 'slug' }) }),
      respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
    }),
    route<{ deleteTaxonomy: TaxonomyItemData }>({
      name: 'deleteTaxonomyA',
      variant: 'A',
      method: 'DELETE',
      path: '/taxonomies/:id',
      auth: 'admin',
      document: gql`
        mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {
          deleteTaxonomy(id: $id, type: $type) { id name slug type }
        }
      `,
      variables: ({ params }) => ({ id: params.id }),
      respond: ({ deleteTaxonomy }) => ({
        status: 200,
        body: { status: 'success', message: 'Taxonomy item deleted', data: legacyTaxonomyItem(deleteTaxonomy) },
      }),
    }),
    // Variant B: the type is a path segment (categories, cities, associations, delivery_modes).
    route<{ createTaxonomy: TaxonomyItemData }>({
      name: 'createTaxonomyB',
      variant: 'B',
      method: 'POST',
      path: '/taxonomies/:type',
      auth: 'admin',
      document: gql`
        mutation TrainingCreateTaxonomyOfType($input: TaxonomyInput!) {
          createTaxonomy(input: $input) { id name slug type }
        }
      `,
      variables: ({ params, body }) => ({
        input: { ...(renameFields(objectBody(body), { name: 'name', slug: 'slug' }) as object), type: taxonomyType(params.type) },
      }),
      respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
    }),
    route<{ updateTaxonomy: TaxonomyItemData }>({
      name: 'updateTaxonomyB',
      variant: 'B',
      method: 'PUT',
      path: '/taxonomies/:type/:id',
      auth: 'admin',
      document: gql`
        mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {
          updateTaxonomy(id: $id, type: $type, input: $input) { id name slug type }
        }
      `,
      variables: ({ params, body }) => ({
        id: params.id,
        type: taxonomyType(params.type),
        input: renameFields(objectBody(body), { name: 'name', slug: 'slug' }),
      }),
      respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
    }),
    route<{ deleteTaxonomy: TaxonomyItemData }>({
      name: 'deleteTaxonomyB',
      variant: 'B',
      method: 'DELETE',
      path: '/taxonomies/:type/:id',
      auth: 'admin',
      document: gql`
        mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {
          deleteTaxonomy(id: $id, type: $type) { id name slug type }
        }
      `,
      variables: ({ params }) => ({ id: params.id, type: taxonomyType(params.type) }),
      respond: ({ deleteTaxonomy }) => ({
        status: 200,
        body: { status: 'success', message: 'Taxonomy item deleted', data: legacyTaxonomyItem(deleteTaxonomy) },
      }),
    }),
  ],
};
