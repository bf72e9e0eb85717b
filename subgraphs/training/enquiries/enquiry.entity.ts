import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';

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
export class Enquiry {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

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

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
