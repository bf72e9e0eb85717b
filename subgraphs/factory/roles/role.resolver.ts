import { Query, Resolver } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';
import { FACTORY_ROLES } from '../auth/access-token.js';

@Resolver()
export class FactoryRoleResolver {
  @Query(() => [String], { description: 'The roles a factory user can have' })
  @AssumedListSize(FACTORY_ROLES.length)
  factoryRoles(): readonly string[] {
    return FACTORY_ROLES;
  }
}
