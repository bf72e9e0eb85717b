import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import { Enquiry } from '../enquiries/enquiry.entity.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Interest } from '../interests/interest.entity.js';
import { RECENT_INTERESTS, type TrainingMetrics } from './metrics.types.js';

/** The dashboard's counts, each one `count(*)` in PostgreSQL: no rows are loaded but the recent interests. */
export class MetricsService {
  constructor(private readonly em: EntityManager) {}

  async metrics(): Promise<TrainingMetrics> {
    const [totalCourses, publishedCourses, totalInterests, totalEnrollments, totalEnquiries, recentInterests] =
      await Promise.all([
        this.em.count(Course, { status: { $ne: CourseStatus.DELETED } }),
        this.em.count(Course, { status: CourseStatus.ACTIVE, isPublished: true }),
        this.em.count(Interest, { deletedAt: null }),
        this.em.count(Enrollment, {}),
        this.em.count(Enquiry, {}),
        this.em.find(
          Interest,
          { deletedAt: null },
          { orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }], limit: RECENT_INTERESTS },
        ),
      ]);
    return { totalCourses, publishedCourses, totalInterests, totalEnrollments, totalEnquiries, recentInterests };
  }
}
