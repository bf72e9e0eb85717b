import {
  gql,
  legacySort,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteDefinition,
} from '../../engine/index.js';
import { created, ok, paginated, pageVariables, type PageData } from './legacy.js';

/**
 * Document templates (global ones and the tenant's own) and document generation. Lists leave out the body;
 * one template carries it with its metadata. Bodies are GraphQL's own camelCase records.
 */

interface PostStepData {
  order: number;
  icon: string | null;
  title: string;
  description: string | null;
  type: string;
  mandatory: boolean;
  stampDenomination: string | null;
}

interface TemplateSummaryData {
  id: string;
  tenantId: string | null;
  name: string;
  category: string;
  legalReference: string | null;
  variables: string[];
  metadata: {
    filingForm: string | null;
    filingDeadline: string | null;
    signatories: string[];
    postSteps: PostStepData[];
  };
  createdAt: string;
  updatedAt: string;
}

interface TemplateData extends TemplateSummaryData {
  body: string;
}

/** What a template and its summary share (two types, not an interface: a list item simply has no body). */
const COMMON_FIELDS = `
  id
  tenantId
  name
  category
  legalReference
  variables
  metadata {
    filingForm
    filingDeadline
    signatories
    postSteps { order icon title description type mandatory stampDenomination }
  }
  createdAt
  updatedAt
`;

const SUMMARY_FIELDS = gql`
  fragment ComplianceDocumentTemplateSummaryFields on DocumentTemplateSummary { ${COMMON_FIELDS} }
`;

const TEMPLATE_FIELDS = gql`
  fragment ComplianceDocumentTemplateFields on DocumentTemplate { ${COMMON_FIELDS} body }
`;

/** The writable fields of a template; anything else in a body (an echoed `id`, `createdAt`, ...) is ignored. */
const EDITABLE_FIELDS = {
  name: 'name',
  category: 'category',
  legalReference: 'legalReference',
  body: 'body',
  variables: 'variables',
  metadata: 'metadata',
} as const;

export const documentTemplateRoutes: RouteDefinition[] = [
  route<{ documentTemplates: PageData<TemplateSummaryData> }>({
    name: 'listDocumentTemplates',
    method: 'GET',
    path: '/api/v1/documents/templates',
    auth: 'jwt',
    document: gql`
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
      ${SUMMARY_FIELDS}
    `,
    sort: legacySort(['name', 'category', 'createdAt', 'created_at', 'updatedAt', 'updated_at']),
    variables: ({ query }) => ({
      tenantId: stringParam(query.tenantId),
      category: stringParam(query.category),
      ...pageVariables(query),
    }),
    respond: ({ documentTemplates }) => paginated(documentTemplates),
  }),
  route<{ documentTemplate: TemplateData }>({
    name: 'getDocumentTemplate',
    method: 'GET',
    path: '/api/v1/documents/templates/:id',
    auth: 'jwt',
    document: gql`
      query ComplianceGetDocumentTemplate($id: ID!) {
        documentTemplate(id: $id) {
          ...ComplianceDocumentTemplateFields
        }
      }
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ documentTemplate }) => ok(documentTemplate),
  }),
  route<{ createDocumentTemplate: TemplateData }>({
    name: 'createDocumentTemplate',
    method: 'POST',
    path: '/api/v1/documents/templates',
    auth: 'jwt',
    document: gql`
      mutation ComplianceCreateDocumentTemplate($input: CreateDocumentTemplateInput!) {
        createDocumentTemplate(input: $input) {
          ...ComplianceDocumentTemplateFields
        }
      }
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ body }) => ({
      input: renameFields(objectBody(body), { ...EDITABLE_FIELDS, global: 'global', tenantId: 'tenantId' }),
    }),
    respond: ({ createDocumentTemplate }) => created(createDocumentTemplate, 'Document template created'),
  }),
  route<{ updateDocumentTemplate: TemplateData }>({
    name: 'updateDocumentTemplate',
    method: 'PATCH',
    path: '/api/v1/documents/templates/:id',
    auth: 'jwt',
    document: gql`
      mutation ComplianceUpdateDocumentTemplate($id: ID!, $input: UpdateDocumentTemplateInput!) {
        updateDocumentTemplate(id: $id, input: $input) {
          ...ComplianceDocumentTemplateFields
        }
      }
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, input: renameFields(objectBody(body), EDITABLE_FIELDS) }),
    respond: ({ updateDocumentTemplate }) => ok(updateDocumentTemplate, 'Document template updated'),
  }),
  route<{
    generateDocument: { templateName: string; category: string; legalReference: string | null; renderedHtml: string };
  }>({
    name: 'generateDocument',
    method: 'POST',
    path: '/api/v1/documents/generate/:templateId',
    auth: 'jwt',
    document: gql`
      mutation ComplianceGenerateDocument($templateId: ID!, $values: JSONObject!) {
        generateDocument(templateId: $templateId, values: $values) {
          templateName
          category
          legalReference
          renderedHtml
        }
      }
    `,
    // The body is the object of variable values itself.
    variables: ({ params, body }) => ({ templateId: params.templateId, values: objectBody(body) }),
    respond: ({ generateDocument }) => ok(generateDocument, 'Document generated'),
  }),
];
