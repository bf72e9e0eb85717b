import {
  enumIn,
  enumOut,
  gql,
  legacySort,
  objectBody,
  renameFields,
  route,
  type RouteDefinition,
} from '../../engine/index.js';
import { listFilter, listVariables, paginated, searchAndDates, statusList, success, type PageData } from './legacy.js';

export interface EnquiryData {
  id: string;
  name: string;
  email: string;
  message: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

const ENQUIRY_FIELDS = gql`
  fragment TrainingEnquiryFields on Enquiry {
    id
    name
    email
    message
    status
    createdAt
    updatedAt
  }
`;

export function legacyEnquiry(enquiry: EnquiryData) {
  return {
    id: enquiry.id,
    name: enquiry.name,
    email: enquiry.email,
    message: enquiry.message,
    status: enumOut(enquiry.status),
    created_at: enquiry.createdAt,
    updated_at: enquiry.updatedAt,
  };
}

export const enquiryRoutes: RouteDefinition[] = [
  route<{ submitEnquiry: EnquiryData }>({
    name: 'submitEnquiry',
    method: 'POST',
    path: '/contact',
    auth: 'challenge',
    document: gql`
      mutation TrainingSubmitEnquiry($input: SubmitEnquiryInput!) {
        submitEnquiry(input: $input) {
          ...TrainingEnquiryFields
        }
      }
      ${ENQUIRY_FIELDS}
    `,
    variables: ({ body }) => ({
      input: renameFields(objectBody(body), {
        name: 'name',
        email: 'email',
        message: 'message',
        challengeToken: 'challengeToken',
      }),
    }),
    respond: ({ submitEnquiry }) => success(legacyEnquiry(submitEnquiry), 201),
  }),
  route<{ enquiries: PageData<EnquiryData> }>({
    name: 'listEnquiries',
    method: 'GET',
    path: '/enquiries',
    auth: 'admin',
    document: gql`
      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {
        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {
          items {
            ...TrainingEnquiryFields
          }
          total
          page
          limit
        }
      }
      ${ENQUIRY_FIELDS}
    `,
    sort: legacySort(['createdAt', 'created_at', 'updatedAt', 'updated_at', 'name', 'email', 'status']),
    variables: ({ query }) =>
      listVariables(query, listFilter({ status: statusList(query.status), ...searchAndDates(query) })),
    respond: ({ enquiries }) => paginated(enquiries, legacyEnquiry),
  }),
  route<{ updateEnquiryStatus: EnquiryData }>({
    name: 'updateEnquiryStatus',
    method: 'PATCH',
    path: '/enquiries/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
        updateEnquiryStatus(id: $id, status: $status) {
          ...TrainingEnquiryFields
        }
      }
      ${ENQUIRY_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, status: enumIn(objectBody(body).status) }),
    respond: ({ updateEnquiryStatus }) => success(legacyEnquiry(updateEnquiryStatus)),
  }),
];
