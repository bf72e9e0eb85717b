import type { SubgraphArea } from '../../shared/area.js';
import { isUuid } from '../auth/admin-auth.js';
import type { TrainingContext } from '../context.js';
import { Course } from './course.entity.js';
import { CourseResolver } from './course.resolver.js';

export const catalogueArea: SubgraphArea = {
  entities: [Course],
  resolvers: [CourseResolver],
  references: {
    Course: {
      __resolveReference: (reference: { id: string }, context: TrainingContext) =>
        isUuid(reference.id) ? context.loaders.courseById.load(reference.id.toLowerCase()) : null,
    },
  },
};
