import { Query, Resolver } from 'type-graphql';

/** The factory roles of the spec; the rest of the factory graph grows around them. */
export const FACTORY_ROLES = ['admin', 'super-admin'] as const;

@Resolver()
export class FactoryRoleResolver {
  @Query(() => [String], { description: 'The roles a factory user can have' })
  factoryRoles(): readonly string[] {
    return FACTORY_ROLES;
  }
}
