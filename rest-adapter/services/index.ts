import type { ServiceDefinition } from '../engine/index.js';
import { complianceService, complianceWorkflowService } from './compliance/index.js';
import { factoryService } from './factory/index.js';
import { trainingService } from './training/index.js';

/** Every legacy surface the adapter serves, each with its route table. */
export const SERVICES: readonly ServiceDefinition[] = [
  trainingService,
  complianceService,
  complianceWorkflowService,
  factoryService,
];

export { complianceService, complianceWorkflowService, factoryService, trainingService };
