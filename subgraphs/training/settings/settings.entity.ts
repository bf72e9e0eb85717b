import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

/** The training service's settings: one row (id 1), created by the migration with the spec's values. */
@Entity({ tableName: 'settings' })
@ObjectType({ description: 'Expiry settings of the links sent by mail' })
export class TrainingSettings {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id: number = 1;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Days a training plan download link stays valid' })
  trainingPlanExpiryDays: number = 180;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Days a brochure link stays valid' })
  brochureExpiryDays: number = 180;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  @Field(() => GraphQLISODateTime)
  updatedAt: Date = new Date();
}
