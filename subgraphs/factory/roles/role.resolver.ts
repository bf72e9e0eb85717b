import { Query, Resolver } from 'type-graphql';
import { FACTORY_ROLES } from '../../../platform/auth/factory-token.js';
import { AssumedListSize } from '../../shared/demand-control.js';

@Resolver()
export class FactoryRoleResolver {
  @Query(() => [String], { description: 'The roles a factory user can have' })
  @AssumedListSize(FACTORY_ROLES.length)
  factoryRoles(): readonly string[] {
    return FACTORY_ROLES;
  }
}
