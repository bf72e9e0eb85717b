import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { requireId } from '../../shared/ids.js';
import { listOrder, orderOf, parsePage, readPage, type Page } from '../../shared/pagination.js';
import { recordColumnsOf, recordOf, relatedRecordOf, tableOf } from '../../shared/read-models.js';
import { tagChanged } from '../../shared/response-cache.js';
import { scopedTenantOf } from '../../shared/tenancy.js';
import type { FieldChange } from '../audit/audit-event.entity.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import type { ComplianceContext } from '../context.js';
import { assertWithinPlan } from '../plans/plan-limits.js';
import { WorkflowInstance, WorkflowStatus, type WorkflowInstanceRecord } from './workflow-instance.entity.js';
import { WORKFLOW_INSTANCES_TAG } from './workflow-instance.events.js';
import type {
  CreateWorkflowInstanceInput,
  WorkflowInstanceSort,
  UpdateWorkflowTaskInput,
} from './workflow-instance.types.js';
import { allTaskIds, findTask, instanceData, isTaskId, statusOf, withTask } from './workflow-structure.js';
import { WorkflowTemplate } from './workflow-template.entity.js';
import { findVisibleTemplate } from './workflow-template.service.js';

const NULLABLE_SORT_FIELDS = new Set<string>(['completedAt']);

export interface InstanceListArgs {
  tenantId?: string | null;
  status?: WorkflowStatus | null;
  entityId?: string | null;
  templateId?: string | null;
  sort?: readonly WorkflowInstanceSort[] | null;
  page?: number | null;
  limit?: number | null;
}

/** An id given in a body or filter: a uuid, else a VALIDATION_ERROR naming the field. */

/**
 * Workflow instances: a tenant starts a template (global or its own) for one of its entities, within its plan's
 * workflow limit, and checks tasks off. The status follows the spec's rule at every change: COMPLETED exactly when
 * all mandatory tasks are completed. So checking the last mandatory task completes the instance, and unchecking a
 * mandatory task of a COMPLETED instance reopens it (IN_PROGRESS, completedAt cleared): the status never claims
 * more than the tasks show. Every change is audited in its transaction.
 */
export class WorkflowInstanceService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  async create(input: CreateWorkflowInstanceInput): Promise<WorkflowInstance> {
    const caller = await this.context.auth.requireTenant(input.tenantId);
    const templateId = requireId('templateId', input.templateId);
    const entityId = requireId('entityId', input.entityId);
    return this.context.em.transactional(async (em) => {
      const template = await findVisibleTemplate(em, templateId);
      if (!template.isActive) throw conflict('The workflow template is inactive: it starts no new workflows');
      const entity = await em.findOneOrFail(
        BusinessEntity,
        { id: entityId },
        { failHandler: () => notFound('Business entity') },
      );
      const { entityTypes } = template.applicabilityRules;
      if (entity.entityType && entityTypes.length && !entityTypes.includes(entity.entityType)) {
        throw validationError(
          `The template applies to ${entityTypes.join(', ')} entities; this entity is ${entity.entityType}`,
          {
            fields: { entityId: [`entity type ${entity.entityType} is not among the template's entity types`] },
          },
        );
      }
      const tenant = await assertWithinPlan(em, caller.tenantId, 'workflows', () => em.count(WorkflowInstance));
      const instance = em.create(WorkflowInstance, {
        tenant,
        template,
        entity,
        currentData: instanceData(template.phases),
      });
      await this.context.audit.record(em, caller, {
        action: 'WORKFLOW_INSTANCE_CREATED',
        resourceType: 'workflow_instance',
        resourceId: instance.id,
        entityId: entity.id,
        details: { templateId: template.id, workflowName: template.workflowName, status: instance.status },
      });
      recordEvent(
        em,
        tagChanged(WORKFLOW_INSTANCES_TAG, { action: 'create', instanceId: instance.id }, caller.tenantId),
      );
      await em.flush();
      return instance;
    });
  }

  /**
   * The tenant's instances, newest first unless `sort` says otherwise: a read model, each instance with its template,
   * in one statement (see `WorkflowInstanceRecord`).
   */
  async list(args: InstanceListArgs): Promise<Page<WorkflowInstanceRecord>> {
    await this.context.auth.requireTenant(args.tenantId);
    const pageRequest = parsePage(args.page, args.limit);
    const { em } = this.context;
    // Written by hand, so it states its tenant itself: the request's scope (no scope of every tenant here: a null
    // tenant would match no row).
    const conditions = ['instance.tenant_id = ?'];
    const params: unknown[] = [scopedTenantOf(em)];
    const filters: [string, unknown][] = [
      ['instance.status = ?', args.status],
      ['instance.entity_id = ?', args.entityId && requireId('entityId', args.entityId)],
      ['instance.template_id = ?', args.templateId && requireId('templateId', args.templateId)],
    ];
    for (const [condition, value] of filters) {
      if (!value) continue;
      conditions.push(condition);
      params.push(value);
    }
    const page = await readPage<WorkflowInstanceRecord>(
      em,
      {
        select: `${recordColumnsOf(em, WorkflowInstance, 'instance')}, ${relatedRecordOf(em, WorkflowTemplate, 'instance.template_id')} as "templateRecord"`,
        from: `from ${tableOf(em, WorkflowInstance)} as instance where ${conditions.join(' and ')}`,
        params,
        order: orderOf(em, WorkflowInstance, 'instance', listOrder<WorkflowInstance>(args.sort, NULLABLE_SORT_FIELDS)),
      },
      pageRequest,
    );
    for (const instance of page.items) {
      recordOf(em, WorkflowInstance, instance);
      recordOf(em, WorkflowTemplate, instance.templateRecord);
    }
    return page;
  }

  /** One instance of the tenant; another tenant's is NOT_FOUND, as if it did not exist. */
  async get(id: string): Promise<WorkflowInstance> {
    await this.context.auth.requireTenant();
    return findTenantInstance(this.context.em, id);
  }

  /**
   * Checks or unchecks one task. The row is locked for the read-modify-write of its JSON, so that concurrent
   * toggles of different tasks all land. Setting a task to the state it has changes (and audits) nothing.
   */
  async updateTask(id: string, update: UpdateWorkflowTaskInput): Promise<WorkflowInstance> {
    const caller = await this.context.auth.requireTenant();
    const taskId = update.taskId.trim().toLowerCase();
    if (!isTaskId(taskId)) {
      throw validationError(`taskId: "${update.taskId}" is not a task id (p<phase>_t<task>, e.g. p1_t2)`, {
        fields: { taskId: ['is not a task id'] },
      });
    }
    return this.context.em.transactional(async (em) => {
      const instance = await findTenantInstance(em, id, LockMode.PESSIMISTIC_WRITE);
      const task = findTask(instance.currentData, taskId);
      if (!task) {
        throw validationError(`taskId: the workflow has no task ${taskId}`, {
          fields: { taskId: ['is not a task of this workflow'] },
          taskIds: allTaskIds(instance.currentData),
        });
      }
      if (task.completed === update.completed) return instance;

      const now = new Date();
      instance.currentData = withTask(instance.currentData, taskId, (current) => ({
        ...current,
        completed: update.completed,
        completedAt: update.completed ? now.toISOString() : null,
        completedBy: update.completed ? caller.userId : null,
      }));
      const statusBefore = instance.status;
      instance.status = statusOf(instance.currentData);
      if (instance.status !== statusBefore)
        instance.completedAt = instance.status === WorkflowStatus.COMPLETED ? now : null;

      const changes: FieldChange[] = [
        { field: `tasks.${taskId}.completed`, oldValue: !update.completed, newValue: update.completed },
      ];
      if (instance.status !== statusBefore)
        changes.push({ field: 'status', oldValue: statusBefore, newValue: instance.status });
      const audited = { resourceType: 'workflow_instance', resourceId: instance.id, entityId: instance.entity.id };
      await this.context.audit.record(em, caller, {
        ...audited,
        action: 'WORKFLOW_TASK_UPDATED',
        details: {
          taskId,
          taskName: task.name,
          mandatory: task.mandatory,
          completed: update.completed,
          status: instance.status,
        },
        changes,
      });
      recordEvent(em, tagChanged(WORKFLOW_INSTANCES_TAG, { action: 'task', instanceId: instance.id }, caller.tenantId));
      if (instance.status !== statusBefore) {
        // A separate entry as well, so that completions and reopenings can be queried by action.
        await this.context.audit.record(em, caller, {
          ...audited,
          action:
            instance.status === WorkflowStatus.COMPLETED ? 'WORKFLOW_INSTANCE_COMPLETED' : 'WORKFLOW_INSTANCE_REOPENED',
          details: { taskId },
          changes: [{ field: 'status', oldValue: statusBefore, newValue: instance.status }],
        });
      }
      await em.flush();
      return instance;
    });
  }
}

/** An instance of the request's tenant, optionally locked (and then read afresh); NOT_FOUND otherwise. */
export async function findTenantInstance(
  em: EntityManager,
  id: string,
  lockMode?: LockMode,
): Promise<WorkflowInstance> {
  return em.findOneOrFail(WorkflowInstance, { id: normalizeId(id) }, lockMode ? { lockMode, refresh: true } : {});
}
