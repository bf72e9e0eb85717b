import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { listOrder, pageOf, parsePage, type Page } from '../../shared/pagination.js';
import { tagChanged } from '../../shared/response-cache.js';
import { fieldChanges } from '../audit/changes.js';
import type { ComplianceContext } from '../context.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { templatePhases } from './workflow-structure.js';
import {
  WorkflowTemplate,
  type ApplicabilityRules,
  type CompletionCriteria,
  type TimelineLogic,
} from './workflow-template.entity.js';
import { WORKFLOW_TEMPLATES_TAG } from './workflow-template.events.js';
import type {
  CreateWorkflowTemplateInput,
  UpdateWorkflowTemplateInput,
  WorkflowApplicabilityInput,
  WorkflowCompletionCriteriaInput,
  WorkflowTemplateSort,
  WorkflowTimelineInput,
} from './workflow-template.types.js';

export interface TemplateListArgs {
  tenantId?: string | null;
  isActive?: boolean | null;
  sort?: readonly WorkflowTemplateSort[] | null;
  page?: number | null;
  limit?: number | null;
}

const applicability = (input: WorkflowApplicabilityInput | null | undefined): ApplicabilityRules => ({
  entityTypes: [...new Set(input?.entityTypes ?? [])],
});

const timeline = (input: WorkflowTimelineInput | null | undefined): TimelineLogic | null =>
  input
    ? {
        triggerDate: input.triggerDate.trim(),
        deadlineDays: input.deadlineDays,
        // Reminders as a set, furthest from the deadline first (the order they fall in).
        reminderDaysBefore: [...new Set(input.reminderDaysBefore ?? [])].sort((a, b) => b - a),
      }
    : null;

const completion = (input: WorkflowCompletionCriteriaInput | null | undefined): CompletionCriteria => ({
  allMandatoryTasksCompleted: input?.allMandatoryTasksCompleted ?? true,
  filingConfirmation: (input?.filingConfirmation ?? []).map((form) => form.trim()),
});

/** What the audit trail keeps of a template: everything a client can change. */
const auditView = (template: WorkflowTemplate): Record<string, unknown> => ({
  workflowName: template.workflowName,
  legalReference: template.legalReference,
  applicabilityRules: template.applicabilityRules,
  timelineLogic: template.timelineLogic,
  phases: template.phases,
  validationRules: template.validationRules,
  advisoryPrompts: template.advisoryPrompts,
  completionCriteria: template.completionCriteria,
  isActive: template.isActive,
});

/**
 * Workflow templates: a tenant creates and changes its own and reads them beside the global ones, which only
 * platform admins create (`global: true`) and change. Every change is audited in its transaction.
 */
export class WorkflowTemplateService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  async create(input: CreateWorkflowTemplateInput): Promise<WorkflowTemplate> {
    const caller = await this.context.auth.requireTenant(input.tenantId);
    if (input.global) {
      await this.context.auth.requireAdmin();
      if (input.tenantId) {
        throw validationError('A global template belongs to no tenant: leave tenantId out', {
          fields: { tenantId: ['must be absent for a global template'] },
        });
      }
    }
    const phases = templatePhases(input.phases);
    return this.context.em.transactional(async (em) => {
      const tenant = input.global ? null : await em.findOne(Tenant, { id: caller.tenantId });
      if (!input.global && !tenant) throw notFound('Tenant');
      const template = em.create(WorkflowTemplate, {
        tenant,
        workflowName: input.workflowName.trim(),
        legalReference: input.legalReference?.trim() || null,
        applicabilityRules: applicability(input.applicabilityRules),
        timelineLogic: timeline(input.timelineLogic),
        phases,
        validationRules: input.validationRules ?? {},
        advisoryPrompts: input.advisoryPrompts ?? {},
        completionCriteria: completion(input.completionCriteria),
        isActive: input.isActive ?? true,
      });
      await this.context.audit.record(em, caller, {
        action: 'WORKFLOW_TEMPLATE_CREATED',
        resourceType: 'workflow_template',
        resourceId: template.id,
        details: { workflowName: template.workflowName, global: tenant === null, phases: phases.length },
      });
      recordEvent(
        em,
        tagChanged(
          WORKFLOW_TEMPLATES_TAG,
          { action: 'create', templateId: template.id, tenantId: tenant?.id ?? null },
          tenant?.id,
        ),
      );
      await em.flush();
      return template;
    });
  }

  /** The global templates and the tenant's own, newest first unless `sort` says otherwise. */
  async list(args: TemplateListArgs): Promise<Page<WorkflowTemplate>> {
    await this.context.auth.requireTenant(args.tenantId);
    const pageRequest = parsePage(args.page, args.limit);
    const where: FilterQuery<WorkflowTemplate> =
      args.isActive !== null && args.isActive !== undefined ? { isActive: args.isActive } : {};
    const [items, total] = await this.context.em.findAndCount(WorkflowTemplate, where, {
      orderBy: listOrder<WorkflowTemplate>(args.sort),
      limit: pageRequest.limit,
      offset: pageRequest.offset,
    });
    return pageOf(items, total, pageRequest);
  }

  /** One template the tenant sees; another tenant's is NOT_FOUND, as if it did not exist. */
  async get(id: string): Promise<WorkflowTemplate> {
    await this.context.auth.requireTenant();
    return findVisibleTemplate(this.context.em, id);
  }

  /**
   * Changes a template: the tenant's own, or a global one by a platform admin (FORBIDDEN for anyone else).
   * Instances already started keep their copy of the phases; only new ones see the change.
   */
  async update(id: string, input: UpdateWorkflowTemplateInput): Promise<WorkflowTemplate> {
    const caller = await this.context.auth.requireTenant();
    const changed = Object.entries(input).filter(([, value]) => value !== undefined);
    if (!changed.length) throw validationError('Nothing to update: give at least one field');
    const phases = input.phases ? templatePhases(input.phases) : undefined;
    return this.context.em.transactional(async (em) => {
      const template = await findVisibleTemplate(em, id, LockMode.PESSIMISTIC_WRITE);
      if (template.tenant === null) await this.context.auth.requireAdmin();
      const before = auditView(template);
      if (input.workflowName) template.workflowName = input.workflowName.trim();
      if (input.legalReference !== undefined) template.legalReference = input.legalReference?.trim() || null;
      if (input.applicabilityRules !== undefined) template.applicabilityRules = applicability(input.applicabilityRules);
      if (input.timelineLogic !== undefined) template.timelineLogic = timeline(input.timelineLogic);
      if (phases) template.phases = phases;
      if (input.validationRules !== undefined) template.validationRules = input.validationRules ?? {};
      if (input.advisoryPrompts !== undefined) template.advisoryPrompts = input.advisoryPrompts ?? {};
      if (input.completionCriteria !== undefined) template.completionCriteria = completion(input.completionCriteria);
      if (input.isActive !== undefined && input.isActive !== null) template.isActive = input.isActive;
      const changes = fieldChanges(before, auditView(template));
      if (changes.length) {
        await this.context.audit.record(em, caller, {
          action: 'WORKFLOW_TEMPLATE_UPDATED',
          resourceType: 'workflow_template',
          resourceId: template.id,
          details: { workflowName: template.workflowName, global: template.tenant === null },
          changes,
        });
        recordEvent(
          em,
          tagChanged(
            WORKFLOW_TEMPLATES_TAG,
            { action: 'update', templateId: template.id, tenantId: template.tenant?.id ?? null },
            template.tenant?.id,
          ),
        );
      }
      await em.flush();
      return template;
    });
  }
}

/**
 * A template the request's tenant sees (global or its own: the tenant filter, `@TenantOwned({ sharedWhenNull })`),
 * optionally locked; NOT_FOUND otherwise (also for a malformed id).
 */
export async function findVisibleTemplate(
  em: EntityManager,
  id: string,
  lockMode?: LockMode,
): Promise<WorkflowTemplate> {
  return em.findOneOrFail(WorkflowTemplate, { id: normalizeId(id) }, lockMode ? { lockMode, refresh: true } : {});
}
