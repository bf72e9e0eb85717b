import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { FactorySuperAdminOnly, FactoryUserOnly } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { Plan } from './plan.entity.js';
import { PlanService } from './plan.service.js';
import { CreatePlanInput, PlanPage, UpdatePlanInput } from './plan.types.js';

const service = (context: FactoryContext) => new PlanService(context);

@Resolver(() => Plan)
export class FactoryPlanResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.plans], 'TENANT')
  @Query(() => PlanPage, { description: 'Every plan, active or not, oldest first (100 a page unless asked otherwise)' })
  @PageListSize(100)
  factoryPlans(
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: FactoryContext,
  ): Promise<PlanPage> {
    return service(context).list(page, limit);
  }

  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.plans], 'TENANT')
  @Query(() => Plan, { description: 'The plan with that slug' })
  factoryPlan(@Arg('slug', () => String) slug: string, @Ctx() context: FactoryContext): Promise<Plan> {
    return service(context).get(slug);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('plan'))
  @Mutation(() => Plan, { description: 'Creates a plan (CONFLICT when the slug is taken)' })
  createFactoryPlan(
    @Arg('input', () => CreatePlanInput) input: CreatePlanInput,
    @Ctx() context: FactoryContext,
  ): Promise<Plan> {
    return service(context).create(input);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('plan'))
  @Mutation(() => Plan, {
    description: 'Changes a plan; a different slug is a VALIDATION_ERROR. Tenants keep the limits they were given.',
  })
  updateFactoryPlan(
    @Arg('slug', () => String) slug: string,
    @Arg('input', () => UpdatePlanInput) input: UpdatePlanInput,
    @Ctx() context: FactoryContext,
  ): Promise<Plan> {
    return service(context).update(slug, input);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('plan'))
  @Mutation(() => Plan, { description: 'Deletes a plan and answers it as it was; CONFLICT while a tenant uses it' })
  deleteFactoryPlan(@Arg('slug', () => String) slug: string, @Ctx() context: FactoryContext): Promise<Plan> {
    return service(context).remove(slug);
  }
}
