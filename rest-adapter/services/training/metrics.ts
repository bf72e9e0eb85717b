import { route, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { legacyInterest } from './interests.js';
import { success } from './legacy.js';

export const metricsRoutes: RouteDefinition[] = [
  // Also the admin client's liveness check: a revoked session fails here (401/403) and signs the admin out.
  route({
    name: 'getMetrics',
    method: 'GET',
    path: '/metrics',
    auth: 'admin',
    document: graphql(`
      query TrainingGetMetrics {
        trainingMetrics {
          totalCourses
          publishedCourses
          totalInterests
          totalEnrollments
          totalEnquiries
          recentInterests {
            ...TrainingInterestFields
          }
        }
      }
    `),
    input: {},
    respond: ({ trainingMetrics: metrics }) =>
      success({
        total_courses: metrics.totalCourses,
        published_courses: metrics.publishedCourses,
        total_interests: metrics.totalInterests,
        total_enrollments: metrics.totalEnrollments,
        total_enquiries: metrics.totalEnquiries,
        recent_interests: metrics.recentInterests.map(legacyInterest),
      }),
  }),
];
