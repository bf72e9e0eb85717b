import { QueryOrder } from '@mikro-orm/core';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import type { TrainingContext } from '../context.js';
import { Enquiry } from '../enquiries/enquiry.entity.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Interest } from '../interests/interest.entity.js';
import { RECENT_INTERESTS, type TrainingMetrics } from './metrics.types.js';

/** The dashboard's counts, each one `count(*)` in PostgreSQL: no rows are loaded but the recent interests. */
export class MetricsService {
  constructor(private readonly context: Pick<TrainingContext, 'em'>) {}

  async metrics(): Promise<TrainingMetrics> {
    const [totalCourses, publishedCourses, totalInterests, totalEnrollments, totalEnquiries, recentInterests] =
      await Promise.all([
        this.context.em.count(Course, { status: { $ne: CourseStatus.DELETED } }),
        this.context.em.count(Course, { status: CourseStatus.ACTIVE, isPublished: true }),
        this.context.em.count(Interest, { deletedAt: null }),
        this.context.em.count(Enrollment, {}),
        this.context.em.count(Enquiry, {}),
        this.context.em.find(
          Interest,
          { deletedAt: null },
          { orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }], limit: RECENT_INTERESTS },
        ),
      ]);
    return { totalCourses, publishedCourses, totalInterests, totalEnrollments, totalEnquiries, recentInterests };
  }
}
