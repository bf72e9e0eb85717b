import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';

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
export class Tenant {
  [OptionalProps]?:
    | 'id'
    | 'entityType'
    | 'contactEmail'
    | 'contactPhone'
    | 'gstin'
    | 'pan'
    | 'registrationNumber'
    | 'subscriptionPlan'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

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

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
