import type { ServiceDefinition } from '../../engine/index.js';
import { courseRoutes } from './courses.js';
import { taxonomyRoutes } from './taxonomies.js';

/**
 * The course-training service (Variants A and B side by side) at `/training/api/v1`, one route table per
 * area. Legacy bodies are snake_case with lower-case enum values; GraphQL is camelCase with upper-case enums.
 * Where both variants use one method and path with different meanings, the route's `when` tells them apart
 * (see the README's table).
 */
export const trainingService: ServiceDefinition = {
  name: 'training',
  basePath: '/training/api/v1',
  errorBody: ({ message, correlationId, extra }) => ({ status: 'error', message, correlationId, ...extra }),
  routes: [...courseRoutes, ...taxonomyRoutes],
};

export { legacyCourse } from './courses.js';
