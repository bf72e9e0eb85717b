import { gql, objectBody, renameFields, route, type RouteDefinition } from '../../engine/index.js';
import { legacyRecord, list, pageVariables, record, type PageData } from './legacy.js';

interface PlanData {
  id: string;
  name: string;
  slug: string;
  description: string;
  limits: { maxUsers: number; maxWorkers: number; maxJobSteps: number; maxArticleAttributes: number };
  rateLimits: { maxRequests: number; windowMs: number };
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

const PLAN_FIELDS = gql`
  fragment FactoryPlanFields on FactoryPlan {
    id
    name
    slug
    description
    limits {
      maxUsers
      maxWorkers
      maxJobSteps
      maxArticleAttributes
    }
    rateLimits {
      maxRequests
      windowMs
    }
    isActive
    createdAt
    updatedAt
  }
`;

/** The fields a plan body may carry; others (`_id`, timestamps of a plan sent back whole) are ignored. */
const planInput = (body: unknown) =>
  renameFields(objectBody(body), {
    name: 'name',
    slug: 'slug',
    description: 'description',
    limits: 'limits',
    rateLimits: 'rateLimits',
    isActive: 'isActive',
  });

/** `/plan`: every user reads plans; super-admins manage them. */
export const planRoutes: RouteDefinition[] = [
  route<{ factoryPlans: PageData<PlanData> }>({
    name: 'factoryListPlans',
    method: 'GET',
    path: '/plan',
    auth: 'jwt',
    document: gql`
      query FactoryListPlans($page: Int, $limit: Int) {
        factoryPlans(page: $page, limit: $limit) {
          items {
            ...FactoryPlanFields
          }
          total
          page
          limit
        }
      }
      ${PLAN_FIELDS}
    `,
    variables: ({ query }) => pageVariables(query),
    respond: ({ factoryPlans }) => list('plans', factoryPlans, legacyRecord),
  }),
  route<{ factoryPlan: PlanData }>({
    name: 'factoryGetPlan',
    method: 'GET',
    path: '/plan/:slug',
    auth: 'jwt',
    document: gql`
      query FactoryPlan($slug: String!) {
        factoryPlan(slug: $slug) {
          ...FactoryPlanFields
        }
      }
      ${PLAN_FIELDS}
    `,
    variables: ({ params }) => ({ slug: params.slug }),
    respond: ({ factoryPlan }) => record('plan', legacyRecord(factoryPlan)),
  }),
  route<{ createFactoryPlan: PlanData }>({
    name: 'factoryCreatePlan',
    method: 'POST',
    path: '/plan',
    auth: 'super-admin',
    document: gql`
      mutation FactoryCreatePlan($input: CreateFactoryPlanInput!) {
        createFactoryPlan(input: $input) {
          ...FactoryPlanFields
        }
      }
      ${PLAN_FIELDS}
    `,
    variables: ({ body }) => ({ input: planInput(body) }),
    respond: ({ createFactoryPlan }) => record('plan', legacyRecord(createFactoryPlan), 201),
  }),
  route<{ updateFactoryPlan: PlanData }>({
    name: 'factoryUpdatePlan',
    method: 'PATCH',
    path: '/plan/:slug',
    auth: 'super-admin',
    document: gql`
      mutation FactoryUpdatePlan($slug: String!, $input: UpdateFactoryPlanInput!) {
        updateFactoryPlan(slug: $slug, input: $input) {
          ...FactoryPlanFields
        }
      }
      ${PLAN_FIELDS}
    `,
    variables: ({ params, body }) => ({ slug: params.slug, input: planInput(body) }),
    respond: ({ updateFactoryPlan }) => record('plan', legacyRecord(updateFactoryPlan)),
  }),
  route<{ deleteFactoryPlan: { id: string } }>({
    name: 'factoryDeletePlan',
    method: 'DELETE',
    path: '/plan/:slug',
    auth: 'super-admin',
    document: gql`
      mutation FactoryDeletePlan($slug: String!) {
        deleteFactoryPlan(slug: $slug) {
          id
        }
      }
    `,
    variables: ({ params }) => ({ slug: params.slug }),
    respond: () => ({ status: 204 }),
  }),
];
