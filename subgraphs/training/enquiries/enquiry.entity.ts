import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';

/** Statuses of both variants: A NEW, IN_PROGRESS, RESOLVED, CLOSED; B NEW, RESPONDED. */
export enum EnquiryStatus {
  NEW = 'NEW',
  IN_PROGRESS = 'IN_PROGRESS',
  RESOLVED = 'RESOLVED',
  CLOSED = 'CLOSED',
  RESPONDED = 'RESPONDED',
}
registerEnumType(EnquiryStatus, {
  name: 'EnquiryStatus',
  description: 'A: NEW, IN_PROGRESS, RESOLVED, CLOSED; B: NEW, RESPONDED',
});

/** A message sent through the public contact form. */
@Entity({ tableName: 'enquiry' })
@Index({ name: 'enquiry_created_at_idx', properties: ['createdAt'] })
@ObjectType({ description: 'A message sent through the contact form' })
export class Enquiry extends BaseEntity {
  [OptionalProps]?: 'status';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  email!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  message!: string;

  @Enum({ items: () => EnquiryStatus, type: 'string' })
  @Field(() => EnquiryStatus)
  status: EnquiryStatus = EnquiryStatus.NEW;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
