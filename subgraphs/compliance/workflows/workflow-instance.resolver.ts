import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authenticated } from '../../shared/authorization.js';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { FileLink } from '../../shared/file-links.js';
import type { Page } from '../../shared/pagination.js';
import { idOf, relatedOf, type RecordOf } from '../../shared/read-models.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { ENTITIES_TAG } from '../business-entities/business-entity.events.js';
import type { ComplianceContext } from '../context.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { WorkflowCertificateService } from './workflow-certificate.service.js';
import { WorkflowInstance, WorkflowStatus, type WorkflowInstanceRecord } from './workflow-instance.entity.js';
import { WORKFLOW_INSTANCES_TAG } from './workflow-instance.events.js';
import { WorkflowInstanceService } from './workflow-instance.service.js';
import {
  CreateWorkflowInstanceInput,
  WorkflowInstancePage,
  WorkflowInstanceSort,
  UpdateWorkflowTaskInput,
} from './workflow-instance.types.js';
import { WorkflowTemplate } from './workflow-template.entity.js';
import { WORKFLOW_TEMPLATES_TAG } from './workflow-template.events.js';

const service = (context: ComplianceContext) => new WorkflowInstanceService(context);

@Resolver(() => WorkflowInstance)
export class WorkflowInstanceResolver {
  @Authorized()
  @Authenticated()
  @Cacheable([WORKFLOW_INSTANCES_TAG, WORKFLOW_TEMPLATES_TAG, ENTITIES_TAG], 'TENANT')
  @Query(() => WorkflowInstancePage, {
    description: "The tenant's workflow instances, newest first unless `sort` says otherwise",
  })
  @PageListSize(20)
  workflowInstances(
    @Arg('tenantId', () => ID, { nullable: true, description: "The caller's tenant; any other is FORBIDDEN" })
    tenantId: string | null | undefined,
    @Arg('status', () => WorkflowStatus, { nullable: true }) status: WorkflowStatus | null | undefined,
    @Arg('entityId', () => ID, { nullable: true }) entityId: string | null | undefined,
    @Arg('templateId', () => ID, { nullable: true }) templateId: string | null | undefined,
    @Arg('sort', () => [WorkflowInstanceSort], { nullable: true }) sort: WorkflowInstanceSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: ComplianceContext,
  ): Promise<Page<WorkflowInstanceRecord>> {
    return service(context).list({ tenantId, status, entityId, templateId, sort, page, limit });
  }

  @Authorized()
  @Authenticated()
  @Cacheable([WORKFLOW_INSTANCES_TAG, WORKFLOW_TEMPLATES_TAG, ENTITIES_TAG], 'TENANT')
  @Query(() => WorkflowInstance, { description: 'One instance of the tenant; NOT_FOUND otherwise' })
  workflowInstance(@Arg('id', () => ID) id: string, @Ctx() context: ComplianceContext): Promise<WorkflowInstance> {
    return service(context).get(id);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([WORKFLOW_INSTANCES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => WorkflowInstance, {
    description: "Starts a template for an entity of the tenant (IN_PROGRESS), within the plan's workflow limit",
  })
  createWorkflowInstance(
    @Arg('input', () => CreateWorkflowInstanceInput) input: CreateWorkflowInstanceInput,
    @Ctx() context: ComplianceContext,
  ): Promise<WorkflowInstance> {
    return service(context).create(input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([WORKFLOW_INSTANCES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => WorkflowInstance, {
    description:
      'Checks or unchecks a task; the instance is COMPLETED exactly when all its mandatory tasks are (so unchecking one reopens it)',
  })
  updateWorkflowTask(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('input', () => UpdateWorkflowTaskInput) input: UpdateWorkflowTaskInput,
    @Ctx() context: ComplianceContext,
  ): Promise<WorkflowInstance> {
    return service(context).updateTask(instanceId, input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([AUDIT_TAG])
  @Mutation(() => FileLink, {
    description:
      'Renders the compliance certificate (PDF) of an instance as it stands; answers a 60-second download link',
  })
  @Cost(25)
  generateWorkflowCertificate(
    @Arg('instanceId', () => ID) instanceId: string,
    @Ctx() context: ComplianceContext,
  ): Promise<FileLink> {
    return new WorkflowCertificateService(context).generate(instanceId);
  }

  @FieldResolver(() => ID)
  tenantId(@Root() instance: WorkflowInstance | WorkflowInstanceRecord): string {
    return idOf(instance.tenant);
  }

  @FieldResolver(() => ID)
  templateId(@Root() instance: WorkflowInstance | WorkflowInstanceRecord): string {
    return idOf(instance.template);
  }

  @FieldResolver(() => ID)
  entityId(@Root() instance: WorkflowInstance | WorkflowInstanceRecord): string {
    return idOf(instance.entity);
  }

  @FieldResolver(() => WorkflowTemplate)
  template(
    @Root() instance: WorkflowInstance | WorkflowInstanceRecord,
    @Ctx() context: ComplianceContext,
  ): WorkflowTemplate | RecordOf<WorkflowTemplate, 'tenant'> | Promise<WorkflowTemplate> {
    if ('templateRecord' in instance) return instance.templateRecord;
    return relatedOf(context.em, WorkflowTemplate, instance.template);
  }

  @FieldResolver(() => BusinessEntity)
  entity(
    @Root() instance: WorkflowInstance | WorkflowInstanceRecord,
    @Ctx() context: ComplianceContext,
  ): Promise<BusinessEntity> {
    return relatedOf(context.em, BusinessEntity, instance.entity);
  }

  @FieldResolver(() => Tenant)
  tenant(
    @Root() instance: WorkflowInstance | WorkflowInstanceRecord,
    @Ctx() context: ComplianceContext,
  ): Promise<Tenant> {
    return relatedOf(context.em, Tenant, instance.tenant);
  }
}
