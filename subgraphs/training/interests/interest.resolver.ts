import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC_READ, PUBLIC_SUBMIT, AddressLimit } from '../../shared/address-limits.js';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { FileLink } from '../../shared/file-links.js';
import { Cacheable, Invalidates, Volatile } from '../../shared/response-cache.js';
import { changedBy, READ_TAGS } from '../cache-tags.js';
import { Course } from '../catalogue/course.entity.js';
import { BulkDeleteResult, LinkResendResult } from '../common/results.js';
import type { TrainingContext } from '../context.js';
import { Interest, InterestStatus } from './interest.entity.js';
import { InterestService } from './interest.service.js';
import {
  CreateInterestInput,
  InterestFilter,
  InterestPage,
  InterestSort,
  RegisterInterestInput,
} from './interest.types.js';

const service = (context: TrainingContext) => new InterestService(context);

@Resolver(() => Interest)
export class InterestResolver {
  @AddressLimit(PUBLIC_SUBMIT)
  @Invalidates(changedBy('interest'))
  @Mutation(() => Interest, {
    description:
      'Registers interest in a published course (public, behind a bot challenge); with requestBrochure the brochure link is mailed',
  })
  registerInterest(
    @Arg('course', () => String, { description: 'Uuid or slug of a published, active course' }) course: string,
    @Arg('input', () => RegisterInterestInput) input: RegisterInterestInput,
    @Ctx() context: TrainingContext,
  ): Promise<Interest> {
    return service(context).register(course, input);
  }

  @Authorized()
  @Invalidates(changedBy('interest'))
  @Mutation(() => Interest, {
    description: 'Enters an interest by hand, optionally mailing the brochure (admin, Variant B)',
  })
  createInterest(
    @Arg('input', () => CreateInterestInput) input: CreateInterestInput,
    @Ctx() context: TrainingContext,
  ): Promise<Interest> {
    return service(context).create(input);
  }

  @Authorized()
  @Cacheable(READ_TAGS.interests, 'TENANT')
  @Query(() => InterestPage, {
    description: 'Interests that are not deleted (admin), newest first unless `sort` says otherwise',
  })
  @PageListSize(20)
  interests(
    @Arg('filter', () => InterestFilter, { nullable: true }) filter: InterestFilter | null | undefined,
    @Arg('sort', () => [InterestSort], { nullable: true }) sort: InterestSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: TrainingContext,
  ): Promise<InterestPage> {
    return service(context).list(filter, sort, page, limit);
  }

  @Authorized()
  @Cacheable(READ_TAGS.interests, 'TENANT')
  @Query(() => Interest, { description: 'One interest (admin); NOT_FOUND when absent or deleted' })
  interest(@Arg('id', () => ID) id: string, @Ctx() context: TrainingContext): Promise<Interest> {
    return service(context).get(id);
  }

  @Authorized()
  @Invalidates(changedBy('interest'))
  @Mutation(() => Interest, { description: 'Sets the status of an interest (admin)' })
  updateInterestStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => InterestStatus) status: InterestStatus,
    @Ctx() context: TrainingContext,
  ): Promise<Interest> {
    return service(context).updateStatus(id, status);
  }

  @Authorized()
  @Invalidates(changedBy('interest'))
  @Mutation(() => BulkDeleteResult, { description: 'Soft-deletes interests (admin, Variant B)' })
  @Cost(20)
  deleteInterests(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: TrainingContext): Promise<BulkDeleteResult> {
    return service(context).delete(ids);
  }

  @Authorized()
  @Invalidates(changedBy('interest'))
  @Mutation(() => LinkResendResult, {
    description: 'Mails the brochure link again; a new token only when the old one expired (admin, Variant B)',
  })
  resendBrochure(
    @Arg('interestId', () => ID) interestId: string,
    @Ctx() context: TrainingContext,
  ): Promise<LinkResendResult> {
    return service(context).resendBrochure(interestId);
  }

  @Authorized()
  @Invalidates(changedBy('interest'))
  @Mutation(() => Interest, {
    description: 'Irreversibly erases the personal data of an interest, keeping the row (admin, Variant B)',
  })
  eraseInterest(@Arg('id', () => ID) id: string, @Ctx() context: TrainingContext): Promise<Interest> {
    return service(context).erase(id);
  }

  @AddressLimit(PUBLIC_READ)
  @Volatile()
  @Query(() => FileLink, { description: 'A 60-second link to the course brochure that a mailed token grants (public)' })
  brochureDownload(@Arg('token', () => String) token: string, @Ctx() context: TrainingContext): Promise<FileLink> {
    return service(context).brochureDownload(token);
  }

  @FieldResolver(() => ID)
  courseId(@Root() interest: Interest): string {
    return interest.course.id;
  }

  @FieldResolver(() => Course, { nullable: true })
  course(@Root() interest: Interest, @Ctx() { loaders }: TrainingContext): Promise<Course | null> {
    return loaders.courseById.load(interest.course.id);
  }
}
