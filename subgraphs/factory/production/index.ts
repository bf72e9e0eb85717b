import type { SubgraphArea } from '../../shared/area.js';
import { JobStepProgress } from './job-step.entity.js';
import { Job } from './job.entity.js';
import { FactoryJobResolver } from './job.resolver.js';

export const productionArea: SubgraphArea = {
  entities: [Job, JobStepProgress],
  resolvers: [FactoryJobResolver],
};
