import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { FactorySuperAdminOnly } from '../../shared/authorization.js';
import { AssumedListSize } from '../../shared/demand-control.js';
import { GatewayRole } from '../../shared/gateway-roles.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { CorsOrigin } from './cors-origin.entity.js';
import { CorsOriginService } from './cors-origin.service.js';

const service = (context: FactoryContext) => new CorsOriginService(context);

@Resolver(() => CorsOrigin)
export class FactoryCorsOriginResolver {
  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Cacheable([FACTORY_TAGS.corsOrigins], 'TENANT')
  @Query(() => [CorsOrigin], { description: 'The dynamic CORS origins (super-admin)' })
  @AssumedListSize(20)
  factoryCorsOrigins(@Ctx() context: FactoryContext): Promise<CorsOrigin[]> {
    return service(context).list();
  }

  // Apart from factoryCorsOrigins because it is public: the gateway and the REST adapter poll it without a token.
  @GatewayRole('corsOrigins')
  @Query(() => [String], {
    description: 'Every dynamic CORS origin, as the gateway and the REST adapter poll them (public)',
  })
  @AssumedListSize(20)
  factoryAllowedCorsOrigins(@Ctx() context: FactoryContext): Promise<string[]> {
    return service(context).allowed();
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('cors_origin'))
  @Mutation(() => CorsOrigin, { description: 'Allows an origin (super-admin); it takes effect within 60 s' })
  addFactoryCorsOrigin(
    @Arg('origin', () => String) origin: string,
    @Ctx() context: FactoryContext,
  ): Promise<CorsOrigin> {
    return service(context).add(origin);
  }

  @Authorized('SUPER')
  @FactorySuperAdminOnly()
  @Invalidates(changedBy('cors_origin'))
  @Mutation(() => CorsOrigin, { description: 'Stops allowing an origin (super-admin)' })
  removeFactoryCorsOrigin(
    @Arg('origin', () => String) origin: string,
    @Ctx() context: FactoryContext,
  ): Promise<CorsOrigin> {
    return service(context).remove(origin);
  }
}
