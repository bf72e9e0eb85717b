import { Arg, ID, Subscription, Resolver } from 'type-graphql';
import { AppError, ErrorCode } from '../../../platform/errors.js';
import { ExtractionCompletedEvent, ExtractionFailedEvent, ProfileUpdatedEvent } from './event-payloads.js';

/**
 * The subscriptions of CONTRACT.md, declared here so that they are part of the supergraph (Sandbox and
 * codegen see them) next to the types they return. They are served by the gateway, which consumes the events
 * from the broker and resolves `entity` through the supergraph (`gateway/subscriptions/`); a subgraph never
 * has subscribers of its own, so subscribing here directly is refused.
 */
const servedByTheGateway = () => {
  throw new AppError(ErrorCode.VALIDATION_ERROR, 'Subscriptions are served by the gateway: graphql-ws or SSE on its /graphql');
};

@Resolver()
export class SubscriptionResolver {
  @Subscription(() => ProfileUpdatedEvent, {
    subscribe: servedByTheGateway,
    description: "profile.updated events of an entity of the caller's tenant",
  })
  profileUpdated(@Arg('entityId', () => ID) _entityId: string): ProfileUpdatedEvent {
    return servedByTheGateway();
  }

  @Subscription(() => ExtractionCompletedEvent, {
    subscribe: servedByTheGateway,
    description: "extraction.completed events of the caller's tenant, of one job or one entity when given",
  })
  extractionCompleted(
    @Arg('jobId', () => ID, { nullable: true }) _jobId: string | null,
    @Arg('entityId', () => ID, { nullable: true }) _entityId: string | null,
  ): ExtractionCompletedEvent {
    return servedByTheGateway();
  }

  @Subscription(() => ExtractionFailedEvent, {
    subscribe: servedByTheGateway,
    description: "extraction.failed events of the caller's tenant, of one job or one entity when given",
  })
  extractionFailed(
    @Arg('jobId', () => ID, { nullable: true }) _jobId: string | null,
    @Arg('entityId', () => ID, { nullable: true }) _entityId: string | null,
  ): ExtractionFailedEvent {
    return servedByTheGateway();
  }
}
