import { z } from 'zod';
import { querySort, queryString, queryValue, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { created, dataBody, jsonObject, messageBody, ok, pageBody, PAGING, paginated } from './legacy.js';

/**
 * Document templates (global ones and the tenant's own) and document generation. Lists leave out the body;
 * one template carries it with its metadata. Bodies are GraphQL's own camelCase records.
 */

// A template and its summary share their fields (two types, not an interface: a list item simply has no body).
graphql(`
  fragment ComplianceDocumentTemplateMetadataFields on DocumentTemplateMetadata {
    filingForm
    filingDeadline
    signatories
    postSteps {
      order
      icon
      title
      description
      type
      mandatory
      stampDenomination
    }
  }
`);

graphql(`
  fragment ComplianceDocumentTemplateSummaryFields on DocumentTemplateSummary {
    id
    tenantId
    name
    category
    legalReference
    variables
    metadata {
      ...ComplianceDocumentTemplateMetadataFields
    }
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ComplianceDocumentTemplateFields on DocumentTemplate {
    id
    tenantId
    name
    category
    legalReference
    variables
    metadata {
      ...ComplianceDocumentTemplateMetadataFields
    }
    createdAt
    updatedAt
    body
  }
`);

const CATEGORY = z.enum([
  'BOARD_RESOLUTION',
  'NOTICE',
  'LETTER',
  'DISCLOSURE',
  'CERTIFICATE',
  'MINUTES',
  'SEBI_DISCLOSURE',
]);
const POST_STEP_TYPE = z.enum([
  'SIGNING',
  'CERTIFICATION',
  'STAMP_PAPER',
  'FILING',
  'STORAGE',
  'DISTRIBUTION',
  'REMINDER',
]);

const SUMMARY = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  name: z.string(),
  category: CATEGORY,
  legalReference: z.string().nullable(),
  variables: z.array(z.string()),
  metadata: z.object({
    filingForm: z.string().nullable(),
    filingDeadline: z.string().nullable(),
    signatories: z.array(z.string()),
    postSteps: z.array(
      z.object({
        order: z.int(),
        icon: z.string().nullable(),
        title: z.string(),
        description: z.string().nullable(),
        type: POST_STEP_TYPE,
        mandatory: z.boolean(),
        stampDenomination: z.string().nullable(),
      }),
    ),
  }),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const TEMPLATE = SUMMARY.extend({ body: z.string() });

/**
 * The writable fields of a template; anything else in a body (an echoed `id`, `createdAt`, ...) is ignored. The
 * metadata was GraphQL's input whole, so it is strict.
 */
const EDITABLE = {
  legalReference: z.string().nullish(),
  variables: z.array(z.string()).nullish(),
  metadata: z
    .strictObject({
      filingForm: z.string().nullish(),
      filingDeadline: z.string().nullish(),
      signatories: z.array(z.string()).nullish(),
      postSteps: z
        .array(
          z.strictObject({
            order: z.int32(),
            icon: z.string().nullish(),
            title: z.string(),
            description: z.string().nullish(),
            type: POST_STEP_TYPE,
            mandatory: z.boolean(),
            stampDenomination: z.string().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
  name: z.string(),
  category: CATEGORY,
  body: z.string(),
};

export const documentTemplateRoutes: RouteDefinition[] = [
  route({
    name: 'listDocumentTemplates',
    method: 'GET',
    path: '/api/v1/documents/templates',
    auth: 'jwt',
    document: graphql(`
      query ComplianceListDocumentTemplates(
        $tenantId: ID
        $category: DocumentTemplateCategory
        $sort: [DocumentTemplateSort!]
        $page: Int
        $limit: Int
      ) {
        documentTemplates(tenantId: $tenantId, category: $category, sort: $sort, page: $page, limit: $limit) {
          items {
            ...ComplianceDocumentTemplateSummaryFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      query: z.object({
        tenantId: queryString(),
        category: queryValue(CATEGORY.optional()).optional(),
        ...PAGING,
        sort: querySort(['name', 'category', 'createdAt', 'created_at', 'updatedAt', 'updated_at']),
      }),
    },
    variables: ({ query }) => query,
    answers: { 200: pageBody(SUMMARY) },
    respond: ({ documentTemplates }) => paginated(documentTemplates),
  }),
  route({
    name: 'getDocumentTemplate',
    method: 'GET',
    path: '/api/v1/documents/templates/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceGetDocumentTemplate($id: ID!) {
        documentTemplate(id: $id) {
          ...ComplianceDocumentTemplateFields
        }
      }
    `),
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => params,
    answers: { 200: dataBody(TEMPLATE) },
    respond: ({ documentTemplate }) => ok(documentTemplate),
  }),
  route({
    name: 'createDocumentTemplate',
    method: 'POST',
    path: '/api/v1/documents/templates',
    auth: 'jwt',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation ComplianceCreateDocumentTemplate($input: CreateDocumentTemplateInput!) {
        createDocumentTemplate(input: $input) {
          ...ComplianceDocumentTemplateFields
        }
      }
    `),
    input: { body: z.object({ ...EDITABLE, global: z.boolean().nullish(), tenantId: z.string().nullish() }) },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: messageBody(TEMPLATE) },
    respond: ({ createDocumentTemplate }) => created(createDocumentTemplate, 'Document template created'),
  }),
  route({
    name: 'updateDocumentTemplate',
    method: 'PATCH',
    path: '/api/v1/documents/templates/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation ComplianceUpdateDocumentTemplate($id: ID!, $input: UpdateDocumentTemplateInput!) {
        updateDocumentTemplate(id: $id, input: $input) {
          ...ComplianceDocumentTemplateFields
        }
      }
    `),
    input: { params: z.object({ id: z.string() }), body: z.object(EDITABLE).partial() },
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    answers: { 200: messageBody(TEMPLATE) },
    respond: ({ updateDocumentTemplate }) => ok(updateDocumentTemplate, 'Document template updated'),
  }),
  route({
    name: 'generateDocument',
    method: 'POST',
    path: '/api/v1/documents/generate/:templateId',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation ComplianceGenerateDocument($templateId: ID!, $values: JSONObject!) {
        generateDocument(templateId: $templateId, values: $values) {
          templateName
          category
          legalReference
          renderedHtml
        }
      }
    `),
    // The body is the object of variable values itself.
    input: { params: z.object({ templateId: z.string() }), body: jsonObject() },
    variables: ({ params, body }) => ({ templateId: params.templateId, values: body }),
    answers: {
      200: messageBody(
        z.object({
          templateName: z.string(),
          category: CATEGORY,
          legalReference: z.string().nullable(),
          renderedHtml: z.string(),
        }),
      ),
    },
    respond: ({ generateDocument }) => ok(generateDocument, 'Document generated'),
  }),
];
