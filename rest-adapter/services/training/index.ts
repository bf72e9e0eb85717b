import { z } from 'zod';
import { config } from '../../../platform/config.js';
import type { ServiceDefinition } from '../../engine/index.js';
import { auditLogRoutes } from './audit-logs.js';
import { courseRoutes } from './courses.js';
import { enquiryRoutes } from './enquiries.js';
import { enrollmentRoutes } from './enrollments.js';
import { interestRoutes } from './interests.js';
import { metricsRoutes } from './metrics.js';
import { settingsRoutes } from './settings.js';
import { taxonomyRoutes } from './taxonomies.js';
import { trainingPlanRoutes } from './training-plans.js';
import { uploadRoutes } from './uploads.js';
import { verificationRoutes } from './verification.js';

/**
 * The course-training service (Variants A and B side by side) at `/training/api/v1`, one route table per
 * area. Legacy bodies are snake_case with lower-case enum values; GraphQL is camelCase with upper-case enums.
 * Where both variants use one method and path with different meanings, the route's `when` tells them apart
 * (see the README's table).
 */
export const trainingService: ServiceDefinition = {
  name: 'training',
  basePath: '/training/api/v1',
  documentation: {
    title: 'Course training (legacy REST)',
    description:
      'The course-training service, Variants A and B on one base URL. Admin operations take the bearer token of a member of the training tenant; public forms carry a bot-challenge token.',
  },
  errorBody: ({ message, correlationId, extra }) => ({ status: 'error', message, correlationId, ...extra }),
  // The spec's error body.
  errorSchema: z.object({
    status: z.literal('error'),
    message: z.string(),
    correlationId: z.string().meta({ format: 'uuid' }),
  }),
  credentials: {
    // The spec's development bypass: without an identity provider the subgraph skips authentication, and so does
    // the adapter. In a deployment of separate processes, give the adapter IDP_URL as well (docker-compose.yml).
    required: () => config().IDP_URL !== undefined,
  },
  routes: [
    ...courseRoutes,
    ...taxonomyRoutes,
    ...interestRoutes,
    ...enrollmentRoutes,
    ...verificationRoutes,
    ...enquiryRoutes,
    ...trainingPlanRoutes,
    ...uploadRoutes,
    ...settingsRoutes,
    ...metricsRoutes,
    ...auditLogRoutes,
  ],
};

export { legacyCourse } from './courses.js';
