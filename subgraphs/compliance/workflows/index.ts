import type { ComplianceArea } from '../area.js';
import { WorkflowInstance } from './workflow-instance.entity.js';
import { WorkflowTemplate } from './workflow-template.entity.js';

export const workflowsArea: ComplianceArea = {
  entities: [WorkflowTemplate, WorkflowInstance],
  resolvers: [],
};
