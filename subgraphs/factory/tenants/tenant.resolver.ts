import { wrap } from '@mikro-orm/core';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactorySuperAdminOnly } from '../../shared/authorization.js';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { ALL_FACTORY_TAGS, changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { Plan } from '../plans/plan.entity.js';
import { Tenant, TenantStatus } from './tenant.entity.js';
import { TenantService } from './tenant.service.js';
import { CreateTenantInput, TenantPage, TenantProvisioning, TenantStats, UpdateTenantInput } from './tenant.types.js';

const service = (context: FactoryContext) => new TenantService(context);

/** Tenants are the super-admins' alone: every operation here is Super. */
@Resolver(() => Tenant)
export class FactoryTenantResolver {
  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Cacheable([FACTORY_TAGS.tenants, FACTORY_TAGS.plans], 'TENANT')
  @Query(() => TenantPage, { description: 'Tenants, newest first' })
  @PageListSize(20)
  factoryTenants(
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Arg('status', () => TenantStatus, { nullable: true }) status: TenantStatus | null | undefined,
    @Ctx() context: FactoryContext,
  ): Promise<TenantPage> {
    return service(context).list(page, limit, status);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Cacheable([FACTORY_TAGS.tenants], 'TENANT')
  @Query(() => TenantStats, { description: 'Tenant counts by status and by domain status' })
  @Cost(10)
  factoryTenantStats(@Ctx() context: FactoryContext): Promise<TenantStats> {
    return service(context).stats();
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Cacheable([FACTORY_TAGS.tenants, FACTORY_TAGS.plans], 'TENANT')
  @Query(() => Tenant)
  factoryTenant(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Tenant> {
    return service(context).get(id);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('tenant'))
  @Mutation(() => TenantProvisioning, {
    description:
      'Creates a tenant and its admin user in one transaction, then provisions its subdomain: complete is false (domainStatus pending) when hosting or DNS failed',
  })
  @Cost(20)
  createFactoryTenant(
    @Arg('input', () => CreateTenantInput) input: CreateTenantInput,
    @Ctx() context: FactoryContext,
  ): Promise<TenantProvisioning> {
    return service(context).create(input);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('tenant'))
  @Mutation(() => TenantProvisioning, {
    description: 'Provisions a pending subdomain again; VALIDATION_ERROR when the domain is already active',
  })
  retryFactoryTenantDomain(
    @Arg('id', () => ID) id: string,
    @Ctx() context: FactoryContext,
  ): Promise<TenantProvisioning> {
    return service(context).retryDomain(id);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('tenant'))
  @Mutation(() => Tenant, {
    description: 'Renames a tenant or moves it to another active plan (taking its limits); the slug cannot change',
  })
  updateFactoryTenant(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateTenantInput) input: UpdateTenantInput,
    @Ctx() context: FactoryContext,
  ): Promise<Tenant> {
    return service(context).update(id, input);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('tenant'))
  @Mutation(() => Tenant, { description: 'Suspends or reactivates a tenant' })
  setFactoryTenantStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => TenantStatus) status: TenantStatus,
    @Ctx() context: FactoryContext,
  ): Promise<Tenant> {
    return service(context).setStatus(id, status);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(ALL_FACTORY_TAGS)
  @Mutation(() => Tenant, { description: 'Deletes a tenant with its users, and answers it as it was' })
  deleteFactoryTenant(@Arg('id', () => ID) id: string, @Ctx() context: FactoryContext): Promise<Tenant> {
    return service(context).remove(id);
  }

  @FieldResolver(() => Plan)
  plan(@Root() tenant: Tenant, @Ctx() context: FactoryContext): Promise<Plan> | Plan {
    return wrap(tenant.plan).isInitialized() ? tenant.plan : context.loaders.planById.load(tenant.plan.id);
  }
}
