import {
  boolParam,
  enumIn,
  gql,
  legacySort,
  objectBody,
  route,
  stringParam,
  streamFrom,
  type RouteDefinition,
} from '../../engine/index.js';
import { created, ok, pageVariables, paginated, type PageData } from './legacy.js';

/**
 * Workflow templates and instances. Bodies are the GraphQL inputs as they are (camelCase), so that a wrong type,
 * a missing field or an unknown field answers 400 before anything is written; a PUT ignores the read-only
 * fields of a template as GET answers it (id, tenantId, createdAt, updatedAt), so that a read-change-write
 * round trip works. The certificate streams as application/pdf from the signed link the mutation answers.
 */

const TEMPLATE_FIELDS = gql`
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
`;

const INSTANCE_FIELDS = gql`
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
`;

/** Fields of a template as GET answers it that a PUT cannot change: dropped, so that a read-change-write round trip works. */
const READ_ONLY_TEMPLATE_FIELDS = new Set(['id', 'tenantId', 'createdAt', 'updatedAt']);

/** The PUT body as the update input; anything but the read-only fields is left for GraphQL to judge. */
const templateUpdate = (body: unknown) =>
  Object.fromEntries(Object.entries(objectBody(body)).filter(([name]) => !READ_ONLY_TEMPLATE_FIELDS.has(name)));

type Json = Record<string, unknown>;

export const workflowRoutes: RouteDefinition[] = [
  route<{ workflowTemplates: PageData<Json> }>({
    name: 'listWorkflowTemplates',
    method: 'GET',
    path: '/api/v1/workflows/templates',
    auth: 'jwt',
    document: gql`
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
      ${TEMPLATE_FIELDS}
    `,
    sort: legacySort([
      'createdAt',
      'created_at',
      'updatedAt',
      'updated_at',
      'workflowName',
      'workflow_name',
      'isActive',
      'is_active',
    ]),
    variables: ({ query }) => ({
      tenantId: stringParam(query.tenantId),
      isActive: boolParam(stringParam(query.isActive)),
      ...pageVariables(query),
    }),
    respond: ({ workflowTemplates }) => paginated(workflowTemplates),
  }),
  route<{ createWorkflowTemplate: Json }>({
    name: 'createWorkflowTemplate',
    method: 'POST',
    path: '/api/v1/workflows/templates',
    auth: 'jwt',
    document: gql`
      mutation ComplianceCreateWorkflowTemplate($input: CreateWorkflowTemplateInput!) {
        createWorkflowTemplate(input: $input) {
          ...ComplianceWorkflowTemplateFields
        }
      }
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    respond: ({ createWorkflowTemplate }) => created(createWorkflowTemplate, 'Workflow template created'),
  }),
  route<{ workflowTemplate: Json }>({
    name: 'getWorkflowTemplate',
    method: 'GET',
    path: '/api/v1/workflows/templates/:id',
    auth: 'jwt',
    document: gql`
      query ComplianceWorkflowTemplate($id: ID!) {
        workflowTemplate(id: $id) {
          ...ComplianceWorkflowTemplateFields
        }
      }
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ workflowTemplate }) => ok(workflowTemplate),
  }),
  route<{ updateWorkflowTemplate: Json }>({
    name: 'updateWorkflowTemplate',
    method: 'PUT',
    path: '/api/v1/workflows/templates/:id',
    auth: 'jwt',
    document: gql`
      mutation ComplianceUpdateWorkflowTemplate($id: ID!, $input: UpdateWorkflowTemplateInput!) {
        updateWorkflowTemplate(id: $id, input: $input) {
          ...ComplianceWorkflowTemplateFields
        }
      }
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, input: templateUpdate(body) }),
    respond: ({ updateWorkflowTemplate }) => ok(updateWorkflowTemplate, 'Workflow template updated'),
  }),
  route<{ workflowInstances: PageData<Json> }>({
    name: 'listWorkflowInstances',
    method: 'GET',
    path: '/api/v1/workflows/instances',
    auth: 'jwt',
    document: gql`
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
      ${INSTANCE_FIELDS}
    `,
    sort: legacySort(['createdAt', 'created_at', 'updatedAt', 'updated_at', 'completedAt', 'completed_at', 'status']),
    variables: ({ query }) => ({
      tenantId: stringParam(query.tenantId),
      status: enumIn(stringParam(query.status)),
      entityId: stringParam(query.entityId),
      templateId: stringParam(query.templateId),
      ...pageVariables(query),
    }),
    respond: ({ workflowInstances }) => paginated(workflowInstances),
  }),
  route<{ createWorkflowInstance: Json }>({
    name: 'createWorkflowInstance',
    method: 'POST',
    path: '/api/v1/workflows/instances',
    auth: 'jwt',
    document: gql`
      mutation ComplianceCreateWorkflowInstance($input: CreateWorkflowInstanceInput!) {
        createWorkflowInstance(input: $input) {
          ...ComplianceWorkflowInstanceFields
        }
      }
      ${INSTANCE_FIELDS}
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    respond: ({ createWorkflowInstance }) => created(createWorkflowInstance, 'Workflow instance created'),
  }),
  route<{ workflowInstance: Json }>({
    name: 'getWorkflowInstance',
    method: 'GET',
    path: '/api/v1/workflows/instances/:id',
    auth: 'jwt',
    document: gql`
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
      ${INSTANCE_FIELDS}
      ${TEMPLATE_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ workflowInstance }) => ok(workflowInstance),
  }),
  route<{ updateWorkflowTask: Json & { status: string } }>({
    name: 'updateWorkflowTask',
    method: 'PATCH',
    path: '/api/v1/workflows/instances/:id/tasks',
    auth: 'jwt',
    document: gql`
      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: UpdateWorkflowTaskInput!) {
        updateWorkflowTask(instanceId: $instanceId, input: $input) {
          ...ComplianceWorkflowInstanceFields
        }
      }
      ${INSTANCE_FIELDS}
    `,
    variables: ({ params, body }) => ({ instanceId: params.id, input: objectBody(body) }),
    respond: ({ updateWorkflowTask }) =>
      ok(
        updateWorkflowTask,
        updateWorkflowTask.status === 'COMPLETED' ? 'Task updated; all mandatory tasks are completed' : 'Task updated',
      ),
  }),
  route<{ generateWorkflowCertificate: { path: string } }>({
    name: 'generateWorkflowCertificate',
    method: 'POST',
    path: '/api/v1/workflows/instances/:id/generate-pdf',
    auth: 'jwt',
    document: gql`
      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {
        generateWorkflowCertificate(instanceId: $instanceId) {
          path
        }
      }
    `,
    variables: ({ params }) => ({ instanceId: params.id }),
    respond: ({ generateWorkflowCertificate }, req) =>
      streamFrom(new URL(generateWorkflowCertificate.path, req.gatewayOrigin)),
  }),
];
