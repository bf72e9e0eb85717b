import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';

/** Where a request came from: A's public form, B's public request form, or B's admin manual creation. */
export enum TrainingPlanRequestSource {
  PUBLIC_FORM = 'PUBLIC_FORM',
  PUBLIC_REQUEST = 'PUBLIC_REQUEST',
  ADMIN = 'ADMIN',
}
registerEnumType(TrainingPlanRequestSource, { name: 'TrainingPlanRequestSource' });

/**
 * A request for the training plan PDF. Its expiring download token is sent by mail. Soft delete sets
 * `deletedAt`; erasure blanks the personal fields and sets `erasedAt`.
 */
@Entity({ tableName: 'training_plan_request' })
@Index({ name: 'training_plan_request_created_at_idx', properties: ['createdAt'] })
@ObjectType({ description: 'A request for the training plan PDF' })
export class TrainingPlanRequest extends BaseEntity {
  [OptionalProps]?:
    | 'organisation'
    | 'contactPhone'
    | 'requirements'
    | 'source'
    | 'downloadToken'
    | 'downloadTokenExpiresAt'
    | 'emailSentAt'
    | 'deletedAt'
    | 'erasedAt';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  organisation: string | null = null;

  /** Null once erased. */
  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  contactName: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  contactEmail: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  requirements: string | null = null;

  @Enum({ items: () => TrainingPlanRequestSource, type: 'string' })
  @Field(() => TrainingPlanRequestSource)
  source: TrainingPlanRequestSource = TrainingPlanRequestSource.PUBLIC_FORM;

  /** Secret of the download link; never exposed through GraphQL. */
  @Property({ type: 'string', nullable: true, unique: 'training_plan_request_download_token_unique' })
  downloadToken: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  downloadTokenExpiresAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  emailSentAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  erasedAt: Date | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}
