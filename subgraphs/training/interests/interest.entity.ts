import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { Course } from '../catalogue/course.entity.js';

/** Statuses of both interface variants: A uses CONVERTED and CLOSED, B uses ENROLLED and REJECTED. */
export enum InterestStatus {
  NEW = 'NEW',
  CONTACTED = 'CONTACTED',
  CONVERTED = 'CONVERTED',
  CLOSED = 'CLOSED',
  ENROLLED = 'ENROLLED',
  REJECTED = 'REJECTED',
}
registerEnumType(InterestStatus, {
  name: 'InterestStatus',
  description: 'A: NEW, CONTACTED, CONVERTED, CLOSED; B: NEW, CONTACTED, ENROLLED, REJECTED',
});

/** How an interest arrived: the public form or an admin's manual entry. */
export enum InterestSource {
  PUBLIC = 'PUBLIC',
  ADMIN = 'ADMIN',
}
registerEnumType(InterestSource, { name: 'InterestSource' });

/**
 * A learner's interest in a course. A brochure request gives it an expiring brochure token (sent by mail).
 * Soft delete sets `deletedAt`; erasure (hard delete) blanks the personal fields and sets `erasedAt`, keeping
 * the row so that counts stay right.
 */
@Entity({ tableName: 'interest' })
@Index({ name: 'interest_created_at_idx', properties: ['createdAt'] })
@ObjectType({ description: "A learner's interest in a course" })
export class Interest extends BaseEntity {
  [OptionalProps]?:
    | 'status'
    | 'source'
    | 'phone'
    | 'organisation'
    | 'brochureRequested'
    | 'brochureToken'
    | 'brochureTokenExpiresAt'
    | 'brochureSentAt'
    | 'deletedAt'
    | 'erasedAt';

  @Field(() => ID)
  declare id: string;

  /** Resolved by the resolver (a loader), not stored as a GraphQL field here. */
  @ManyToOne(() => Course, { deleteRule: 'restrict' })
  course!: Course;

  /** Null once erased. */
  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  name: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  email: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  organisation: string | null = null;

  @Enum({ items: () => InterestStatus, type: 'string' })
  @Field(() => InterestStatus)
  status: InterestStatus = InterestStatus.NEW;

  @Enum({ items: () => InterestSource, type: 'string' })
  @Field(() => InterestSource)
  source: InterestSource = InterestSource.PUBLIC;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  brochureRequested: boolean = false;

  /** Secret of the brochure link; never exposed through GraphQL. */
  @Property({ type: 'string', nullable: true, unique: 'interest_brochure_token_unique' })
  brochureToken: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  brochureTokenExpiresAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  brochureSentAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Set when the personal fields were erased (irreversible)',
  })
  erasedAt: Date | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
