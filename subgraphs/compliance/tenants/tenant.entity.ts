import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';

/** The subscription plans of the compliance service (their limits are in `plans/plan.catalog.ts`). */
export enum PlanId {
  FREE = 'FREE',
  STARTER = 'STARTER',
  PROFESSIONAL = 'PROFESSIONAL',
  ENTERPRISE = 'ENTERPRISE',
}
registerEnumType(PlanId, { name: 'CompliancePlanId', description: 'A compliance subscription plan' });

/** Legal forms of a tenant or of one of its entities; the spec shows these three. */
export enum LegalForm {
  PRIVATE_LIMITED = 'PRIVATE_LIMITED',
  PUBLIC_LIMITED = 'PUBLIC_LIMITED',
  LLP = 'LLP',
}
registerEnumType(LegalForm, { name: 'LegalForm', description: 'The legal form of an organisation' });

/** A client organisation: it owns entities (business units), users, workflows and documents. */
@Entity({ tableName: 'tenant' })
@ObjectType('ComplianceTenant', { description: 'A client organisation of the compliance service' })
export class Tenant extends BaseEntity {
  [OptionalProps]?:
    'entityType' | 'contactEmail' | 'contactPhone' | 'gstin' | 'pan' | 'registrationNumber' | 'subscriptionPlan';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Enum({ items: () => LegalForm, type: 'string', nullable: true })
  @Field(() => LegalForm, { nullable: true })
  entityType: LegalForm | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  contactEmail: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'GST identification number' })
  gstin: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'Permanent account number' })
  pan: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  registrationNumber: string | null = null;

  @Enum({ items: () => PlanId, type: 'string' })
  @Field(() => PlanId)
  subscriptionPlan: PlanId = PlanId.FREE;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
