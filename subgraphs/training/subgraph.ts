import { isUuid } from './auth/admin-auth.js';
import { trainingAuthChecker } from './auth/auth.checker.js';
import { CourseResolver } from './catalogue/course.resolver.js';
import { auditForwardJob } from '../shared/audit/audit-trail.js';
import { mailJob } from '../shared/mail.js';
import type { SubgraphDefinition } from '../shared/server.js';
import { createTrainingContext, type TrainingContext } from './context.js';
import { trainingDatabase } from './database.js';
import { TaxonomyResolver } from './taxonomy/taxonomy.resolver.js';

/** The course-training subgraph: the public course catalogue, its taxonomies and their administration. */
export const trainingSubgraph: SubgraphDefinition<TrainingContext> = {
  name: 'training',
  database: trainingDatabase,
  resolvers: [CourseResolver, TaxonomyResolver],
  authChecker: trainingAuthChecker,
  jobs: [mailJob, auditForwardJob],
  referenceResolvers: {
    Course: {
      __resolveReference: (reference: { id: string }, context: TrainingContext) =>
        isUuid(reference.id) ? context.loaders.courseById.load(reference.id.toLowerCase()) : null,
    },
    TaxonomyItem: {
      __resolveReference: (reference: { id: string }, context: TrainingContext) =>
        isUuid(reference.id) ? context.loaders.taxonomyById.load(reference.id.toLowerCase()) : null,
    },
  },
  createContext: createTrainingContext,
};
