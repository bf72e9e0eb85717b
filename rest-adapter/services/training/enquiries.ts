import { z } from 'zod';
import {
  enumOut,
  enumValue,
  legacyEnum,
  querySort,
  queryList,
  route,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { TrainingEnquiryFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
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
  fragment TrainingEnquiryFields on Enquiry {
    id
    name
    email
    message
    status
    createdAt
    updatedAt
  }
`);

const ENQUIRY_STATUSES = ['new', 'in_progress', 'resolved', 'closed', 'responded'] as const;

/** An enquiry as the legacy surface answers it. */
const LEGACY_ENQUIRY = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: timestamp(),
  updated_at: timestamp(),
});

export function legacyEnquiry(enquiry: TrainingEnquiryFieldsFragment): z.input<typeof LEGACY_ENQUIRY> {
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

const ENQUIRY_STATUS = legacyEnum(ENQUIRY_STATUSES);

export const enquiryRoutes: RouteDefinition[] = [
  route({
    name: 'submitEnquiry',
    method: 'POST',
    path: '/contact',
    auth: 'challenge',
    document: graphql(`
      mutation TrainingSubmitEnquiry($input: SubmitEnquiryInput!) {
        submitEnquiry(input: $input) {
          ...TrainingEnquiryFields
        }
      }
    `),
    input: {
      body: z.object({
        name: z.string(),
        email: z.string(),
        message: z.string(),
        challengeToken: z.string().nullish(),
      }),
    },
    variables: ({ body }) => ({
      input: { name: body.name, email: body.email, message: body.message, challengeToken: body.challengeToken },
    }),
    answers: { 201: successBody(LEGACY_ENQUIRY) },
    respond: ({ submitEnquiry }) => success(legacyEnquiry(submitEnquiry), 201),
  }),
  route({
    name: 'listEnquiries',
    method: 'GET',
    path: '/enquiries',
    auth: 'admin',
    document: graphql(`
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
    `),
    input: {
      query: z.object({
        status: queryList(ENQUIRY_STATUS),
        ...SEARCH_AND_DATES,
        ...PAGING,
        sort: querySort(['createdAt', 'created_at', 'updatedAt', 'updated_at', 'name', 'email', 'status']),
      }),
    },
    variables: ({ query }) => ({
      filter: listFilter({ status: query.status?.map((status) => enumValue(status)), ...searchAndDates(query) }),
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    }),
    answers: { 200: pageBody(LEGACY_ENQUIRY) },
    respond: ({ enquiries }) => paginated(enquiries, legacyEnquiry),
  }),
  route({
    name: 'updateEnquiryStatus',
    method: 'PATCH',
    path: '/enquiries/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
        updateEnquiryStatus(id: $id, status: $status) {
          ...TrainingEnquiryFields
        }
      }
    `),
    input: { params: z.object({ id: z.string() }), body: z.object({ status: ENQUIRY_STATUS }) },
    variables: ({ params, body }) => ({ id: params.id, status: enumValue(body.status) }),
    answers: { 200: successBody(LEGACY_ENQUIRY) },
    respond: ({ updateEnquiryStatus }) => success(legacyEnquiry(updateEnquiryStatus)),
  }),
];
