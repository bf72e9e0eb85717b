import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';

/** An origin allowed by CORS besides the static ones, managed globally by super-admins. */
@Entity({ tableName: 'cors_origin' })
@ObjectType('FactoryCorsOrigin', { description: 'A browser origin allowed to call the APIs' })
export class CorsOrigin {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: 'string', unique: 'cors_origin_origin_unique' })
  @Field(() => String, { description: 'scheme://host[:port]' })
  origin!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();
}
