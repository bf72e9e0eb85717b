import { gatherAreas } from '../shared/area.js';
import type { SubgraphDefinition } from '../shared/server.js';
import { TRAINING_AREAS } from './areas.js';
import { trainingAuthChecker } from './auth/auth.checker.js';
import { createTrainingContext, type TrainingContext } from './context.js';
import { trainingDatabase } from './database.js';

/**
 * The course-training subgraph: the public catalogue and its taxonomies, learners (interests, enrollments,
 * certificates), enquiries, training plan requests, files, settings, metrics and the audit trail. Changes of the
 * public catalogue are published as events through the outbox (`catalogue/catalogue.events.ts`).
 */
export const trainingSubgraph: SubgraphDefinition<TrainingContext, 'training'> = {
  name: 'training',
  port: 4001,
  database: trainingDatabase,
  productionRequirements: [
    {
      variables: ['IDP_URL', 'IDP_SERVICE_KEY'],
      standIn: 'admin authentication would be skipped (the development bypass)',
    },
    { variables: ['CHALLENGE_VERIFY_URL', 'CHALLENGE_SECRET'], standIn: 'any bot-challenge token would pass' },
  ],
  ...gatherAreas(TRAINING_AREAS),
  authChecker: trainingAuthChecker,
  createContext: createTrainingContext,
};
