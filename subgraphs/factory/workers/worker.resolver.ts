import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { Worker } from './worker.entity.js';
import { WorkerService } from './worker.service.js';
import { CreateWorkerInput, DefaultWorkerSeed, UpdateWorkerInput, WorkerPage } from './worker.types.js';

const service = (context: FactoryContext) => new WorkerService(context);

/** Workers of the caller's tenant (a super-admin: any; writes go to the tenant named by x-tenant-id). */
@Resolver(() => Worker)
export class FactoryWorkerResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => WorkerPage, { description: 'Workers by name; page sizes from the tenant configuration' })
  @PageListSize(20)
  factoryWorkers(
    @Arg('skill', () => String, { nullable: true, description: 'Only workers with this skill' })
    skill: string | null | undefined,
    @Arg('search', () => String, { nullable: true, description: 'Case-insensitive text in the name or phone' })
    search: string | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: FactoryContext,
  ): Promise<WorkerPage> {
    return service(context).list({ skill, search }, page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.workers, FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => Worker)
  factoryWorker(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Worker> {
    return service(context).get(id);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('worker'), 'TENANT')
  @Mutation(() => Worker, {
    description: "Adds a worker, within the plan's maxWorkers (the default worker does not count)",
  })
  createFactoryWorker(
    @Arg('input', () => CreateWorkerInput) input: CreateWorkerInput,
    @Ctx() context: FactoryContext,
  ): Promise<Worker> {
    return service(context).create(input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('worker'), 'TENANT')
  @Mutation(() => Worker)
  updateFactoryWorker(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWorkerInput) input: UpdateWorkerInput,
    @Ctx() context: FactoryContext,
  ): Promise<Worker> {
    return service(context).update(id, input);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('worker'), 'TENANT')
  @Mutation(() => Worker, {
    description:
      'Deletes a worker and answers it as it was; CONFLICT when it has ledger entries or is still referred to',
  })
  deleteFactoryWorker(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Worker> {
    return service(context).remove(id);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('worker'), 'TENANT')
  @Mutation(() => DefaultWorkerSeed, {
    description: 'Creates the default worker "None" once; later calls answer it with created false',
  })
  initFactoryDefaultWorker(@Ctx() context: FactoryContext): Promise<DefaultWorkerSeed> {
    return service(context).initDefault();
  }

  @FieldResolver(() => ID)
  tenantId(@Root() worker: Worker): string {
    return worker.tenant.id;
  }
}
