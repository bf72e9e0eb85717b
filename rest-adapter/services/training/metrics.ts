import { z } from 'zod';
import { route, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { LEGACY_INTEREST, legacyInterest } from './interests.js';
import { success, successBody } from './legacy.js';

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
    answers: {
      200: successBody(
        z.object({
          total_courses: z.int(),
          published_courses: z.int(),
          total_interests: z.int(),
          total_enrollments: z.int(),
          total_enquiries: z.int(),
          recent_interests: z.array(LEGACY_INTEREST),
        }),
      ),
    },
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
