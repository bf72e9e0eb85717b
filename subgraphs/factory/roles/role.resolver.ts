import { Query, Resolver } from 'type-graphql';
import { FACTORY_ROLES } from '../auth/access-token.js';

@Resolver()
export class FactoryRoleResolver {
  @Query(() => [String], { description: 'The roles a factory user can have' })
  factoryRoles(): readonly string[] {
    return FACTORY_ROLES;
  }
}
