import { z } from 'zod';
import { EMPTY, int, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryPlanFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  ID_FIELD,
  legacyRecord,
  list,
  listBody,
  NO_CONTENT,
  PAGING,
  record,
  recordBody,
  TIMESTAMPS,
} from './legacy.js';

graphql(`
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
`);

/** A plan as the legacy surface answers it. */
const LEGACY_PLAN = z.object({
  ...ID_FIELD,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  limits: z.object({ maxUsers: z.int(), maxWorkers: z.int(), maxJobSteps: z.int(), maxArticleAttributes: z.int() }),
  rateLimits: z.object({ maxRequests: z.int(), windowMs: z.int() }),
  isActive: z.boolean(),
  ...TIMESTAMPS,
});

const legacyPlan = (plan: FactoryPlanFieldsFragment): z.input<typeof LEGACY_PLAN> => legacyRecord(plan);

const ONE_PLAN = { 200: recordBody('plan', LEGACY_PLAN) };

const LIMITS = { maxUsers: int(), maxWorkers: int(), maxJobSteps: int(), maxArticleAttributes: int() };
const RATE_LIMITS = { maxRequests: int(), windowMs: int() };

/**
 * The fields a plan body may carry; others (`_id`, timestamps of a plan sent back whole) are ignored. A create
 * takes every limit, an update those it changes.
 */
const PLAN_FIELDS = { description: z.string().nullish(), isActive: z.boolean().nullish() };

const SLUG = z.object({ slug: z.string() });

/** `/plan`: every user reads plans; super-admins manage them. */
export const planRoutes: RouteDefinition[] = [
  route({
    name: 'factoryListPlans',
    method: 'GET',
    path: '/plan',
    auth: 'jwt',
    document: graphql(`
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
    `),
    input: { query: z.object(PAGING) },
    variables: ({ query }) => query,
    answers: { 200: listBody('plans', LEGACY_PLAN) },
    respond: ({ factoryPlans }) => list('plans', factoryPlans, legacyPlan),
  }),
  route({
    name: 'factoryGetPlan',
    method: 'GET',
    path: '/plan/:slug',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryPlan($slug: String!) {
        factoryPlan(slug: $slug) {
          ...FactoryPlanFields
        }
      }
    `),
    input: { params: SLUG },
    variables: ({ params }) => ({ slug: params.slug }),
    answers: ONE_PLAN,
    respond: ({ factoryPlan }) => record('plan', legacyPlan(factoryPlan)),
  }),
  route({
    name: 'factoryCreatePlan',
    method: 'POST',
    path: '/plan',
    auth: 'super-admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation FactoryCreatePlan($input: CreateFactoryPlanInput!) {
        createFactoryPlan(input: $input) {
          ...FactoryPlanFields
        }
      }
    `),
    input: {
      body: z.object({
        name: z.string(),
        slug: z.string(),
        limits: z.object(LIMITS),
        rateLimits: z.object(RATE_LIMITS),
        ...PLAN_FIELDS,
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: recordBody('plan', LEGACY_PLAN) },
    respond: ({ createFactoryPlan }) => record('plan', legacyPlan(createFactoryPlan), 201),
  }),
  route({
    name: 'factoryUpdatePlan',
    method: 'PATCH',
    path: '/plan/:slug',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryUpdatePlan($slug: String!, $input: UpdateFactoryPlanInput!) {
        updateFactoryPlan(slug: $slug, input: $input) {
          ...FactoryPlanFields
        }
      }
    `),
    input: {
      params: SLUG,
      body: z.object({
        name: z.string().nullish(),
        slug: z.string().nullish(),
        limits: z.object(LIMITS).partial().nullish(),
        rateLimits: z.object(RATE_LIMITS).partial().nullish(),
        ...PLAN_FIELDS,
      }),
    },
    variables: ({ params, body }) => ({ slug: params.slug, input: body }),
    answers: ONE_PLAN,
    respond: ({ updateFactoryPlan }) => record('plan', legacyPlan(updateFactoryPlan)),
  }),
  route({
    name: 'factoryDeletePlan',
    method: 'DELETE',
    path: '/plan/:slug',
    auth: 'super-admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryDeletePlan($slug: String!) {
        deleteFactoryPlan(slug: $slug) {
          id
        }
      }
    `),
    input: { params: SLUG },
    variables: ({ params }) => ({ slug: params.slug }),
    answers: { 204: EMPTY },
    respond: () => NO_CONTENT,
  }),
];
