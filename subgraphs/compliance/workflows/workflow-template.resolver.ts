import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authenticated } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { idOf, type RecordOf } from '../../shared/read-models.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import type { ComplianceContext } from '../context.js';
import { WorkflowTemplate } from './workflow-template.entity.js';
import { WORKFLOW_TEMPLATES_TAG } from './workflow-template.events.js';
import { WorkflowTemplateService } from './workflow-template.service.js';
import {
  CreateWorkflowTemplateInput,
  UpdateWorkflowTemplateInput,
  WorkflowTemplatePage,
  WorkflowTemplateSort,
} from './workflow-template.types.js';

const service = (context: ComplianceContext) => new WorkflowTemplateService(context);

@Resolver(() => WorkflowTemplate)
export class WorkflowTemplateResolver {
  @Authorized()
  @Authenticated()
  @Cacheable([WORKFLOW_TEMPLATES_TAG], 'TENANT')
  @Query(() => WorkflowTemplatePage, {
    description: "The global templates and the tenant's own, newest first unless `sort` says otherwise",
  })
  @PageListSize(20)
  workflowTemplates(
    @Arg('tenantId', () => ID, { nullable: true, description: "The caller's tenant; any other is FORBIDDEN" })
    tenantId: string | null | undefined,
    @Arg('isActive', () => Boolean, { nullable: true }) isActive: boolean | null | undefined,
    @Arg('sort', () => [WorkflowTemplateSort], { nullable: true }) sort: WorkflowTemplateSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: ComplianceContext,
  ): Promise<WorkflowTemplatePage> {
    return service(context).list({ tenantId, isActive, sort, page, limit });
  }

  @Authorized()
  @Authenticated()
  @Cacheable([WORKFLOW_TEMPLATES_TAG], 'TENANT')
  @Query(() => WorkflowTemplate, {
    description: 'One template the tenant sees (global or its own); NOT_FOUND otherwise',
  })
  workflowTemplate(@Arg('id', () => ID) id: string, @Ctx() context: ComplianceContext): Promise<WorkflowTemplate> {
    return service(context).get(id);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([WORKFLOW_TEMPLATES_TAG, AUDIT_TAG])
  @Mutation(() => WorkflowTemplate, {
    description: "Creates a template of the caller's tenant, or a global one (platform admins, global: true)",
  })
  createWorkflowTemplate(
    @Arg('input', () => CreateWorkflowTemplateInput) input: CreateWorkflowTemplateInput,
    @Ctx() context: ComplianceContext,
  ): Promise<WorkflowTemplate> {
    return service(context).create(input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([WORKFLOW_TEMPLATES_TAG, AUDIT_TAG])
  @Mutation(() => WorkflowTemplate, {
    description:
      "Changes one of the tenant's templates, or a global one (platform admins); started instances keep their copy",
  })
  updateWorkflowTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWorkflowTemplateInput) input: UpdateWorkflowTemplateInput,
    @Ctx() context: ComplianceContext,
  ): Promise<WorkflowTemplate> {
    return service(context).update(id, input);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The owning tenant; null for a global template' })
  tenantId(@Root() template: WorkflowTemplate | RecordOf<WorkflowTemplate, 'tenant'>): string | null {
    return idOf(template.tenant);
  }
}
