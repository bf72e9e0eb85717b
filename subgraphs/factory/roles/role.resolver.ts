import { Query, Resolver } from 'type-graphql';
import { FACTORY_ROLES } from '../../../platform/auth/factory-token.js';
import { AssumedListSize } from '../../shared/demand-control.js';
import { CodeConstant } from '../../shared/response-cache.js';

@Resolver()
export class FactoryRoleResolver {
  @Query(() => [String], { description: 'The roles a factory user can have' })
  @AssumedListSize(FACTORY_ROLES.length)
  // Public: a request with credentials is not served from the cache, so a signed-in caller's still passes the
  // request gate (a current token, a tenant not suspended, the plan's limit).
  @CodeConstant()
  factoryRoles(): readonly string[] {
    return FACTORY_ROLES;
  }
}
