import { z } from 'zod';
import { ErrorCode } from '../../../platform/errors.js';
import { int, querySort, queryBool, queryString, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { created, dataBody, jsonObject, messageBody, ok, pageBody, PAGING, paginated } from './legacy.js';

/**
 * MCA form mappings and the workflow redirect. Mappings answer as GraphQL gives them (camelCase); lists are
 * `{data: [...], pagination}` like every compliance list. A stale PUT answers the spec's own conflict body
 * `{error: 'version_conflict', message, currentVersion, currentData}` instead of the usual error shape.
 */

graphql(`
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
`);

const FORM_MAPPING = z.object({
  id: z.string(),
  formType: z.string(),
  formVersion: z.string(),
  mcaUrl: z.string(),
  fieldMappings: z.array(
    z.object({
      profilePath: z.string(),
      selectors: z.array(z.string()),
      required: z.boolean(),
      transform: z.object({ type: z.string(), format: z.string().nullable() }).nullable(),
    }),
  ),
  validationRules: z.record(z.string(), z.unknown()),
  metadata: z.object({ description: z.string().nullable(), requiredDocuments: z.array(z.string()) }),
  isActive: z.boolean(),
  version: z.int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** A field mapping of a body; GraphQL took each whole, so each is strict. */
const FIELD_MAPPING = z.strictObject({
  profilePath: z.string(),
  selectors: z.array(z.string()),
  required: z.boolean().nullish(),
  transform: z.strictObject({ type: z.string(), format: z.string().nullish() }).nullish(),
});

const METADATA = z.strictObject({
  description: z.string().nullish(),
  requiredDocuments: z.array(z.string()).nullish(),
});

/**
 * The fields a mapping body may set (those of a new mapping, all optional on update); others (id, version on
 * create, timestamps) are ignored, as the legacy API did.
 */
const DEFINITION = {
  formVersion: z.string(),
  mcaUrl: z.string(),
  fieldMappings: z.array(FIELD_MAPPING),
  validationRules: jsonObject().nullish(),
  metadata: METADATA.nullish(),
  isActive: z.boolean().nullish(),
};

const FORM_TYPE_PARAMS = z.object({ formType: z.string() });

/** The spec's form-mapping version conflict body (`respondError` of `updateFormMapping`). */
const VERSION_CONFLICT_BODY = z.object({
  error: z.literal('version_conflict'),
  message: z.string(),
  currentVersion: z.unknown().optional(),
  currentData: z.unknown().optional(),
  correlationId: z.string().meta({ format: 'uuid' }),
});

export const formMappingRoutes: RouteDefinition[] = [
  route({
    name: 'listFormMappings',
    method: 'GET',
    path: '/api/v1/mca/form-mappings',
    auth: 'jwt',
    document: graphql(`
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
    `),
    input: {
      query: z.object({
        tenantId: queryString(),
        active: queryBool(),
        ...PAGING,
        sort: querySort(['formType', 'formVersion', 'isActive', 'createdAt', 'updatedAt']),
      }),
    },
    variables: ({ query }) => query,
    answers: { 200: pageBody(FORM_MAPPING) },
    respond: ({ mcaFormMappings }) => paginated(mcaFormMappings),
  }),
  route({
    name: 'getFormMapping',
    method: 'GET',
    path: '/api/v1/mca/form-mappings/:formType',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query McaFormMapping($formType: String!) {
        mcaFormMapping(formType: $formType) {
          ...McaFormMappingFields
        }
      }
    `),
    input: { params: FORM_TYPE_PARAMS },
    variables: ({ params }) => params,
    answers: { 200: dataBody(FORM_MAPPING) },
    respond: ({ mcaFormMapping }) => ok(mcaFormMapping),
  }),
  route({
    name: 'createFormMapping',
    method: 'POST',
    path: '/api/v1/mca/form-mappings',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation CreateMcaFormMapping($input: CreateMcaFormMappingInput!) {
        createMcaFormMapping(input: $input) {
          ...McaFormMappingFields
        }
      }
    `),
    input: { body: z.object({ formType: z.string(), ...DEFINITION }) },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: messageBody(FORM_MAPPING) },
    respond: ({ createMcaFormMapping }) =>
      created(createMcaFormMapping, `Form mapping ${createMcaFormMapping.formType} created`),
  }),
  route({
    name: 'updateFormMapping',
    method: 'PUT',
    path: '/api/v1/mca/form-mappings/:formType',
    auth: 'admin',
    errors: ['NOT_FOUND', 'MISSING_VERSION', 'VERSION_CONFLICT'],
    document: graphql(`
      mutation UpdateMcaFormMapping($formType: String!, $input: UpdateMcaFormMappingInput!) {
        updateMcaFormMapping(formType: $formType, input: $input) {
          ...McaFormMappingFields
        }
      }
    `),
    input: {
      params: FORM_TYPE_PARAMS,
      // A missing version is the service's own refusal (MISSING_VERSION), not the request's shape.
      body: z.object({ version: int().nullish(), ...z.object(DEFINITION).partial().shape }),
    },
    variables: ({ params, body }) => ({ formType: params.formType, input: body }),
    answers: { 200: messageBody(FORM_MAPPING), 409: VERSION_CONFLICT_BODY },
    respond: ({ updateMcaFormMapping }) =>
      ok(
        updateMcaFormMapping,
        `Form mapping ${updateMcaFormMapping.formType} updated to version ${updateMcaFormMapping.version}`,
      ),
    errorFields: ['currentVersion', 'currentData'],
    // The spec's form-mapping conflict body: `error` is the fixed word, the text is in `message`, and there is no `code`.
    ownErrors: { [ErrorCode.VERSION_CONFLICT]: 409 },
    respondError: (error) => ({
      status: 409 as const,
      body: {
        error: 'version_conflict' as const,
        message: error.message,
        currentVersion: error.extra.currentVersion,
        currentData: error.extra.currentData,
        correlationId: error.correlationId,
      },
    }),
  }),
  route({
    name: 'toggleFormMappingActive',
    method: 'POST',
    path: '/api/v1/mca/form-mappings/:formType/toggle-active',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation ToggleMcaFormMappingActive($formType: String!) {
        toggleMcaFormMappingActive(formType: $formType) {
          ...McaFormMappingFields
        }
      }
    `),
    input: { params: FORM_TYPE_PARAMS },
    variables: ({ params }) => params,
    answers: { 200: messageBody(FORM_MAPPING) },
    respond: ({ toggleMcaFormMappingActive: mapping }) =>
      ok(mapping, `Form mapping ${mapping.formType} ${mapping.isActive ? 'activated' : 'deactivated'}`),
  }),
  route({
    name: 'workflowRedirect',
    method: 'GET',
    path: '/api/v1/mca/workflow-redirect/:workflowId',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
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
    `),
    input: { params: z.object({ workflowId: z.string() }) },
    variables: ({ params }) => params,
    answers: {
      200: z.union([
        z.object({
          ready: z.literal(true),
          formType: z.string(),
          mcaUrl: z.string(),
          contextId: z.string().nullable(),
          message: z.string(),
        }),
        z.object({
          ready: z.literal(false),
          formType: z.string(),
          missingFields: z.array(z.string()),
          requiredDocuments: z.array(z.string()),
          message: z.string(),
        }),
      ]),
    },
    respond: ({ prepareMcaWorkflowRedirect: redirect }) => ({
      status: 200 as const,
      body: redirect.ready
        ? {
            ready: true as const,
            formType: redirect.formType,
            mcaUrl: redirect.mcaUrl,
            contextId: redirect.contextId,
            message: redirect.message,
          }
        : {
            ready: false as const,
            formType: redirect.formType,
            missingFields: redirect.missingFields,
            requiredDocuments: redirect.requiredDocuments,
            message: redirect.message,
          },
    }),
  }),
];
