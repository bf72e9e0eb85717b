import { gql, route, type RouteDefinition } from '../../engine/index.js';
import { INTEREST_FIELDS, legacyInterest, type InterestData } from './interests.js';
import { success } from './legacy.js';

interface MetricsData {
  totalCourses: number;
  publishedCourses: number;
  totalInterests: number;
  totalEnrollments: number;
  totalEnquiries: number;
  recentInterests: InterestData[];
}

export const metricsRoutes: RouteDefinition[] = [
  // Also the admin client's liveness check: a revoked session fails here (401/403) and signs the admin out.
  route<{ trainingMetrics: MetricsData }>({
    name: 'getMetrics',
    method: 'GET',
    path: '/metrics',
    auth: 'admin',
    document: gql`
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
      ${INTEREST_FIELDS}
    `,
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
