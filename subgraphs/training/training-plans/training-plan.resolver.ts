import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PUBLIC_READ, PUBLIC_SUBMIT, AddressLimit } from '../../shared/address-limits.js';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { FileLink } from '../../shared/file-links.js';
import { Cacheable, Invalidates, Volatile } from '../../shared/response-cache.js';
import { changedBy, READ_TAGS } from '../cache-tags.js';
import { BulkDeleteResult, LinkResendResult } from '../common/results.js';
import type { TrainingContext } from '../context.js';
import { TrainingPlanRequest } from './training-plan-request.entity.js';
import { TrainingPlanService } from './training-plan.service.js';
import {
  PublicTrainingPlanForm,
  RequestTrainingPlanInput,
  TrainingPlanRequestFilter,
  CreateTrainingPlanRequestInput,
  TrainingPlanRequestPage,
  TrainingPlanRequestSort,
} from './training-plan.types.js';

const service = (context: TrainingContext) => new TrainingPlanService(context);

@Resolver(() => TrainingPlanRequest)
export class TrainingPlanResolver {
  @AddressLimit(PUBLIC_SUBMIT)
  @Invalidates(changedBy('training_plan_request'))
  @Mutation(() => TrainingPlanRequest, {
    description:
      'Requests the training plan through a public form (behind a bot challenge); the download link is mailed',
  })
  requestTrainingPlan(
    @Arg('input', () => RequestTrainingPlanInput) input: RequestTrainingPlanInput,
    @Arg('form', () => PublicTrainingPlanForm, {
      defaultValue: PublicTrainingPlanForm.PUBLIC_REQUEST,
      description: 'Which public form was used',
    })
    form: PublicTrainingPlanForm,
    @Ctx() context: TrainingContext,
  ): Promise<TrainingPlanRequest> {
    return service(context).request(input, form);
  }

  @Authorized()
  @Invalidates(changedBy('training_plan_request'))
  @Mutation(() => TrainingPlanRequest, {
    description: 'Enters a training plan request by hand and mails the download link (admin, Variant B)',
  })
  createTrainingPlanRequest(
    @Arg('input', () => CreateTrainingPlanRequestInput) input: CreateTrainingPlanRequestInput,
    @Ctx() context: TrainingContext,
  ): Promise<TrainingPlanRequest> {
    return service(context).create(input);
  }

  @Authorized()
  @Cacheable(READ_TAGS.trainingPlanRequests, 'TENANT')
  @Query(() => TrainingPlanRequestPage, {
    description: 'Training plan requests that are not deleted (admin), newest first unless `sort` says otherwise',
  })
  @PageListSize(20)
  trainingPlanRequests(
    @Arg('filter', () => TrainingPlanRequestFilter, { nullable: true })
    filter: TrainingPlanRequestFilter | null | undefined,
    @Arg('sort', () => [TrainingPlanRequestSort], { nullable: true })
    sort: TrainingPlanRequestSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: TrainingContext,
  ): Promise<TrainingPlanRequestPage> {
    return service(context).list(filter, sort, page, limit);
  }

  @Authorized()
  @Invalidates(changedBy('training_plan_request'))
  @Mutation(() => BulkDeleteResult, {
    description: 'Soft-deletes training plan requests; their download links stop working (admin)',
  })
  @Cost(20)
  deleteTrainingPlanRequests(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() context: TrainingContext,
  ): Promise<BulkDeleteResult> {
    return service(context).delete(ids);
  }

  @Authorized()
  @Invalidates(changedBy('training_plan_request'))
  @Mutation(() => LinkResendResult, {
    description: 'Mails the download link again, with a new token only if the old one expired (admin)',
  })
  resendTrainingPlan(@Arg('id', () => ID) id: string, @Ctx() context: TrainingContext): Promise<LinkResendResult> {
    return service(context).resend(id);
  }

  @Authorized()
  @Invalidates(changedBy('training_plan_request'))
  @Mutation(() => TrainingPlanRequest, {
    description: 'Irreversibly erases the personal data of a training plan request and revokes its link (admin)',
  })
  eraseTrainingPlanRequest(
    @Arg('id', () => ID) id: string,
    @Ctx() context: TrainingContext,
  ): Promise<TrainingPlanRequest> {
    return service(context).erase(id);
  }

  @AddressLimit(PUBLIC_READ)
  @Volatile()
  @Query(() => FileLink, {
    description: 'A 60-second link to the current training plan that a mailed token grants (public)',
  })
  trainingPlanDownload(@Arg('token', () => String) token: string, @Ctx() context: TrainingContext): Promise<FileLink> {
    return service(context).download(token);
  }
}
