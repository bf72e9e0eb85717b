import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../shared/tenancy.js';

/** The tenant whose members administer the training service (slug TRAINING_TENANT_SLUG). */
@Entity({ tableName: 'tenant' })
export class Tenant {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', unique: 'tenant_slug_unique' })
  slug!: string;

  @Property({ type: 'string' })
  name!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}

/**
 * An identity-provider user who belongs to a tenant. Training's data has no tenant: this row is the one thing a
 * tenant owns here (the training tenant's membership is the admin rule), read only by the admin check and
 * `training:add-admin` (`TrainingTenantService`).
 */
@Entity({ tableName: 'tenant_membership' })
@TenantOwned()
@Unique({ name: 'tenant_membership_tenant_user_unique', properties: ['tenant', 'userId'] })
export class TenantMembership {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  /** The identity provider's user id. */
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
