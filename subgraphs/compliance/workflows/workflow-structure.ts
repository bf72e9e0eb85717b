import { validationError } from '../../../platform/errors.js';
import { InstanceData, InstanceTask, WorkflowStatus } from './workflow-instance.entity.js';
import type { TemplatePhase } from './workflow-template.entity.js';
import type { WorkflowPhaseInput } from './workflow-template.types.js';

/**
 * The phase-and-task structure of workflows: a template's phases as stored (trimmed, in order), the copy an
 * instance starts from (with task ids), and the rule that decides an instance's status.
 */

/** `p<phase>_t<task>`, both counted from 1. */
const TASK_ID = /^p([1-9]\d{0,3})_t([1-9]\d{0,3})$/;

export const taskId = (phaseNumber: number, taskNumber: number) => `p${phaseNumber}_t${taskNumber}`;

export const isTaskId = (value: string) => TASK_ID.test(value);

/**
 * A template's phases as stored: names trimmed, sorted by `order`. The input's shape is checked by its type; this
 * adds the rules across fields, each a VALIDATION_ERROR naming the field (`phases.2.order`):
 * - phase orders are unique, since they number the phases (and so the task ids);
 * - at least one task is mandatory, since an instance completes when its mandatory tasks are done, and one
 *   without any would be complete the moment it started.
 */
export function templatePhases(input: readonly WorkflowPhaseInput[]): TemplatePhase[] {
  const fields: Record<string, string[]> = {};
  const firstWithOrder = new Map<number, number>();
  input.forEach((phase, index) => {
    const earlier = firstWithOrder.get(phase.order);
    if (earlier === undefined) firstWithOrder.set(phase.order, index);
    else fields[`phases.${index}.order`] = [`must be unique: phases.${earlier} has order ${phase.order} too`];
  });
  if (!input.some((phase) => phase.tasks.some((task) => task.mandatory))) {
    fields.phases = ['must contain at least one mandatory task'];
  }
  const problems = Object.entries(fields);
  if (problems.length) {
    const summary = problems.map(([field, messages]) => `${field}: ${messages.join(', ')}`).join('; ');
    throw validationError(`Invalid phases: ${summary}`, { fields });
  }
  return [...input]
    .sort((a, b) => a.order - b.order)
    .map((phase) => ({
      name: phase.name.trim(),
      order: phase.order,
      tasks: phase.tasks.map((task) => ({
        name: task.name.trim(),
        mandatory: task.mandatory,
        advisory: task.advisory?.trim() || null,
      })),
    }));
}

/** The copy of a template's phases that an instance starts from: every task open, with its id. */
export function instanceData(phases: readonly TemplatePhase[]): InstanceData {
  return {
    phases: [...phases]
      .sort((a, b) => a.order - b.order)
      .map((phase, phaseIndex) => ({
        name: phase.name,
        order: phase.order,
        tasks: phase.tasks.map((task, taskIndex): InstanceTask => ({
          id: taskId(phaseIndex + 1, taskIndex + 1),
          name: task.name,
          mandatory: task.mandatory,
          advisory: task.advisory ?? null,
          completed: false,
          completedAt: null,
          completedBy: null,
        })),
      })),
  };
}

export function findTask(data: InstanceData, id: string): InstanceTask | undefined {
  for (const phase of data.phases) {
    const task = phase.tasks.find((candidate) => candidate.id === id);
    if (task) return task;
  }
  return undefined;
}

export const allTaskIds = (data: InstanceData) => data.phases.flatMap((phase) => phase.tasks.map((task) => task.id));

/** A copy of `data` with one task replaced: the JSON column is written as a whole, never mutated in place. */
export function withTask(data: InstanceData, id: string, change: (task: InstanceTask) => InstanceTask): InstanceData {
  return {
    phases: data.phases.map((phase) => ({
      ...phase,
      tasks: phase.tasks.map((task) => (task.id === id ? change(task) : task)),
    })),
  };
}

/** The spec's rule: an instance is COMPLETED exactly when all its mandatory tasks are. */
export function statusOf(data: InstanceData): WorkflowStatus {
  const mandatory = data.phases.flatMap((phase) => phase.tasks.filter((task) => task.mandatory));
  return mandatory.every((task) => task.completed) ? WorkflowStatus.COMPLETED : WorkflowStatus.IN_PROGRESS;
}
