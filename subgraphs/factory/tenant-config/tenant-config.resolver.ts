import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactorySuperAdminOnly, FactoryUserOnly } from '../../shared/authorization.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { TenantConfig } from './tenant-config.entity.js';
import { TenantConfigService } from './tenant-config.service.js';
import { TenantConfigInput, TenantConfigUpsert } from './tenant-config.types.js';

const service = (context: FactoryContext) => new TenantConfigService(context);

@Resolver(() => TenantConfig)
export class FactoryTenantConfigResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.tenantConfig], 'TENANT')
  @Query(() => TenantConfig, {
    description: "A tenant's configuration: your own tenant's (a super-admin: any); NOT_FOUND otherwise",
  })
  factoryTenantConfig(
    @Arg('tenantId', () => ID) tenantId: string,
    @Ctx() context: FactoryContext,
  ): Promise<TenantConfig> {
    return service(context).get(tenantId);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('tenant_config'))
  @Mutation(() => TenantConfigUpsert, {
    description:
      "Creates or updates a tenant's configuration (super-admin), within the plan's maxJobSteps and maxArticleAttributes",
  })
  upsertFactoryTenantConfig(
    @Arg('input', () => TenantConfigInput) input: TenantConfigInput,
    @Ctx() context: FactoryContext,
  ): Promise<TenantConfigUpsert> {
    return service(context).upsert(input);
  }

  @FieldResolver(() => ID)
  tenantId(@Root() config: TenantConfig): string {
    return config.tenant.id;
  }
}
