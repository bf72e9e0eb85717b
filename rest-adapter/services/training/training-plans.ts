import {
  enumOut,
  gql,
  legacySort,
  objectBody,
  renameFields,
  route,
  streamFrom,
  type RouteDefinition,
  type RouteRequest,
} from '../../engine/index.js';
import { linkResent, listFilter, listVariables, paginated, searchAndDates, success, type PageData } from './legacy.js';

export interface TrainingPlanRequestData {
  id: string;
  organisation: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  requirements: string | null;
  source: string;
  emailSentAt: string | null;
  downloadTokenExpiresAt: string | null;
  deletedAt: string | null;
  erasedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const TRAINING_PLAN_REQUEST_FIELDS = gql`
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
`;

export function legacyTrainingPlanRequest(request: TrainingPlanRequestData) {
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

const REQUESTER_FIELDS = {
  organisation: 'organisation',
  contact_name: 'contactName',
  contact_email: 'contactEmail',
  contact_phone: 'contactPhone',
  requirements: 'requirements',
} as const;

const publicRequestInput = (body: unknown) =>
  renameFields(objectBody(body), { ...REQUESTER_FIELDS, challengeToken: 'challengeToken' });

/** The public request of one form; each route names its operation of its own (operation names are unique across tables). */
const requestTrainingPlan = (operationName: string) => gql`
  mutation ${operationName}($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {
    requestTrainingPlan(input: $input, form: $form) { ...TrainingPlanRequestFields }
  }
  ${TRAINING_PLAN_REQUEST_FIELDS}
`;

/**
 * `POST /training-plan` means two things: Variant A's public form and Variant B's admin manual creation. Admin
 * clients always send their bearer token and public forms never do, so the Authorization header decides.
 */
const sentByAdmin = (req: RouteRequest) => req.headers.authorization !== undefined;

export const trainingPlanRoutes: RouteDefinition[] = [
  route<{ requestTrainingPlan: TrainingPlanRequestData }>({
    name: 'requestTrainingPlanA',
    variant: 'A',
    method: 'POST',
    path: '/training-plan',
    auth: 'challenge',
    when: (req) => !sentByAdmin(req),
    document: requestTrainingPlan('TrainingRequestTrainingPlanForm'),
    variables: ({ body }) => ({ input: publicRequestInput(body), form: 'PUBLIC_FORM' }),
    respond: ({ requestTrainingPlan }) => success(legacyTrainingPlanRequest(requestTrainingPlan), 201),
  }),
  route<{ createTrainingPlanRequest: TrainingPlanRequestData }>({
    name: 'createTrainingPlanRequestB',
    variant: 'B',
    method: 'POST',
    path: '/training-plan',
    auth: 'admin',
    when: sentByAdmin,
    document: gql`
      mutation TrainingCreateTrainingPlanRequest($input: CreateTrainingPlanRequestInput!) {
        createTrainingPlanRequest(input: $input) {
          ...TrainingPlanRequestFields
        }
      }
      ${TRAINING_PLAN_REQUEST_FIELDS}
    `,
    variables: ({ body }) => ({ input: renameFields(objectBody(body), REQUESTER_FIELDS) }),
    respond: ({ createTrainingPlanRequest }) => success(legacyTrainingPlanRequest(createTrainingPlanRequest), 201),
  }),
  route<{ requestTrainingPlan: TrainingPlanRequestData }>({
    name: 'requestTrainingPlanB',
    variant: 'B',
    method: 'POST',
    path: '/training-plan/request',
    auth: 'challenge',
    document: requestTrainingPlan('TrainingRequestTrainingPlan'),
    variables: ({ body }) => ({ input: publicRequestInput(body), form: 'PUBLIC_REQUEST' }),
    respond: ({ requestTrainingPlan }) => success(legacyTrainingPlanRequest(requestTrainingPlan), 201),
  }),
  route<{ trainingPlanRequests: PageData<TrainingPlanRequestData> }>({
    name: 'listTrainingPlanRequests',
    method: 'GET',
    path: '/training-plan',
    auth: 'admin',
    document: gql`
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
      ${TRAINING_PLAN_REQUEST_FIELDS}
    `,
    sort: legacySort([
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
    variables: ({ query }) => listVariables(query, listFilter(searchAndDates(query))),
    respond: ({ trainingPlanRequests }) => paginated(trainingPlanRequests, legacyTrainingPlanRequest),
  }),
  route<{ trainingPlanDownload: { path: string } }>({
    name: 'downloadTrainingPlan',
    variant: 'B',
    method: 'GET',
    path: '/training-plan/download/:token',
    auth: 'public',
    document: gql`
      query TrainingPlanDownload($token: String!) {
        trainingPlanDownload(token: $token) {
          path
        }
      }
    `,
    variables: ({ params }) => ({ token: params.token }),
    respond: ({ trainingPlanDownload }, req) => streamFrom(new URL(trainingPlanDownload.path, req.gatewayOrigin)),
  }),
  route<{ deleteTrainingPlanRequests: { matched: number; deleted: number } }>({
    name: 'deleteTrainingPlanRequests',
    variant: 'B',
    method: 'DELETE',
    path: '/training-plan',
    auth: 'admin',
    document: gql`
      mutation TrainingDeleteTrainingPlanRequests($ids: [ID!]!) {
        deleteTrainingPlanRequests(ids: $ids) {
          matched
          deleted
        }
      }
    `,
    variables: ({ body }) => ({ ids: objectBody(body).ids }),
    respond: ({ deleteTrainingPlanRequests }) => success(deleteTrainingPlanRequests),
  }),
  route<{ resendTrainingPlan: { regenerated: boolean; expiresAt: string } }>({
    name: 'resendTrainingPlan',
    variant: 'B',
    method: 'POST',
    path: '/training-plan/:id/resend',
    auth: 'admin',
    document: gql`
      mutation TrainingResendTrainingPlan($id: ID!) {
        resendTrainingPlan(id: $id) {
          regenerated
          expiresAt
        }
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ resendTrainingPlan }) => linkResent(resendTrainingPlan),
  }),
  route<{ eraseTrainingPlanRequest: TrainingPlanRequestData }>({
    name: 'eraseTrainingPlanRequest',
    variant: 'B',
    method: 'POST',
    path: '/training-plan/:id/hard-delete',
    auth: 'admin',
    document: gql`
      mutation TrainingEraseTrainingPlanRequest($id: ID!) {
        eraseTrainingPlanRequest(id: $id) {
          ...TrainingPlanRequestFields
        }
      }
      ${TRAINING_PLAN_REQUEST_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ eraseTrainingPlanRequest }) => success(legacyTrainingPlanRequest(eraseTrainingPlanRequest)),
  }),
];
