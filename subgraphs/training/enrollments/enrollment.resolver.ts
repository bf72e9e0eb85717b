import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, READ_TAGS } from '../cache-tags.js';
import { Course } from '../catalogue/course.entity.js';
import type { TrainingContext } from '../context.js';
import { Interest } from '../interests/interest.entity.js';
import { Certificate, Enrollment, EnrollmentStatus } from './enrollment.entity.js';
import { EnrollmentService } from './enrollment.service.js';
import { EnrollmentFilter, CreateEnrollmentInput, EnrollmentPage, EnrollmentSort } from './enrollment.types.js';

const service = (context: TrainingContext) => new EnrollmentService(context);

@Resolver(() => Enrollment)
export class EnrollmentResolver {
  @Authorized()
  @Cacheable(READ_TAGS.enrollments, 'TENANT')
  @Query(() => EnrollmentPage, { description: 'Enrollments, newest first unless `sort` says otherwise (admin)' })
  @PageListSize(20)
  enrollments(
    @Arg('filter', () => EnrollmentFilter, { nullable: true }) filter: EnrollmentFilter | null | undefined,
    @Arg('sort', () => [EnrollmentSort], { nullable: true }) sort: EnrollmentSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: TrainingContext,
  ): Promise<EnrollmentPage> {
    return service(context).list(filter, sort, page, limit);
  }

  @Authorized()
  @Cacheable(READ_TAGS.enrollments, 'TENANT')
  @Query(() => Enrollment, { description: 'An enrollment (admin)' })
  enrollment(@Arg('id', () => ID) id: string, @Ctx() context: TrainingContext): Promise<Enrollment> {
    return service(context).get(id);
  }

  @Authorized()
  @Invalidates(changedBy('enrollment', 'interest', 'certificate'))
  @Mutation(() => Enrollment, {
    description: 'Enrolls a learner on a course, directly (A) or from an interest (B) (admin)',
  })
  createEnrollment(
    @Arg('input', () => CreateEnrollmentInput) input: CreateEnrollmentInput,
    @Ctx() context: TrainingContext,
  ): Promise<Enrollment> {
    return service(context).create(input);
  }

  @Authorized()
  @Invalidates(changedBy('enrollment', 'certificate'))
  @Mutation(() => Enrollment, {
    description:
      'Sets the status; COMPLETED or ACHIEVED issue the certificate (PDF, mailed to the learner) once (admin)',
  })
  updateEnrollmentStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => EnrollmentStatus) status: EnrollmentStatus,
    @Ctx() context: TrainingContext,
  ): Promise<Enrollment> {
    return service(context).updateStatus(id, status);
  }

  @Authorized()
  @Invalidates(changedBy('certificate'))
  @Mutation(() => Certificate, { description: 'Mails the stored certificate PDF to the learner again (admin)' })
  @Cost(25)
  resendCertificate(
    @Arg('enrollmentId', () => ID) enrollmentId: string,
    @Ctx() context: TrainingContext,
  ): Promise<Certificate> {
    return service(context).resendCertificate(enrollmentId);
  }

  @FieldResolver(() => ID)
  courseId(@Root() enrollment: Enrollment): string {
    return enrollment.course.id;
  }

  @FieldResolver(() => Course, { nullable: true })
  course(@Root() enrollment: Enrollment, @Ctx() { loaders }: TrainingContext): Promise<Course | null> {
    return loaders.courseById.load(enrollment.course.id);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The interest it was created from (Variant B)' })
  interestId(@Root() enrollment: Enrollment): string | null {
    return enrollment.interest?.id ?? null;
  }

  @FieldResolver(() => Interest, { nullable: true, description: 'The interest it was created from (Variant B)' })
  interest(@Root() enrollment: Enrollment, @Ctx() { loaders }: TrainingContext): Promise<Interest | null> | null {
    return enrollment.interest ? loaders.interestById.load(enrollment.interest.id) : null;
  }

  @FieldResolver(() => Certificate, {
    nullable: true,
    description: 'Issued when the enrollment is marked COMPLETED or ACHIEVED',
  })
  certificate(@Root() enrollment: Enrollment, @Ctx() { loaders }: TrainingContext): Promise<Certificate | null> {
    return loaders.certificateByEnrollmentId.load(enrollment.id);
  }
}
