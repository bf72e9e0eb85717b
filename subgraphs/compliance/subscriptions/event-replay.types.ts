import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A published compliance event, as a subscription delivers it' })
export class ComplianceEvent {
  @Field(() => ID, { description: 'The event’s own uuid (the AMQP messageId)' }) id!: string;
  @Field(() => String) eventType!: string;
  @Field(() => String) routingKey!: string;
  @Field(() => GraphQLJSONObject, { description: 'The payload of the compliance spec’s event' })
  payload!: Record<string, unknown>;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => String, { description: 'Opaque, increasing along the stream: resume with after: <cursor>' })
  cursor!: string;
}

@ObjectType({ description: 'Events after a cursor, oldest first' })
export class ComplianceEventPage {
  @Field(() => [ComplianceEvent]) items!: ComplianceEvent[];
  @Field(() => Boolean, { description: 'More events follow the last one: ask again after its cursor' })
  hasMore!: boolean;
}
