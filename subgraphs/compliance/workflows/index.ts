import type { SubgraphArea } from '../../shared/area.js';
import { WorkflowInstance } from './workflow-instance.entity.js';
import { WorkflowInstanceResolver } from './workflow-instance.resolver.js';
import { WorkflowTemplate } from './workflow-template.entity.js';
import { WorkflowTemplateResolver } from './workflow-template.resolver.js';

export const workflowsArea: SubgraphArea = {
  entities: [WorkflowTemplate, WorkflowInstance],
  resolvers: [WorkflowTemplateResolver, WorkflowInstanceResolver],
};
