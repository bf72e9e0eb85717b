import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { AssumedListSize, PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { JobStepProgress } from './job-step.entity.js';
import { Job } from './job.entity.js';
import { JobService } from './job.service.js';
import { CreateJobInput, JobFilter, JobPage, JobStepMove, JobStepMoveInput } from './job.types.js';

const service = (context: FactoryContext) => new JobService(context);

@Resolver(() => Job)
export class FactoryJobResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.jobs, FACTORY_TAGS.articles, FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => JobPage, {
    description: 'Jobs by status, article, worker and creation date (active jobs ignore the dates), newest first',
  })
  @PageListSize(20)
  factoryJobs(
    @Arg('filter', () => JobFilter, { nullable: true }) filter: JobFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: FactoryContext,
  ): Promise<JobPage> {
    return service(context).list(filter, page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.jobs, FACTORY_TAGS.articles, FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => Job)
  factoryJob(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Job> {
    return service(context).get(id);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('job'), 'TENANT')
  @Mutation(() => Job, {
    description: 'A job of an article with the tenant’s job steps, each paid step at the article’s rate',
  })
  createFactoryJob(
    @Arg('input', () => CreateJobInput) input: CreateJobInput,
    @Ctx() context: FactoryContext,
  ): Promise<Job> {
    return service(context).create(input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('job', 'ledger_entry'), 'TENANT')
  @Mutation(() => JobStepMove, {
    description: 'Moves one step forward; completing a paid step credits its worker rate × quantity, once',
  })
  moveFactoryJobStep(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => JobStepMoveInput) input: JobStepMoveInput,
    @Ctx() context: FactoryContext,
  ): Promise<JobStepMove> {
    return service(context).moveStep(id, input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('job'), 'TENANT')
  @Mutation(() => Job, { description: 'Cancels an active job' })
  cancelFactoryJob(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Job> {
    return service(context).cancel(id);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('job'), 'TENANT')
  @Mutation(() => ID, { description: 'Deletes a job that has credited nobody (CONFLICT otherwise: cancel it instead)' })
  deleteFactoryJob(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<string> {
    return service(context).delete(id);
  }

  @FieldResolver(() => [JobStepProgress])
  @AssumedListSize(50)
  steps(@Root() job: Job): JobStepProgress[] {
    return [...job.steps.getItems()].sort((a, b) => a.order - b.order);
  }
}
