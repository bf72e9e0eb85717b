import { ErrorCode } from '../../../platform/errors.js';
import {
  boolParam,
  compact,
  gql,
  legacySort,
  objectBody,
  route,
  stringParam,
  type RouteDefinition,
} from '../../engine/index.js';
import { created, ok, paginated, pageVariables, type PageData } from './legacy.js';

/**
 * MCA form mappings and the workflow redirect. Mappings answer as GraphQL gives them (camelCase); lists are
 * `{data: [...], pagination}` like every compliance list. A stale PUT answers the spec's own conflict body
 * `{error: 'version_conflict', message, currentVersion, currentData}` instead of the usual error shape.
 */

const FORM_MAPPING = gql`
  fragment McaFormMappingFields on McaFormMapping {
    id
    formType
    formVersion
    mcaUrl
    fieldMappings {
      profilePath
      selectors
      required
      transform {
        type
        format
      }
    }
    validationRules
    metadata {
      description
      requiredDocuments
    }
    isActive
    version
    createdAt
    updatedAt
  }
`;

interface FormMappingData {
  formType: string;
  isActive: boolean;
  version: number;
}

interface RedirectData {
  ready: boolean;
  formType: string;
  mcaUrl: string;
  contextId: string | null;
  missingFields: string[];
  requiredDocuments: string[];
  message: string;
}

/** The fields a mapping body may set; others (id, version on create, timestamps) are ignored, as the legacy API did. */
const DEFINITION_FIELDS = [
  'formVersion',
  'mcaUrl',
  'fieldMappings',
  'validationRules',
  'metadata',
  'isActive',
] as const;

const pick = (body: Record<string, unknown>, fields: readonly string[]) =>
  compact(Object.fromEntries(fields.map((field) => [field, body[field]])));

const formTypeParam = (params: Record<string, string>) => params.formType;

export const formMappingRoutes: RouteDefinition[] = [
  route<{ mcaFormMappings: PageData<unknown> }>({
    name: 'listFormMappings',
    method: 'GET',
    path: '/api/v1/mca/form-mappings',
    auth: 'jwt',
    document: gql`
      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {
        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {
          items {
            ...McaFormMappingFields
          }
          total
          page
          limit
        }
      }
      ${FORM_MAPPING}
    `,
    sort: legacySort(['formType', 'formVersion', 'isActive', 'createdAt', 'updatedAt']),
    variables: ({ query }) =>
      compact({
        tenantId: stringParam(query.tenantId),
        active: boolParam(stringParam(query.active)),
        ...pageVariables(query),
      }),
    respond: ({ mcaFormMappings }) => paginated(mcaFormMappings),
  }),
  route<{ mcaFormMapping: unknown }>({
    name: 'getFormMapping',
    method: 'GET',
    path: '/api/v1/mca/form-mappings/:formType',
    auth: 'jwt',
    document: gql`
      query McaFormMapping($formType: String!) {
        mcaFormMapping(formType: $formType) {
          ...McaFormMappingFields
        }
      }
      ${FORM_MAPPING}
    `,
    variables: ({ params }) => ({ formType: formTypeParam(params) }),
    respond: ({ mcaFormMapping }) => ok(mcaFormMapping),
  }),
  route<{ createMcaFormMapping: FormMappingData }>({
    name: 'createFormMapping',
    method: 'POST',
    path: '/api/v1/mca/form-mappings',
    auth: 'admin',
    document: gql`
      mutation CreateMcaFormMapping($input: CreateMcaFormMappingInput!) {
        createMcaFormMapping(input: $input) {
          ...McaFormMappingFields
        }
      }
      ${FORM_MAPPING}
    `,
    variables: ({ body }) => {
      const fields = objectBody(body);
      return { input: pick(fields, ['formType', ...DEFINITION_FIELDS]) };
    },
    respond: ({ createMcaFormMapping }) =>
      created(createMcaFormMapping, `Form mapping ${createMcaFormMapping.formType} created`),
  }),
  route<{ updateMcaFormMapping: FormMappingData }>({
    name: 'updateFormMapping',
    method: 'PUT',
    path: '/api/v1/mca/form-mappings/:formType',
    auth: 'admin',
    document: gql`
      mutation UpdateMcaFormMapping($formType: String!, $input: UpdateMcaFormMappingInput!) {
        updateMcaFormMapping(formType: $formType, input: $input) {
          ...McaFormMappingFields
        }
      }
      ${FORM_MAPPING}
    `,
    variables: ({ params, body }) => {
      const fields = objectBody(body);
      return { formType: formTypeParam(params), input: pick(fields, ['version', ...DEFINITION_FIELDS]) };
    },
    respond: ({ updateMcaFormMapping }) =>
      ok(
        updateMcaFormMapping,
        `Form mapping ${updateMcaFormMapping.formType} updated to version ${updateMcaFormMapping.version}`,
      ),
    errorFields: ['currentVersion', 'currentData'],
    // The spec's form-mapping conflict body: `error` is the fixed word, the text is in `message`, and there is no `code`.
    respondError: (error) =>
      error.code === ErrorCode.VERSION_CONFLICT
        ? {
            status: error.status,
            body: {
              error: 'version_conflict',
              message: error.message,
              currentVersion: error.extra.currentVersion,
              currentData: error.extra.currentData,
              correlationId: error.correlationId,
            },
          }
        : undefined,
  }),
  route<{ toggleMcaFormMappingActive: FormMappingData }>({
    name: 'toggleFormMappingActive',
    method: 'POST',
    path: '/api/v1/mca/form-mappings/:formType/toggle-active',
    auth: 'admin',
    document: gql`
      mutation ToggleMcaFormMappingActive($formType: String!) {
        toggleMcaFormMappingActive(formType: $formType) {
          ...McaFormMappingFields
        }
      }
      ${FORM_MAPPING}
    `,
    variables: ({ params }) => ({ formType: formTypeParam(params) }),
    respond: ({ toggleMcaFormMappingActive: mapping }) =>
      ok(mapping, `Form mapping ${mapping.formType} ${mapping.isActive ? 'activated' : 'deactivated'}`),
  }),
  route<{ prepareMcaWorkflowRedirect: RedirectData }>({
    name: 'workflowRedirect',
    method: 'GET',
    path: '/api/v1/mca/workflow-redirect/:workflowId',
    auth: 'jwt',
    document: gql`
      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {
        prepareMcaWorkflowRedirect(workflowId: $workflowId) {
          ready
          formType
          mcaUrl
          contextId
          missingFields
          requiredDocuments
          message
        }
      }
    `,
    variables: ({ params }) => ({ workflowId: params.workflowId }),
    respond: ({ prepareMcaWorkflowRedirect: redirect }) => ({
      status: 200,
      body: redirect.ready
        ? {
            ready: true,
            formType: redirect.formType,
            mcaUrl: redirect.mcaUrl,
            contextId: redirect.contextId,
            message: redirect.message,
          }
        : {
            ready: false,
            formType: redirect.formType,
            missingFields: redirect.missingFields,
            requiredDocuments: redirect.requiredDocuments,
            message: redirect.message,
          },
    }),
  }),
];
