import { z } from 'zod';
import {
  enumOut,
  FILE,
  querySort,
  not,
  route,
  sent,
  streamFrom,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { TrainingPlanRequestFieldsFragment } from '../../generated/graphql.js';
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
  fragment TrainingPlanRequestFields on TrainingPlanRequest {
    id
    organisation
    contactName
    contactEmail
    contactPhone
    requirements
    source
    emailSentAt
    downloadTokenExpiresAt
    deletedAt
    erasedAt
    createdAt
    updatedAt
  }
`);

const NULLABLE_TEXT = z.string().nullable();

/** A training plan request as the legacy surface answers it. */
const LEGACY_REQUEST = z.object({
  id: z.string(),
  organisation: NULLABLE_TEXT,
  contact_name: NULLABLE_TEXT,
  contact_email: NULLABLE_TEXT,
  contact_phone: NULLABLE_TEXT,
  requirements: NULLABLE_TEXT,
  source: z.enum(['public_form', 'public_request', 'admin']),
  email_sent_at: timestamp().nullable(),
  download_expires_at: timestamp().nullable(),
  deleted_at: timestamp().nullable(),
  erased_at: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
const CREATED = { 201: successBody(LEGACY_REQUEST) };

export function legacyTrainingPlanRequest(request: TrainingPlanRequestFieldsFragment): z.input<typeof LEGACY_REQUEST> {
  return {
    id: request.id,
    organisation: request.organisation,
    contact_name: request.contactName,
    contact_email: request.contactEmail,
    contact_phone: request.contactPhone,
    requirements: request.requirements,
    source: enumOut(request.source),
    email_sent_at: request.emailSentAt,
    download_expires_at: request.downloadTokenExpiresAt,
    deleted_at: request.deletedAt,
    erased_at: request.erasedAt,
    created_at: request.createdAt,
    updated_at: request.updatedAt,
  };
}

/** Who asks for a training plan, snake_case. */
const REQUESTER = {
  organisation: z.string().nullish(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullish(),
  requirements: z.string().nullish(),
};
const ADMIN_REQUEST = z.object(REQUESTER);
const PUBLIC_REQUEST = z.object({ ...REQUESTER, challengeToken: z.string().nullish() });

const requesterInput = (body: z.output<typeof ADMIN_REQUEST>) => ({
  organisation: body.organisation,
  contactName: body.contact_name,
  contactEmail: body.contact_email,
  contactPhone: body.contact_phone,
  requirements: body.requirements,
});
const publicInput = (body: z.output<typeof PUBLIC_REQUEST>) => ({
  ...requesterInput(body),
  challengeToken: body.challengeToken,
});

const ID = z.object({ id: z.string() });

/**
 * `POST /training-plan` means two things: Variant A's public form and Variant B's admin manual creation. Admin
 * clients always send their bearer token and public forms never do, so the Authorization header decides.
 */
const SENT_BY_ADMIN = sent('header', 'authorization');

export const trainingPlanRoutes: RouteDefinition[] = [
  route({
    name: 'requestTrainingPlanA',
    variant: 'A',
    method: 'POST',
    path: '/training-plan',
    auth: 'challenge',
    when: not(SENT_BY_ADMIN),
    document: graphql(`
      mutation TrainingRequestTrainingPlanForm($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {
        requestTrainingPlan(input: $input, form: $form) {
          ...TrainingPlanRequestFields
        }
      }
    `),
    input: { body: PUBLIC_REQUEST },
    variables: ({ body }) => ({ input: publicInput(body), form: 'PUBLIC_FORM' as const }),
    answers: CREATED,
    respond: ({ requestTrainingPlan }) => success(legacyTrainingPlanRequest(requestTrainingPlan), 201),
  }),
  route({
    name: 'createTrainingPlanRequestB',
    variant: 'B',
    method: 'POST',
    path: '/training-plan',
    auth: 'admin',
    when: SENT_BY_ADMIN,
    document: graphql(`
      mutation TrainingCreateTrainingPlanRequest($input: CreateTrainingPlanRequestInput!) {
        createTrainingPlanRequest(input: $input) {
          ...TrainingPlanRequestFields
        }
      }
    `),
    input: { body: ADMIN_REQUEST },
    variables: ({ body }) => ({ input: requesterInput(body) }),
    answers: CREATED,
    respond: ({ createTrainingPlanRequest }) => success(legacyTrainingPlanRequest(createTrainingPlanRequest), 201),
  }),
  route({
    name: 'requestTrainingPlanB',
    variant: 'B',
    method: 'POST',
    path: '/training-plan/request',
    auth: 'challenge',
    document: graphql(`
      mutation TrainingRequestTrainingPlan($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {
        requestTrainingPlan(input: $input, form: $form) {
          ...TrainingPlanRequestFields
        }
      }
    `),
    input: { body: PUBLIC_REQUEST },
    variables: ({ body }) => ({ input: publicInput(body), form: 'PUBLIC_REQUEST' as const }),
    answers: CREATED,
    respond: ({ requestTrainingPlan }) => success(legacyTrainingPlanRequest(requestTrainingPlan), 201),
  }),
  route({
    name: 'listTrainingPlanRequests',
    method: 'GET',
    path: '/training-plan',
    auth: 'admin',
    document: graphql(`
      query TrainingListTrainingPlanRequests(
        $filter: TrainingPlanRequestFilter
        $sort: [TrainingPlanRequestSort!]
        $page: Int
        $limit: Int
      ) {
        trainingPlanRequests(filter: $filter, sort: $sort, page: $page, limit: $limit) {
          items {
            ...TrainingPlanRequestFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      query: z.object({
        ...SEARCH_AND_DATES,
        ...PAGING,
        sort: querySort([
          'createdAt',
          'created_at',
          'updatedAt',
          'updated_at',
          'organisation',
          'contactName',
          'contact_name',
          'contactEmail',
          'contact_email',
        ]),
      }),
    },
    variables: ({ query }) => ({
      filter: listFilter(searchAndDates(query)),
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    }),
    answers: { 200: pageBody(LEGACY_REQUEST) },
    respond: ({ trainingPlanRequests }) => paginated(trainingPlanRequests, legacyTrainingPlanRequest),
  }),
  route({
    name: 'downloadTrainingPlan',
    variant: 'B',
    method: 'GET',
    path: '/training-plan/download/:token',
    auth: 'public',
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    document: graphql(`
      query TrainingPlanDownload($token: String!) {
        trainingPlanDownload(token: $token) {
          path
        }
      }
    `),
    input: { params: z.object({ token: z.string() }) },
    variables: ({ params }) => ({ token: params.token }),
    answers: { 200: FILE },
    respondWithRequest: ({ trainingPlanDownload }, req) =>
      streamFrom(new URL(trainingPlanDownload.path, req.gatewayOrigin)),
  }),
  route({
    name: 'deleteTrainingPlanRequests',
    variant: 'B',
    method: 'DELETE',
    path: '/training-plan',
    auth: 'admin',
    document: graphql(`
      mutation TrainingDeleteTrainingPlanRequests($ids: [ID!]!) {
        deleteTrainingPlanRequests(ids: $ids) {
          matched
          deleted
        }
      }
    `),
    input: { body: z.object({ ids: z.array(z.string()) }) },
    variables: ({ body }) => ({ ids: body.ids }),
    answers: { 200: successBody(z.object({ matched: z.int(), deleted: z.int() })) },
    respond: ({ deleteTrainingPlanRequests }) => success(deleteTrainingPlanRequests),
  }),
  route({
    name: 'resendTrainingPlan',
    variant: 'B',
    method: 'POST',
    path: '/training-plan/:id/resend',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingResendTrainingPlan($id: ID!) {
        resendTrainingPlan(id: $id) {
          regenerated
          expiresAt
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 200: LINK_RESENT },
    respond: ({ resendTrainingPlan }) => linkResent(resendTrainingPlan),
  }),
  route({
    name: 'eraseTrainingPlanRequest',
    variant: 'B',
    method: 'POST',
    path: '/training-plan/:id/hard-delete',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingEraseTrainingPlanRequest($id: ID!) {
        eraseTrainingPlanRequest(id: $id) {
          ...TrainingPlanRequestFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 200: successBody(LEGACY_REQUEST) },
    respond: ({ eraseTrainingPlanRequest }) => success(legacyTrainingPlanRequest(eraseTrainingPlanRequest)),
  }),
];
