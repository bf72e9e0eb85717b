import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../shared/tenancy.js';
import { Tenant } from './tenant.entity.js';

/** What a role allows. `platformAdmin` passes admin checks (with `x-admin: true`); `audit` reads the audit trail. */
export interface RolePermissions {
  platformAdmin?: boolean;
  audit?: boolean;
  [permission: string]: unknown;
}

/** The roles a user can hold; created by the migration. */
export const RoleId = {
  OWNER: 'OWNER',
  MEMBER: 'MEMBER',
  AUDITOR: 'AUDITOR',
  PLATFORM_ADMIN: 'PLATFORM_ADMIN',
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

@Entity({ tableName: 'role' })
@ObjectType('ComplianceRole', { description: 'A set of permissions (role-based access)' })
export class Role {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: RoleId;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject)
  permissions: RolePermissions = {};
}

/** A person of a tenant, known by the identity provider's user id. */
@Entity({ tableName: 'app_user' })
@TenantOwned()
@ObjectType('ComplianceUser', { description: 'A user of a compliance tenant' })
export class User {
  [OptionalProps]?: 'name' | 'phone' | 'createdAt' | 'updatedAt';

  /** The identity provider's user id (the `sub` of its tokens). */
  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id!: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  /** Stored lower-case; unique across tenants, as it is at the identity provider. */
  @Property({ type: 'string', unique: 'app_user_email_unique' })
  @Field(() => String)
  email!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  name: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  phone: string | null = null;

  @ManyToOne(() => Role, { deleteRule: 'restrict' })
  role!: Role;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
