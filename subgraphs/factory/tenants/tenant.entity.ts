import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { Plan } from '../plans/plan.entity.js';

export enum TenantStatus {
  ACTIVE = 'active',
  SUSPENDED = 'suspended',
}
registerEnumType(TenantStatus, { name: 'FactoryTenantStatus' });

export enum DomainStatus {
  PENDING = 'pending',
  ACTIVE = 'active',
}
registerEnumType(DomainStatus, { name: 'FactoryDomainStatus' });

@ObjectType('FactoryTenantSettings', { description: 'Limits copied from the plan at provisioning' })
export class TenantSettings {
  @Field(() => Int) maxUsers!: number;
  @Field(() => Int) maxWorkers!: number;
}

/**
 * A factory: provisioned by a super-admin with its admin user and a subdomain `<slug>.<FACTORY_BASE_DOMAIN>`.
 * The tenant row itself is not tenant-owned (super-admins manage tenants); what belongs to a tenant carries
 * `@TenantOwned()` (the kit's `tenancy.ts`).
 */
@Entity({ tableName: 'tenant' })
@ObjectType('FactoryTenant', { description: 'A factory using the service' })
export class Tenant extends BaseEntity {
  [OptionalProps]?: 'domainStatus' | 'status';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string', unique: 'tenant_slug_unique' })
  @Field(() => String)
  slug!: string;

  @ManyToOne(() => Plan, { deleteRule: 'restrict' })
  plan!: Plan;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'The subdomain of the tenant' })
  domain!: string;

  @Enum({ items: () => DomainStatus, type: 'string' })
  @Field(() => DomainStatus)
  domainStatus: DomainStatus = DomainStatus.PENDING;

  @Enum({ items: () => TenantStatus, type: 'string' })
  @Field(() => TenantStatus)
  status: TenantStatus = TenantStatus.ACTIVE;

  @Property({ type: 'json' })
  @Field(() => TenantSettings)
  settings!: TenantSettings;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
