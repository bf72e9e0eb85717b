import {
  enumIn,
  enumOut,
  gql,
  legacySort,
  objectBody,
  renameFields,
  route,
  stringParam,
  streamFrom,
  type RouteDefinition,
  type RouteRequest,
} from '../../engine/index.js';
import {
  linkResent,
  listFilter,
  listVariables,
  paginated,
  searchAndDates,
  statusList,
  success,
  type PageData,
} from './legacy.js';

export interface InterestData {
  id: string;
  courseId: string;
  course: { id: string; title: string } | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  organisation: string | null;
  status: string;
  source: string;
  brochureRequested: boolean;
  brochureSentAt: string | null;
  brochureTokenExpiresAt: string | null;
  deletedAt: string | null;
  erasedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const INTEREST_FIELDS = gql`
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
`;

/** The one interest mapper: GraphQL Interest → legacy snake_case interest. */
export function legacyInterest(interest: InterestData) {
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

const LEARNER_FIELDS = { name: 'name', email: 'email', phone: 'phone', organisation: 'organisation' } as const;

/** GET /interests filters of both variants (A: status, course_id; B adds search and the date range). */
const interestFilter = (query: RouteRequest['query']) =>
  listFilter({ status: statusList(query.status), courseId: stringParam(query.course_id), ...searchAndDates(query) });

export const interestRoutes: RouteDefinition[] = [
  route<{ registerInterest: InterestData }>({
    name: 'registerInterest',
    method: 'POST',
    path: '/courses/:id/interest',
    auth: 'challenge',
    document: gql`
      mutation TrainingRegisterInterest($course: String!, $input: RegisterInterestInput!) {
        registerInterest(course: $course, input: $input) {
          ...TrainingInterestFields
        }
      }
      ${INTEREST_FIELDS}
    `,
    variables: ({ params, body }) => ({
      course: params.id,
      input: renameFields(objectBody(body), {
        ...LEARNER_FIELDS,
        challengeToken: 'challengeToken',
        request_brochure: 'requestBrochure',
      }),
    }),
    respond: ({ registerInterest }) => success(legacyInterest(registerInterest), 201),
  }),
  route<{ createInterest: InterestData }>({
    name: 'createInterest',
    variant: 'B',
    method: 'POST',
    path: '/interests',
    auth: 'admin',
    document: gql`
      mutation TrainingCreateInterest($input: CreateInterestInput!) {
        createInterest(input: $input) {
          ...TrainingInterestFields
        }
      }
      ${INTEREST_FIELDS}
    `,
    variables: ({ body }) => ({
      input: renameFields(objectBody(body), {
        ...LEARNER_FIELDS,
        course_id: 'courseId',
        status: ['status', (value) => enumIn(value)],
        send_brochure: 'sendBrochure',
      }),
    }),
    respond: ({ createInterest }) => success(legacyInterest(createInterest), 201),
  }),
  route<{ interests: PageData<InterestData> }>({
    name: 'listInterests',
    method: 'GET',
    path: '/interests',
    auth: 'admin',
    document: gql`
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
      ${INTEREST_FIELDS}
    `,
    sort: legacySort(['createdAt', 'created_at', 'updatedAt', 'updated_at', 'name', 'email', 'organisation', 'status']),
    variables: ({ query }) => listVariables(query, interestFilter(query)),
    respond: ({ interests }) => paginated(interests, legacyInterest),
  }),
  // Before any GET /interests/:id route, which would take "brochure" for an id.
  route<{ brochureDownload: { path: string } }>({
    name: 'downloadBrochure',
    variant: 'B',
    method: 'GET',
    path: '/interests/brochure/:token',
    auth: 'public',
    document: gql`
      query TrainingBrochureDownload($token: String!) {
        brochureDownload(token: $token) {
          path
        }
      }
    `,
    variables: ({ params }) => ({ token: params.token }),
    respond: ({ brochureDownload }, req) => streamFrom(new URL(brochureDownload.path, req.gatewayOrigin)),
  }),
  route<{ updateInterestStatus: InterestData }>({
    name: 'updateInterestStatus',
    method: 'PATCH',
    path: '/interests/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {
        updateInterestStatus(id: $id, status: $status) {
          ...TrainingInterestFields
        }
      }
      ${INTEREST_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, status: enumIn(objectBody(body).status) }),
    respond: ({ updateInterestStatus }) => success(legacyInterest(updateInterestStatus)),
  }),
  route<{ deleteInterests: { matched: number; deleted: number } }>({
    name: 'deleteInterests',
    variant: 'B',
    method: 'DELETE',
    path: '/interests',
    auth: 'admin',
    document: gql`
      mutation TrainingDeleteInterests($ids: [ID!]!) {
        deleteInterests(ids: $ids) {
          matched
          deleted
        }
      }
    `,
    variables: ({ body }) => ({ ids: objectBody(body).ids }),
    respond: ({ deleteInterests }) => success(deleteInterests),
  }),
  route<{ resendBrochure: { regenerated: boolean; expiresAt: string } }>({
    name: 'resendBrochure',
    variant: 'B',
    method: 'POST',
    path: '/interests/:id/resend-brochure',
    auth: 'admin',
    document: gql`
      mutation TrainingResendBrochure($interestId: ID!) {
        resendBrochure(interestId: $interestId) {
          regenerated
          expiresAt
        }
      }
    `,
    variables: ({ params }) => ({ interestId: params.id }),
    respond: ({ resendBrochure }) => linkResent(resendBrochure),
  }),
  route<{ eraseInterest: InterestData }>({
    name: 'eraseInterest',
    variant: 'B',
    method: 'POST',
    path: '/interests/:id/hard-delete',
    auth: 'admin',
    document: gql`
      mutation TrainingEraseInterest($id: ID!) {
        eraseInterest(id: $id) {
          ...TrainingInterestFields
        }
      }
      ${INTEREST_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ eraseInterest }) => success(legacyInterest(eraseInterest)),
  }),
];
