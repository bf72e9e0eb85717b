import { z } from 'zod';
import {
  FILE,
  int,
  legacyEnum,
  enumValue,
  querySort,
  queryBool,
  queryString,
  queryValue,
  route,
  streamFrom,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import {
  created,
  dataBody,
  jsonObject,
  LEGAL_FORM,
  messageBody,
  ok,
  pageBody,
  PAGING,
  paginated,
  PLAN_ID,
} from './legacy.js';

/**
 * Workflow templates and instances. Bodies are the GraphQL inputs as they are (camelCase), so that a wrong type,
 * a missing field or an unknown field answers 400 before anything is written; a PUT ignores the read-only
 * fields of a template as GET answers it (id, tenantId, createdAt, updatedAt), so that a read-change-write
 * round trip works. The certificate streams as application/pdf from the signed link the mutation answers.
 */

graphql(`
  fragment ComplianceWorkflowTemplateFields on WorkflowTemplate {
    id
    tenantId
    workflowName
    legalReference
    applicabilityRules {
      entityTypes
    }
    timelineLogic {
      triggerDate
      deadlineDays
      reminderDaysBefore
    }
    phases {
      name
      order
      tasks {
        name
        mandatory
        advisory
      }
    }
    validationRules
    advisoryPrompts
    completionCriteria {
      allMandatoryTasksCompleted
      filingConfirmation
    }
    isActive
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ComplianceWorkflowInstanceFields on WorkflowInstance {
    id
    tenantId
    templateId
    entityId
    status
    currentData {
      phases {
        name
        order
        tasks {
          id
          name
          mandatory
          advisory
          completed
          completedAt
          completedBy
        }
      }
    }
    completedAt
    createdAt
    updatedAt
  }
`);

/** A template's definition as GraphQL takes it; each part was GraphQL's input whole, so each is strict. */
const DEFINITION = {
  legalReference: z.string().nullish(),
  applicabilityRules: z.strictObject({ entityTypes: z.array(LEGAL_FORM) }).nullish(),
  timelineLogic: z
    .strictObject({ triggerDate: z.string(), deadlineDays: int(), reminderDaysBefore: z.array(int()).nullish() })
    .nullish(),
  validationRules: jsonObject().nullish(),
  advisoryPrompts: jsonObject().nullish(),
  completionCriteria: z
    .strictObject({ allMandatoryTasksCompleted: z.boolean(), filingConfirmation: z.array(z.string()).nullish() })
    .nullish(),
  isActive: z.boolean().nullish(),
  workflowName: z.string(),
  phases: z.array(
    z.strictObject({
      name: z.string(),
      order: int(),
      tasks: z.array(z.strictObject({ name: z.string(), mandatory: z.boolean(), advisory: z.string().nullish() })),
    }),
  ),
};

/**
 * Fields of a template as GET answers it that a PUT cannot change: taken and dropped, so that a
 * read-change-write round trip works.
 */
const READ_ONLY_TEMPLATE_FIELDS = {
  id: z.unknown().optional(),
  tenantId: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
};

const TASK = z.object({ name: z.string(), mandatory: z.boolean(), advisory: z.string().nullable() });

const TEMPLATE = z.object({
  id: z.string(),
  tenantId: z.string().nullable(),
  workflowName: z.string(),
  legalReference: z.string().nullable(),
  applicabilityRules: z.object({ entityTypes: z.array(LEGAL_FORM) }),
  timelineLogic: z
    .object({ triggerDate: z.string(), deadlineDays: z.int(), reminderDaysBefore: z.array(z.int()) })
    .nullable(),
  phases: z.array(z.object({ name: z.string(), order: z.int(), tasks: z.array(TASK) })),
  validationRules: z.record(z.string(), z.unknown()),
  advisoryPrompts: z.record(z.string(), z.unknown()),
  completionCriteria: z.object({ allMandatoryTasksCompleted: z.boolean(), filingConfirmation: z.array(z.string()) }),
  isActive: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const WORKFLOW_STATUS = ['in_progress', 'completed'] as const;

const INSTANCE = z.object({
  id: z.string(),
  tenantId: z.string(),
  templateId: z.string(),
  entityId: z.string(),
  status: z.enum(['IN_PROGRESS', 'COMPLETED']),
  currentData: z.object({
    phases: z.array(
      z.object({
        name: z.string(),
        order: z.int(),
        tasks: z.array(
          TASK.extend({
            id: z.string(),
            completed: z.boolean(),
            completedAt: z.string().nullable(),
            completedBy: z.string().nullable(),
          }),
        ),
      }),
    ),
  }),
  completedAt: timestamp().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const ID_PARAMS = z.object({ id: z.string() });

export const workflowRoutes: RouteDefinition[] = [
  route({
    name: 'listWorkflowTemplates',
    method: 'GET',
    path: '/api/v1/workflows/templates',
    auth: 'jwt',
    document: graphql(`
      query ComplianceListWorkflowTemplates(
        $tenantId: ID
        $isActive: Boolean
        $sort: [WorkflowTemplateSort!]
        $page: Int
        $limit: Int
      ) {
        workflowTemplates(tenantId: $tenantId, isActive: $isActive, sort: $sort, page: $page, limit: $limit) {
          items {
            ...ComplianceWorkflowTemplateFields
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
        isActive: queryBool(),
        ...PAGING,
        sort: querySort([
          'createdAt',
          'created_at',
          'updatedAt',
          'updated_at',
          'workflowName',
          'workflow_name',
          'isActive',
          'is_active',
        ]),
      }),
    },
    variables: ({ query }) => query,
    answers: { 200: pageBody(TEMPLATE) },
    respond: ({ workflowTemplates }) => paginated(workflowTemplates),
  }),
  route({
    name: 'createWorkflowTemplate',
    method: 'POST',
    path: '/api/v1/workflows/templates',
    auth: 'jwt',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation ComplianceCreateWorkflowTemplate($input: CreateWorkflowTemplateInput!) {
        createWorkflowTemplate(input: $input) {
          ...ComplianceWorkflowTemplateFields
        }
      }
    `),
    input: {
      body: z.strictObject({ ...DEFINITION, tenantId: z.string().nullish(), global: z.boolean().nullish() }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: messageBody(TEMPLATE) },
    respond: ({ createWorkflowTemplate }) => created(createWorkflowTemplate, 'Workflow template created'),
  }),
  route({
    name: 'getWorkflowTemplate',
    method: 'GET',
    path: '/api/v1/workflows/templates/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceWorkflowTemplate($id: ID!) {
        workflowTemplate(id: $id) {
          ...ComplianceWorkflowTemplateFields
        }
      }
    `),
    input: { params: ID_PARAMS },
    variables: ({ params }) => params,
    answers: { 200: dataBody(TEMPLATE) },
    respond: ({ workflowTemplate }) => ok(workflowTemplate),
  }),
  route({
    name: 'updateWorkflowTemplate',
    method: 'PUT',
    path: '/api/v1/workflows/templates/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation ComplianceUpdateWorkflowTemplate($id: ID!, $input: UpdateWorkflowTemplateInput!) {
        updateWorkflowTemplate(id: $id, input: $input) {
          ...ComplianceWorkflowTemplateFields
        }
      }
    `),
    input: {
      params: ID_PARAMS,
      body: z.strictObject({ ...z.object(DEFINITION).partial().shape, ...READ_ONLY_TEMPLATE_FIELDS }),
    },
    variables: ({
      params,
      body: { id: _id, tenantId: _tenantId, createdAt: _createdAt, updatedAt: _updatedAt, ...input },
    }) => ({
      id: params.id,
      input,
    }),
    answers: { 200: messageBody(TEMPLATE) },
    respond: ({ updateWorkflowTemplate }) => ok(updateWorkflowTemplate, 'Workflow template updated'),
  }),
  route({
    name: 'listWorkflowInstances',
    method: 'GET',
    path: '/api/v1/workflows/instances',
    auth: 'jwt',
    document: graphql(`
      query ComplianceListWorkflowInstances(
        $tenantId: ID
        $status: WorkflowStatus
        $entityId: ID
        $templateId: ID
        $sort: [WorkflowInstanceSort!]
        $page: Int
        $limit: Int
      ) {
        workflowInstances(
          tenantId: $tenantId
          status: $status
          entityId: $entityId
          templateId: $templateId
          sort: $sort
          page: $page
          limit: $limit
        ) {
          items {
            ...ComplianceWorkflowInstanceFields
            template {
              id
              workflowName
              legalReference
            }
            entity {
              id
              name
            }
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
        status: queryValue(legacyEnum(WORKFLOW_STATUS).optional()).optional(),
        entityId: queryString(),
        templateId: queryString(),
        ...PAGING,
        sort: querySort([
          'createdAt',
          'created_at',
          'updatedAt',
          'updated_at',
          'completedAt',
          'completed_at',
          'status',
        ]),
      }),
    },
    variables: ({ query }) => ({ ...query, status: enumValue(query.status) }),
    answers: {
      200: pageBody(
        INSTANCE.extend({
          template: z.object({ id: z.string(), workflowName: z.string(), legalReference: z.string().nullable() }),
          entity: z.object({ id: z.string(), name: z.string() }),
        }),
      ),
    },
    respond: ({ workflowInstances }) => paginated(workflowInstances),
  }),
  route({
    name: 'createWorkflowInstance',
    method: 'POST',
    path: '/api/v1/workflows/instances',
    auth: 'jwt',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation ComplianceCreateWorkflowInstance($input: CreateWorkflowInstanceInput!) {
        createWorkflowInstance(input: $input) {
          ...ComplianceWorkflowInstanceFields
        }
      }
    `),
    input: {
      body: z.strictObject({ tenantId: z.string().nullish(), templateId: z.string(), entityId: z.string() }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: messageBody(INSTANCE) },
    respond: ({ createWorkflowInstance }) => created(createWorkflowInstance, 'Workflow instance created'),
  }),
  route({
    name: 'getWorkflowInstance',
    method: 'GET',
    path: '/api/v1/workflows/instances/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceWorkflowInstance($id: ID!) {
        workflowInstance(id: $id) {
          ...ComplianceWorkflowInstanceFields
          template {
            ...ComplianceWorkflowTemplateFields
          }
          entity {
            id
            name
            entityType
            profileData
            version
          }
          tenant {
            id
            name
            subscriptionPlan
          }
        }
      }
    `),
    input: { params: ID_PARAMS },
    variables: ({ params }) => params,
    answers: {
      200: dataBody(
        INSTANCE.extend({
          template: TEMPLATE,
          entity: z.object({
            id: z.string(),
            name: z.string(),
            entityType: LEGAL_FORM.nullable(),
            profileData: z.record(z.string(), z.unknown()),
            version: z.int(),
          }),
          tenant: z.object({
            id: z.string(),
            name: z.string(),
            subscriptionPlan: PLAN_ID,
          }),
        }),
      ),
    },
    respond: ({ workflowInstance }) => ok(workflowInstance),
  }),
  route({
    name: 'updateWorkflowTask',
    method: 'PATCH',
    path: '/api/v1/workflows/instances/:id/tasks',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: UpdateWorkflowTaskInput!) {
        updateWorkflowTask(instanceId: $instanceId, input: $input) {
          ...ComplianceWorkflowInstanceFields
        }
      }
    `),
    input: { params: ID_PARAMS, body: z.strictObject({ taskId: z.string(), completed: z.boolean() }) },
    variables: ({ params, body }) => ({ instanceId: params.id, input: body }),
    answers: { 200: messageBody(INSTANCE) },
    respond: ({ updateWorkflowTask }) =>
      ok(
        updateWorkflowTask,
        updateWorkflowTask.status === 'COMPLETED' ? 'Task updated; all mandatory tasks are completed' : 'Task updated',
      ),
  }),
  route({
    name: 'generateWorkflowCertificate',
    method: 'POST',
    path: '/api/v1/workflows/instances/:id/generate-pdf',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {
        generateWorkflowCertificate(instanceId: $instanceId) {
          path
        }
      }
    `),
    input: { params: ID_PARAMS },
    variables: ({ params }) => ({ instanceId: params.id }),
    answers: { 200: FILE },
    respondWithRequest: ({ generateWorkflowCertificate }, req) =>
      streamFrom(new URL(generateWorkflowCertificate.path, req.gatewayOrigin)),
  }),
];
