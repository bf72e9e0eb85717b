import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { FACTORY_ROLES, type FactoryRole } from '../../../platform/auth/factory-token.js';
import { BaseEntity } from '../../shared/base-entity.js';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from '../tenants/tenant.entity.js';

export const FactoryRoleEnum = Object.fromEntries(
  FACTORY_ROLES.map((role) => [role.replace('-', '_').toUpperCase(), role]),
) as {
  ADMIN: 'admin';
  SUPER_ADMIN: 'super-admin';
};
registerEnumType(FactoryRoleEnum, {
  name: 'FactoryRole',
  description: 'admin manages its tenant; super-admin manages the service',
});

/**
 * A person who signs in to the factory service. Admins belong to a tenant (tenant-owned, scoped by the
 * tenant filter); super-admins belong to none. Emails are unique across the service, kept in lower case,
 * since the email is the login name.
 */
@Entity({ tableName: 'app_user' })
@TenantOwned()
@ObjectType('FactoryUser', { description: 'A user of the factory service' })
export class User extends BaseEntity {
  [OptionalProps]?: 'tenant' | 'passwordChangedAt';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade', nullable: true })
  tenant: Tenant | null = null;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string', unique: 'app_user_email_unique' })
  @Field(() => String)
  email!: string;

  @Property({ type: 'string', hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: () => FACTORY_ROLES, type: 'string' })
  @Field(() => FactoryRoleEnum)
  role!: FactoryRole;

  /** Tokens issued before it are refused (a password reset ends every session). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
