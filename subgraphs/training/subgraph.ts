import { trainingAuthChecker } from './auth/auth.checker.js';
import { CourseResolver } from './catalogue/course.resolver.js';
import { auditForwardJob } from '../shared/audit/audit-trail.js';
import { mailJob } from '../shared/mail.js';
import type { SubgraphDefinition } from '../shared/server.js';
import { createTrainingContext, type TrainingContext } from './context.js';
import { InterestResolver } from './interests/interest.resolver.js';
import { CertificateResolver } from './enrollments/certificate.resolver.js';
import { EnrollmentResolver } from './enrollments/enrollment.resolver.js';
import { trainingDatabase } from './database.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { MetricsResolver } from './metrics/metrics.resolver.js';
import { TrainingAuditResolver } from './audit/audit.resolver.js';
import { TaxonomyResolver } from './taxonomy/taxonomy.resolver.js';
import { EnquiryResolver } from './enquiries/enquiry.resolver.js';
import { TrainingPlanResolver } from './training-plans/training-plan.resolver.js';
import { UploadResolver } from './files/upload.resolver.js';
import { isUuid } from '../../platform/ids.js';

/**
 * The course-training subgraph: the public catalogue and its taxonomies, learners (interests, enrollments,
 * certificates), enquiries, training plan requests, files, settings, metrics and the audit trail.
 */
export const trainingSubgraph: SubgraphDefinition<TrainingContext> = {
  name: 'training',
  database: trainingDatabase,
  resolvers: [
    CourseResolver,
    TaxonomyResolver,
    InterestResolver,
    EnrollmentResolver,
    CertificateResolver,
    EnquiryResolver,
    TrainingPlanResolver,
    UploadResolver,
    SettingsResolver,
    MetricsResolver,
    TrainingAuditResolver,
  ],
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
