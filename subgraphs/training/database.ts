import type { SubgraphDatabaseOptions } from '../shared/database.js';
import { AuditLog } from '../shared/audit/audit-log.entity.js';
import { Tenant, TenantMembership } from './auth/tenant.entity.js';
import { Course } from './catalogue/course.entity.js';
import { Certificate, Enrollment } from './enrollments/enrollment.entity.js';
import { Enquiry } from './enquiries/enquiry.entity.js';
import { Interest } from './interests/interest.entity.js';
import { TrainingSettings } from './settings/settings.entity.js';
import { TrainingPlanRequest } from './training-plans/training-plan-request.entity.js';
import { trainingMigrations } from './migrations/index.js';
import { TaxonomyItem } from './taxonomy/taxonomy.entity.js';

/** The training subgraph's own PostgreSQL schema, shared by its server and its command-line tools. */
export const trainingDatabase: SubgraphDatabaseOptions = {
  schema: 'training',
  entities: [
    Course,
    TaxonomyItem,
    Tenant,
    TenantMembership,
    Interest,
    Enrollment,
    Certificate,
    Enquiry,
    TrainingPlanRequest,
    TrainingSettings,
    AuditLog,
  ],
  migrations: trainingMigrations,
  notFoundNames: { TaxonomyItem: 'Taxonomy item', TrainingPlanRequest: 'Training plan request' },
};
