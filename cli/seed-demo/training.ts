import { config } from '../../platform/config.js';
import { utcDate } from '../../subgraphs/shared/filters.js';
import { AdminAuthenticator, TrainingAuth, type AdminPrincipal } from '../../subgraphs/training/auth/training-auth.js';
import { Course, CourseStatus } from '../../subgraphs/training/catalogue/course.entity.js';
import { CourseService } from '../../subgraphs/training/catalogue/course.service.js';
import type { TrainingContext } from '../../subgraphs/training/context.js';
import { Certificate, Enrollment } from '../../subgraphs/training/enrollments/enrollment.entity.js';
import { EnrollmentService } from '../../subgraphs/training/enrollments/enrollment.service.js';
import { Interest } from '../../subgraphs/training/interests/interest.entity.js';
import { InterestService } from '../../subgraphs/training/interests/interest.service.js';
import { TaxonomyItem, TaxonomyType } from '../../subgraphs/training/taxonomy/taxonomy.entity.js';
import { TaxonomyService } from '../../subgraphs/training/taxonomy/taxonomy.service.js';
import { OPERATOR_ID, type OperatorSession } from './operator-session.js';
import { findOrCreate, Ids, step, type SeedStep, type ServiceSeeder } from './steps.js';
import { COURSES, ENROLLMENTS, INTERESTS, TAXONOMY, type DemoCourse, type DemoEnrollment } from './training.data.js';

/**
 * The operator passes the admin check of the training service: this command holds the database itself, so
 * there is no bearer token for an identity provider to vouch for, and no development bypass is needed.
 */
class OperatorAuthenticator extends AdminAuthenticator {
  override authenticate(): Promise<AdminPrincipal> {
    return Promise.resolve({ userId: OPERATOR_ID, bypass: false });
  }
}

const taxonomyKey = (type: TaxonomyType, slug: string) => `${type}:${slug}`;
const daysFromNow = (days: number) => utcDate(new Date(Date.now() + days * 86_400_000));

/** Two upcoming sessions of a course, in its cities (or online), as the catalogue's `schedule` shows them. */
function sessionsOf(course: DemoCourse, index: number): object[] {
  const cityNames = course.cities.map(
    (slug) => TAXONOMY.find((item) => item.type === TaxonomyType.CITY && item.slug === slug)!.name,
  );
  return [10 + 2 * index, 45 + 2 * index].map((startInDays, session) => ({
    startDate: daysFromNow(startInDays),
    endDate: daysFromNow(startInDays + course.durationDays - 1),
    location: cityNames.length ? cityNames[session % cityNames.length] : 'Online',
    seats: 24,
  }));
}

/** The course catalogue: taxonomies, ~20 courses with their relations, interests and enrollments (one with its certificate). */
export class TrainingSeeder implements ServiceSeeder {
  readonly service = 'training';
  readonly #operator = new OperatorAuthenticator(config());
  readonly #taxonomyIds = new Ids();
  readonly #courseIds = new Ids();
  readonly #interestIds = new Ids();

  constructor(private readonly session: OperatorSession<TrainingContext>) {}

  /** A request of the operator, as an admin. */
  async #request(): Promise<TrainingContext> {
    const context = await this.session.context();
    return { ...context, auth: new TrainingAuth(this.#operator, {}, context.em) };
  }

  steps(): SeedStep[] {
    return [
      ...TAXONOMY.map((item) =>
        step(`training: ${item.type.toLowerCase().replace('_', ' ')} ${item.slug}`, async () => {
          const context = await this.#request();
          const { record, outcome } = await findOrCreate(
            () => context.em.findOne(TaxonomyItem, { type: item.type, slug: item.slug }),
            () => new TaxonomyService(context).create(item),
          );
          this.#taxonomyIds.set(taxonomyKey(item.type, item.slug), record.id);
          return outcome;
        }),
      ),
      ...COURSES.map((course, index) => step(`training: course ${course.slug}`, () => this.#course(course, index))),
      ...INTERESTS.map(({ course, ...learner }) =>
        step(`training: interest of ${learner.email}`, async () => {
          const context = await this.#request();
          const courseId = this.#courseIds.get(course);
          const { record, outcome } = await findOrCreate(
            () => context.em.findOne(Interest, { course: courseId, email: learner.email }),
            () => new InterestService(context).create({ ...learner, courseId, sendBrochure: false }),
          );
          this.#interestIds.set(learner.email, record.id);
          return outcome;
        }),
      ),
      ...ENROLLMENTS.map((enrollment) =>
        step(`training: enrollment in ${enrollment.course}`, () => this.#enrollment(enrollment)),
      ),
    ];
  }

  async #course(course: DemoCourse, index: number) {
    const context = await this.#request();
    const ids = (type: TaxonomyType, slugs: readonly string[]) =>
      slugs.map((slug) => this.#taxonomyIds.get(taxonomyKey(type, slug)));
    const { record, outcome } = await findOrCreate(
      () => context.em.findOne(Course, { slug: course.slug }),
      async () =>
        new CourseService(context).create({
          title: course.title,
          slug: course.slug,
          description: course.description,
          overview: course.overview,
          courseOutline: course.outline.map((module, number) => `${number + 1}. ${module}`).join('\n'),
          deliveryMode: course.deliveryMode,
          durationDays: course.durationDays,
          isPublished: course.isPublished,
          status: CourseStatus.ACTIVE,
          categoryIds: ids(TaxonomyType.CATEGORY, course.categories),
          cityIds: ids(TaxonomyType.CITY, course.cities),
          associationIds: ids(TaxonomyType.ASSOCIATION, course.associations),
          schedule: sessionsOf(course, index),
        }),
    );
    this.#courseIds.set(course.slug, record.id);
    return outcome;
  }

  async #enrollment(enrollment: DemoEnrollment) {
    const context = await this.#request();
    const courseId = this.#courseIds.get(enrollment.course);
    const learner =
      'fromInterest' in enrollment.learner
        ? { interestId: this.#interestIds.get(enrollment.learner.fromInterest) }
        : enrollment.learner;
    const learnerEmail =
      'fromInterest' in enrollment.learner ? enrollment.learner.fromInterest : enrollment.learner.learnerEmail;
    const { outcome } = await findOrCreate(
      () => context.em.findOne(Enrollment, { course: courseId, learnerEmail }),
      () =>
        new EnrollmentService(context).create({
          courseId,
          ...learner,
          scheduledDate: daysFromNow(enrollment.scheduledInDays),
          status: enrollment.status,
        }),
    );
    return outcome;
  }

  async explore(): Promise<string[]> {
    const em = this.session.fork();
    const published = await em.count(Course, { status: CourseStatus.ACTIVE, isPublished: true });
    const drafts = await em.count(Course, { status: CourseStatus.ACTIVE, isPublished: false });
    const example = await em.findOneOrFail(Course, { slug: COURSES[0].slug });
    const certificate = await em.findOne(
      Certificate,
      { enrollment: { course: { slug: { $in: COURSES.map((course) => course.slug) } } } },
      { orderBy: { issuedAt: 'asc' } },
    );
    return [
      `${published} published courses (and ${drafts} draft), ${TAXONOMY.length} taxonomy items, ${INTERESTS.length} interests, ${ENROLLMENTS.length} enrollments`,
      `course:        ${example.slug} (id ${example.id})`,
      `category slug: ${COURSES[0].categories[0]}`,
      ...(certificate
        ? [
            `certificate:   ${certificate.certificateNumber} (query verifyCertificate; Variant B credential id ${certificate.credentialId})`,
          ]
        : []),
      'admin:         the training admin operations pass the development bypass while IDP_URL is unset; with an identity provider, `npm run cli -- training:add-admin <idp-user-id>`',
    ];
  }
}
