import type { SubgraphArea } from '../shared/area.js';
import { outboxArea } from '../shared/events/outbox-area.js';
import { mailArea } from '../shared/mail.js';
// Imported in the order the checked-in schema lists their fields: type-graphql lists them as their resolvers load.
import { auditArea } from './audit/index.js';
import { authArea } from './auth/index.js';
import { catalogueArea } from './catalogue/index.js';
import { enquiriesArea } from './enquiries/index.js';
import { enrollmentsArea } from './enrollments/index.js';
import { filesArea } from './files/index.js';
import { interestsArea } from './interests/index.js';
import { metricsArea } from './metrics/index.js';
import { settingsArea } from './settings/index.js';
import { taxonomyArea } from './taxonomy/index.js';
import { trainingPlansArea } from './training-plans/index.js';

/** The domain areas of the training subgraph. */
export const TRAINING_AREAS: readonly SubgraphArea[] = [
  catalogueArea,
  taxonomyArea,
  authArea,
  interestsArea,
  enrollmentsArea,
  enquiriesArea,
  trainingPlansArea,
  filesArea,
  settingsArea,
  metricsArea,
  auditArea,
  mailArea,
  // The catalogue's writes record events, which the gateway's response cache is invalidated by.
  outboxArea,
];
