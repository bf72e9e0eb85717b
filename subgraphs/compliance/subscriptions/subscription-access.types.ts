import { Field, ObjectType } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';

@ObjectType({ description: 'A field of an event payload and the value it must have' })
export class EventPayloadMatch {
  @Field(() => String) field!: string;
  @Field(() => String) value!: string;
}

@ObjectType({ description: 'The events a subscription of the caller receives, once it may have them' })
export class EventSubscriptionAccess {
  @Field(() => String, { description: 'The routing-key pattern of its events (topic syntax: `*` is one word)' })
  routingKey!: string;

  @AssumedListSize(2)
  @Field(() => [EventPayloadMatch], {
    description: 'What a delivered event must carry: the caller’s tenant, the entity when one is named',
  })
  payloadMatch!: EventPayloadMatch[];
}
