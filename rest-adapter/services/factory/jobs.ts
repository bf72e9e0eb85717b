import { z } from 'zod';
import {
  all,
  compact,
  EMPTY,
  enumOut,
  enumValue,
  int,
  is,
  legacyEnum,
  not,
  route,
  sent,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { FactoryJobFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  BODY_PAGING,
  either,
  DATE_RANGE,
  dateRange,
  ID,
  ID_FIELD,
  RELATION_ID,
  requireOne,
  legacyRecord,
  list,
  listBody,
  NO_CONTENT,
  record,
  recordBody,
  TIMESTAMPS,
} from './legacy.js';

graphql(`
  fragment FactoryJobFields on FactoryJob {
    id
    jobNo
    article {
      id
      articleNo
      name
    }
    size
    quantity
    status
    steps {
      id
      name
      order
      isPaid
      rate
      status
      worker {
        id
        name
      }
      startedAt
      completedAt
    }
    createdAt
    updatedAt
    completedAt
  }
`);

const JOB_STATUSES = ['active', 'completed', 'cancelled'] as const;
const STEP_STATUSES = ['pending', 'in_progress', 'completed'] as const;
const NAMED = z.object({ ...ID_FIELD, name: z.string() });

/** A job as the legacy surface answers it. */
const LEGACY_JOB = z.object({
  ...ID_FIELD,
  jobNo: z.string(),
  article: z.object({ ...ID_FIELD, articleNo: z.string(), name: z.string() }),
  size: z.number(),
  quantity: z.int(),
  status: z.enum(JOB_STATUSES),
  steps: z.array(
    z.object({
      ...ID_FIELD,
      name: z.string(),
      order: z.int(),
      isPaid: z.boolean(),
      rate: z.string(),
      status: z.enum(STEP_STATUSES),
      worker: NAMED.nullable(),
      startedAt: timestamp().nullable(),
      completedAt: timestamp().nullable(),
    }),
  ),
  ...TIMESTAMPS,
  completedAt: timestamp().nullable(),
});

/** The legacy job: relations as `{_id, ...}`, states in lower case. */
function legacyJob(job: FactoryJobFieldsFragment): z.input<typeof LEGACY_JOB> {
  return {
    ...legacyRecord(job),
    article: legacyRecord(job.article),
    status: enumOut(job.status),
    steps: job.steps.map((step) => ({
      ...legacyRecord(step),
      status: enumOut(step.status),
      worker: step.worker ? legacyRecord(step.worker) : null,
    })),
  };
}

const ONE_JOB = { 200: recordBody('job', LEGACY_JOB) };

/**
 * A PATCH without a step that asks for `cancelled` cancels the whole job; any other moves one step. A body that
 * is no object is not a cancellation: the step route refuses it, once it has checked the credentials.
 */
const CANCELS_JOB = all(is('body', 'status', 'cancelled'), not(sent('body', 'step')));

/** `/job`, Admin. `/job/create` comes before `/job/:id`. */
export const jobRoutes: RouteDefinition[] = [
  route({
    name: 'factoryListJobs',
    method: 'POST',
    path: '/job',
    auth: 'admin',
    document: graphql(`
      query FactoryListJobs($filter: FactoryJobFilter, $page: Int, $limit: Int) {
        factoryJobs(filter: $filter, page: $page, limit: $limit) {
          items {
            ...FactoryJobFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      body: z.object({
        status: legacyEnum(JOB_STATUSES).nullish(),
        articleId: RELATION_ID,
        article: RELATION_ID,
        workerId: RELATION_ID,
        worker: RELATION_ID,
        ...DATE_RANGE,
        ...BODY_PAGING,
      }),
    },
    variables: ({ body }) => ({
      filter: compact({
        status: enumValue(body.status ?? undefined),
        articleId: body.articleId ?? body.article,
        workerId: body.workerId ?? body.worker,
        ...dateRange(body),
      }),
      page: body.page,
      limit: body.limit,
    }),
    answers: { 200: listBody('jobs', LEGACY_JOB) },
    respond: ({ factoryJobs }) => list('jobs', factoryJobs, legacyJob),
  }),
  route({
    name: 'factoryCreateJob',
    method: 'POST',
    path: '/job/create',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryCreateJob($input: CreateFactoryJobInput!) {
        createFactoryJob(input: $input) {
          ...FactoryJobFields
        }
      }
    `),
    input: {
      body: z
        .object({
          jobNo: z.string(),
          articleId: RELATION_ID,
          article: RELATION_ID,
          size: z.number(),
          quantity: int(),
        })
        .superRefine(requireOne('articleId', 'article')),
    },
    variables: ({ body }) => ({
      input: {
        jobNo: body.jobNo,
        articleId: either(body.articleId, body.article),
        size: body.size,
        quantity: body.quantity,
      },
    }),
    answers: { 201: recordBody('job', LEGACY_JOB) },
    respond: ({ createFactoryJob }) => record('job', legacyJob(createFactoryJob), 201),
  }),
  route({
    name: 'factoryGetJob',
    method: 'GET',
    path: '/job/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryGetJob($id: ID!) {
        factoryJob(id: $id) {
          ...FactoryJobFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: ONE_JOB,
    respond: ({ factoryJob }) => record('job', legacyJob(factoryJob)),
  }),
  route({
    name: 'factoryCancelJob',
    method: 'PATCH',
    path: '/job/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    when: CANCELS_JOB,
    document: graphql(`
      mutation FactoryCancelJob($id: ID!) {
        cancelFactoryJob(id: $id) {
          ...FactoryJobFields
        }
      }
    `),
    input: { params: ID, body: z.object({ status: legacyEnum(['cancelled']) }) },
    variables: ({ params }) => ({ id: params.id }),
    answers: ONE_JOB,
    respond: ({ cancelFactoryJob }) => record('job', legacyJob(cancelFactoryJob)),
  }),
  route({
    name: 'factoryMoveJobStep',
    method: 'PATCH',
    path: '/job/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryMoveJobStep($id: ID!, $input: MoveFactoryJobStepInput!) {
        moveFactoryJobStep(id: $id, input: $input) {
          job {
            ...FactoryJobFields
          }
          credited
        }
      }
    `),
    input: {
      params: ID,
      body: z.object({
        step: z.string(),
        status: legacyEnum(STEP_STATUSES),
        workerId: RELATION_ID,
        worker: RELATION_ID,
      }),
    },
    variables: ({ params, body }) => ({
      id: params.id,
      input: { step: body.step, status: enumValue(body.status), workerId: body.workerId ?? body.worker },
    }),
    answers: {
      200: z.object({
        status: z.literal('success'),
        data: z.object({ job: LEGACY_JOB, credited: z.string().nullable() }),
      }),
    },
    respond: ({ moveFactoryJobStep: { job, credited } }) => ({
      status: 200 as const,
      body: { status: 'success' as const, data: { job: legacyJob(job), credited } },
    }),
  }),
  route({
    name: 'factoryDeleteJob',
    method: 'DELETE',
    path: '/job/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryDeleteJob($id: ID!) {
        deleteFactoryJob(id: $id)
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 204: EMPTY },
    respond: () => NO_CONTENT,
  }),
];
