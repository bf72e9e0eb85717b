import { z } from 'zod';
import {
  enumOut,
  enumValue,
  FILE,
  legacyEnum,
  querySort,
  queryList,
  queryString,
  route,
  streamFrom,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { TrainingInterestFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  LINK_RESENT,
  linkResent,
  listFilter,
  pageBody,
  paginated,
  PAGING,
  SEARCH_AND_DATES,
  searchAndDates,
  success,
  successBody,
} from './legacy.js';

graphql(`
  fragment TrainingInterestFields on Interest {
    id
    courseId
    course {
      id
      title
    }
    name
    email
    phone
    organisation
    status
    source
    brochureRequested
    brochureSentAt
    brochureTokenExpiresAt
    deletedAt
    erasedAt
    createdAt
    updatedAt
  }
`);

const INTEREST_STATUSES = ['new', 'contacted', 'converted', 'closed', 'enrolled', 'rejected'] as const;
const NULLABLE_TEXT = z.string().nullable();

/** An interest as the legacy surface answers it. */
export const LEGACY_INTEREST = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: NULLABLE_TEXT,
  name: NULLABLE_TEXT,
  email: NULLABLE_TEXT,
  phone: NULLABLE_TEXT,
  organisation: NULLABLE_TEXT,
  status: z.enum(INTEREST_STATUSES),
  source: z.enum(['public', 'admin']),
  brochure_requested: z.boolean(),
  brochure_sent_at: timestamp().nullable(),
  brochure_expires_at: timestamp().nullable(),
  deleted_at: timestamp().nullable(),
  erased_at: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** The one interest mapper: GraphQL Interest → legacy snake_case interest. */
export function legacyInterest(interest: TrainingInterestFieldsFragment): z.input<typeof LEGACY_INTEREST> {
  return {
    id: interest.id,
    course_id: interest.courseId,
    course_title: interest.course?.title ?? null,
    name: interest.name,
    email: interest.email,
    phone: interest.phone,
    organisation: interest.organisation,
    status: enumOut(interest.status),
    source: enumOut(interest.source),
    brochure_requested: interest.brochureRequested,
    brochure_sent_at: interest.brochureSentAt,
    brochure_expires_at: interest.brochureTokenExpiresAt,
    deleted_at: interest.deletedAt,
    erased_at: interest.erasedAt,
    created_at: interest.createdAt,
    updated_at: interest.updatedAt,
  };
}

const INTEREST_STATUS = legacyEnum(INTEREST_STATUSES);
const ONE_INTEREST = { 200: successBody(LEGACY_INTEREST) };
const CREATED = { 201: successBody(LEGACY_INTEREST) };

/** Who registers an interest, as both forms take it. */
const LEARNER = {
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  organisation: z.string().nullish(),
};

const ID = z.object({ id: z.string() });
const IDS = z.object({ ids: z.array(z.string()) });

export const interestRoutes: RouteDefinition[] = [
  route({
    name: 'registerInterest',
    method: 'POST',
    path: '/courses/:id/interest',
    auth: 'challenge',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingRegisterInterest($course: String!, $input: RegisterInterestInput!) {
        registerInterest(course: $course, input: $input) {
          ...TrainingInterestFields
        }
      }
    `),
    input: {
      params: ID,
      body: z.object({
        ...LEARNER,
        challengeToken: z.string().nullish(),
        request_brochure: z.boolean().nullish(),
      }),
    },
    variables: ({ params, body }) => ({
      course: params.id,
      input: {
        name: body.name,
        email: body.email,
        phone: body.phone,
        organisation: body.organisation,
        challengeToken: body.challengeToken,
        requestBrochure: body.request_brochure,
      },
    }),
    answers: CREATED,
    respond: ({ registerInterest }) => success(legacyInterest(registerInterest), 201),
  }),
  route({
    name: 'createInterest',
    variant: 'B',
    method: 'POST',
    path: '/interests',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingCreateInterest($input: CreateInterestInput!) {
        createInterest(input: $input) {
          ...TrainingInterestFields
        }
      }
    `),
    input: {
      body: z.object({
        ...LEARNER,
        course_id: z.string(),
        status: INTEREST_STATUS.nullish(),
        send_brochure: z.boolean().nullish(),
      }),
    },
    variables: ({ body }) => ({
      input: {
        name: body.name,
        email: body.email,
        phone: body.phone,
        organisation: body.organisation,
        courseId: body.course_id,
        status: enumValue(body.status),
        sendBrochure: body.send_brochure,
      },
    }),
    answers: CREATED,
    respond: ({ createInterest }) => success(legacyInterest(createInterest), 201),
  }),
  route({
    name: 'listInterests',
    method: 'GET',
    path: '/interests',
    auth: 'admin',
    document: graphql(`
      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {
        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {
          items {
            ...TrainingInterestFields
          }
          total
          page
          limit
        }
      }
    `),
    // Both variants' filters: A's status and course_id, B's search and date range.
    input: {
      query: z.object({
        status: queryList(INTEREST_STATUS),
        course_id: queryString(),
        ...SEARCH_AND_DATES,
        ...PAGING,
        sort: querySort([
          'createdAt',
          'created_at',
          'updatedAt',
          'updated_at',
          'name',
          'email',
          'organisation',
          'status',
        ]),
      }),
    },
    variables: ({ query }) => ({
      filter: listFilter({
        status: query.status?.map((status) => enumValue(status)),
        courseId: query.course_id,
        ...searchAndDates(query),
      }),
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    }),
    answers: { 200: pageBody(LEGACY_INTEREST) },
    respond: ({ interests }) => paginated(interests, legacyInterest),
  }),
  // Before any GET /interests/:id route, which would take "brochure" for an id.
  route({
    name: 'downloadBrochure',
    variant: 'B',
    method: 'GET',
    path: '/interests/brochure/:token',
    auth: 'public',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    document: graphql(`
      query TrainingBrochureDownload($token: String!) {
        brochureDownload(token: $token) {
          path
        }
      }
    `),
    input: { params: z.object({ token: z.string() }) },
    variables: ({ params }) => ({ token: params.token }),
    answers: { 200: FILE },
    respondWithRequest: ({ brochureDownload }, req) => streamFrom(new URL(brochureDownload.path, req.gatewayOrigin)),
  }),
  route({
    name: 'updateInterestStatus',
    method: 'PATCH',
    path: '/interests/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {
        updateInterestStatus(id: $id, status: $status) {
          ...TrainingInterestFields
        }
      }
    `),
    input: { params: ID, body: z.object({ status: INTEREST_STATUS }) },
    variables: ({ params, body }) => ({ id: params.id, status: enumValue(body.status) }),
    answers: ONE_INTEREST,
    respond: ({ updateInterestStatus }) => success(legacyInterest(updateInterestStatus)),
  }),
  route({
    name: 'deleteInterests',
    variant: 'B',
    method: 'DELETE',
    path: '/interests',
    auth: 'admin',
    document: graphql(`
      mutation TrainingDeleteInterests($ids: [ID!]!) {
        deleteInterests(ids: $ids) {
          matched
          deleted
        }
      }
    `),
    input: { body: IDS },
    variables: ({ body }) => ({ ids: body.ids }),
    answers: { 200: successBody(z.object({ matched: z.int(), deleted: z.int() })) },
    respond: ({ deleteInterests }) => success(deleteInterests),
  }),
  route({
    name: 'resendBrochure',
    variant: 'B',
    method: 'POST',
    path: '/interests/:id/resend-brochure',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingResendBrochure($interestId: ID!) {
        resendBrochure(interestId: $interestId) {
          regenerated
          expiresAt
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ interestId: params.id }),
    answers: { 200: LINK_RESENT },
    respond: ({ resendBrochure }) => linkResent(resendBrochure),
  }),
  route({
    name: 'eraseInterest',
    variant: 'B',
    method: 'POST',
    path: '/interests/:id/hard-delete',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingEraseInterest($id: ID!) {
        eraseInterest(id: $id) {
          ...TrainingInterestFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: ONE_INTEREST,
    respond: ({ eraseInterest }) => success(legacyInterest(eraseInterest)),
  }),
];
