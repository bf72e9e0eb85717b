import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import type { RecordOf } from '../../shared/read-models.js';
import { TenantOwned } from '../../shared/tenancy.js';
import type { DocumentRecord } from '../documents/document.loaders.js';
import { LegalForm, Tenant } from '../tenants/tenant.entity.js';

/**
 * A business unit of a tenant with its compliance profile (`profileData`: registered address, CIN, directors,
 * ... and `_verification`). `version` is the optimistic lock of profile updates: every update sends the
 * version it read, and bumps it.
 */
@Entity({ tableName: 'business_entity' })
@TenantOwned()
@Index({ name: 'business_entity_tenant_idx', properties: ['tenant', 'createdAt'] })
@ObjectType({ description: 'A business unit of a tenant, with its compliance profile' })
@Directive('@key(fields: "id")')
export class BusinessEntity extends BaseEntity {
  [OptionalProps]?: 'entityType' | 'profileData' | 'version';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Enum({ items: () => LegalForm, type: 'string', nullable: true })
  @Field(() => LegalForm, { nullable: true })
  entityType: LegalForm | null = null;

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject, {
    description:
      'registeredAddress, cin, dateOfIncorporation, authorizedCapital, paidUpCapital, directors, pan, companyName, _verification, ...',
  })
  profileData: Record<string, unknown> = {};

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Optimistic lock: send it with every profile update' })
  version: number = 1;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}

/**
 * A business entity as its single read returns it (a read model, see `shared/read-models.ts`): its tenant as an
 * id, and its documents when the operation asks for them.
 */
export type BusinessEntityRecord = RecordOf<BusinessEntity, 'tenant'> & { documentList?: DocumentRecord[] };
