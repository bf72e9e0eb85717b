import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTraining, type TrainingUnderTest } from '../../../test/support/training.js';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import { Enquiry } from '../enquiries/enquiry.entity.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { Interest } from '../interests/interest.entity.js';
import { RECENT_INTERESTS } from './metrics.types.js';

/** Dashboard counts over rows written straight into the database (development bypass: admin operations are open). */
let training: TrainingUnderTest;

interface Metrics {
  totalCourses: number;
  publishedCourses: number;
  totalInterests: number;
  totalEnrollments: number;
  totalEnquiries: number;
  recentInterests: { id: string; name: string | null; createdAt: string }[];
}

async function metrics(): Promise<Metrics> {
  const response = await training.gql<{ trainingMetrics: Metrics }>(
    `{ trainingMetrics { totalCourses publishedCourses totalInterests totalEnrollments totalEnquiries recentInterests { id name createdAt } } }`,
  );
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.trainingMetrics;
}

const fork = (): EntityManager => training.subgraph.orm.em.fork();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  training = await startTraining({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: '1',
  });
});

afterAll(async () => {
  await training?.stop();
});

describe('training metrics', () => {
  test('are all zero on an empty service', async () => {
    expect(await metrics()).toEqual({
      totalCourses: 0,
      publishedCourses: 0,
      totalInterests: 0,
      totalEnrollments: 0,
      totalEnquiries: 0,
      recentInterests: [],
    });
  });

  test('count courses, interests, enrollments and enquiries by the rules of the dashboard', async () => {
    const em = fork();
    const published = em.create(Course, { title: 'Published', slug: 'published', description: 'D', isPublished: true });
    em.create(Course, { title: 'Draft', slug: 'draft', description: 'D', isPublished: false });
    em.create(Course, { title: 'Second', slug: 'second', description: 'D', isPublished: true });
    em.create(Course, {
      title: 'Gone',
      slug: 'gone',
      description: 'D',
      isPublished: true,
      status: CourseStatus.DELETED,
      deletedAt: new Date(),
    });

    // 12 live interests (more than the recent list shows), the newest ones last.
    const live = Array.from({ length: 12 }, (_, index) =>
      em.create(Interest, {
        course: published,
        name: `Learner ${index}`,
        email: `learner${index}@example.test`,
        createdAt: minutesAgo(100 - index),
      }),
    );
    // Soft-deleted: neither counted nor listed, even though it is the newest of all.
    em.create(Interest, {
      course: published,
      name: 'Deleted',
      email: 'deleted@example.test',
      deletedAt: new Date(),
      createdAt: minutesAgo(1),
    });
    // Erased: personal data gone, still counted (and listed, as it is not deleted).
    const erased = em.create(Interest, { course: published, erasedAt: new Date(), createdAt: minutesAgo(95.5) });

    em.create(Enrollment, {
      course: published,
      interest: live[0],
      learnerName: 'Learner 0',
      learnerEmail: 'learner0@example.test',
    });
    em.create(Enrollment, { course: published, learnerName: 'Direct', learnerEmail: 'direct@example.test' });
    for (const name of ['Ada', 'Grace', 'Linus'])
      em.create(Enquiry, { name, email: `${name.toLowerCase()}@example.test`, message: 'Hello' });
    await em.flush();

    const result = await metrics();
    expect(result).toMatchObject({
      totalCourses: 3,
      publishedCourses: 2,
      totalInterests: 13,
      totalEnrollments: 2,
      totalEnquiries: 3,
    });

    const newestFirst = [erased, ...live].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(result.recentInterests.map((interest) => interest.id)).toEqual(
      newestFirst.slice(0, RECENT_INTERESTS).map((interest) => interest.id),
    );
    expect(result.recentInterests[0]).toMatchObject({ name: 'Learner 11' });
    expect(result.recentInterests.map((interest) => interest.name)).toContain(null);
  });

  test('follow changes: an unpublished course and a soft-deleted interest stop counting', async () => {
    const em = fork();
    await em.nativeUpdate(Course, { slug: 'second' }, { isPublished: false });
    const newest = (await metrics()).recentInterests[0];
    await em.nativeUpdate(Interest, { id: newest.id }, { deletedAt: new Date() });

    const result = await metrics();
    expect(result).toMatchObject({ totalCourses: 3, publishedCourses: 1, totalInterests: 12 });
    expect(result.recentInterests.map((interest) => interest.id)).not.toContain(newest.id);
    expect(result.recentInterests).toHaveLength(RECENT_INTERESTS);
  });
});
