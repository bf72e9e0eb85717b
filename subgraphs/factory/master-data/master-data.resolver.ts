import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { AssumedListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, FACTORY_TAGS } from '../cache-tags.js';
import type { FactoryContext } from '../context.js';
import { MasterDataValues } from './master-data-values.entity.js';
import { MasterDataService } from './master-data.service.js';
import { MasterDataUpsert, MasterDataValuesInput } from './master-data.types.js';

const service = (context: FactoryContext) => new MasterDataService(context);

@Resolver(() => MasterDataValues)
export class FactoryMasterDataResolver {
  @Authorized()
  @FactoryUserOnly()
  @Cacheable([FACTORY_TAGS.masterData], 'TENANT')
  @Query(() => [MasterDataValues], {
    description: 'Every attribute value list of a tenant: your own (a super-admin: any); NOT_FOUND otherwise',
  })
  @AssumedListSize(20)
  factoryMasterDataValues(
    @Arg('tenantId', () => ID) tenantId: string,
    @Ctx() context: FactoryContext,
  ): Promise<MasterDataValues[]> {
    return service(context).list(tenantId);
  }

  @Authorized()
  @FactoryUserOnly()
  @Invalidates(changedBy('master_data_values'), 'TENANT')
  @Mutation(() => MasterDataUpsert, {
    description: 'Creates or replaces the value list of one article attribute of the tenant configuration',
  })
  upsertFactoryMasterDataValues(
    @Arg('input', () => MasterDataValuesInput) input: MasterDataValuesInput,
    @Ctx() context: FactoryContext,
  ): Promise<MasterDataUpsert> {
    return service(context).upsert(input);
  }

  @FieldResolver(() => ID)
  tenantId(@Root() masterData: MasterDataValues): string {
    return masterData.tenant.id;
  }
}
