import { normalizeId } from '../../../platform/ids.js';
import type { SubgraphArea } from '../../shared/area.js';
import type { TrainingContext } from '../context.js';
import { Course } from './course.entity.js';
import { CourseResolver } from './course.resolver.js';

export const catalogueArea: SubgraphArea = {
  entities: [Course],
  resolvers: [CourseResolver],
  references: {
    Course: {
      __resolveReference: (reference: { id: string }, context: TrainingContext) => {
        const id = normalizeId(reference.id);
        return id ? context.loaders.courseById.load(id) : null;
      },
    },
  },
};
