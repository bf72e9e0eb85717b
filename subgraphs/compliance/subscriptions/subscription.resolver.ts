import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Int, Query, Subscription, Resolver } from 'type-graphql';
import { AppError, ErrorCode } from '../../../platform/errors.js';
import { Authenticated } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { GatewayRole } from '../../shared/gateway-roles.js';
import type { ComplianceContext } from '../context.js';
import { ExtractionCompletedEvent, ExtractionFailedEvent, ProfileUpdatedEvent } from './event-payloads.js';
import { EventReplayService, MAX_REPLAY_LIMIT } from './event-replay.service.js';
import { ComplianceEventPage } from './event-replay.types.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import { EventSubscriptionAccess } from './subscription-access.types.js';

/**
 * The subscriptions of CONTRACT.md, declared here so that they are part of the supergraph (Sandbox and
 * codegen see them) next to the types they return. They are served by the gateway, which consumes the events
 * from the broker and resolves `entity` through the supergraph (`gateway/subscriptions/`); a subgraph never
 * has subscribers of its own, so subscribing here directly is refused. Who may subscribe to what stays here:
 * the gateway asks `eventSubscriptionAccess` as the subscriber before it binds a subscription, and, to resume one
 * given `after`, `complianceEvents` for what it missed (the same rules).
 */
const AFTER = {
  nullable: true,
  description:
    'Resume after this cursor (an event’s `cursor`, or `complianceEventCursor`): first every event after it, oldest first, then live. CURSOR_EXPIRED when it is unknown or past the retention',
} as const;

const servedByTheGateway = () => {
  throw new AppError(
    ErrorCode.VALIDATION_ERROR,
    'Subscriptions are served by the gateway: graphql-ws or SSE on its /graphql',
  );
};

@Resolver()
export class SubscriptionResolver {
  @Authorized()
  @Authenticated()
  @GatewayRole('subscriptionAccess')
  @Query(() => EventSubscriptionAccess, {
    description:
      "The events a subscription of the caller would receive (asked by the gateway, which serves subscriptions): FORBIDDEN for a record outside the caller's tenant, VALIDATION_ERROR for a malformed id",
  })
  eventSubscriptionAccess(
    @Arg('field', () => String, { description: 'The subscription field, e.g. profileUpdated' }) field: string,
    @Arg('arguments', () => GraphQLJSONObject, { description: "The subscription's arguments" })
    args: Record<string, unknown>,
    @Ctx() context: ComplianceContext,
  ): Promise<EventSubscriptionAccess> {
    return new SubscriptionAccessService(context).access(field, args);
  }

  @Authorized()
  @Authenticated()
  @GatewayRole('eventReplay')
  @Query(() => ComplianceEventPage, {
    description:
      'Events a subscription of the caller would have received after `after`, oldest first (asked by the gateway to resume subscriptions): the same rules as eventSubscriptionAccess; CURSOR_EXPIRED when `after` is unknown or past the retention',
  })
  @PageListSize(100)
  complianceEvents(
    @Arg('subscription', () => String, { description: 'The subscription field, e.g. profileUpdated' })
    subscription: string,
    @Arg('arguments', () => GraphQLJSONObject, { description: "The subscription's arguments" })
    args: Record<string, unknown>,
    @Arg('after', () => String, { description: 'The cursor of the last event received' }) after: string,
    @Arg('limit', () => Int, { defaultValue: 100, description: `At most this many events (1 to ${MAX_REPLAY_LIMIT})` })
    limit: number,
    @Ctx() context: ComplianceContext,
  ): Promise<ComplianceEventPage> {
    return new EventReplayService(context).events(subscription, args, after, limit);
  }

  @Authorized()
  @Authenticated()
  @Query(() => String, {
    description:
      'The cursor of the newest published event: read it first, then the state, then subscribe with after: it (skipping versions the state already holds)',
  })
  complianceEventCursor(@Ctx() context: ComplianceContext): Promise<string> {
    return new EventReplayService(context).head();
  }

  @Subscription(() => ProfileUpdatedEvent, {
    subscribe: servedByTheGateway,
    description: "profile.updated events of an entity of the caller's tenant",
  })
  profileUpdated(
    @Arg('entityId', () => ID) _entityId: string,
    @Arg('after', () => String, AFTER) _after: string | null,
  ): ProfileUpdatedEvent {
    return servedByTheGateway();
  }

  @Subscription(() => ExtractionCompletedEvent, {
    subscribe: servedByTheGateway,
    description: "extraction.completed events of the caller's tenant, of one job or one entity when given",
  })
  extractionCompleted(
    @Arg('jobId', () => ID, { nullable: true }) _jobId: string | null,
    @Arg('entityId', () => ID, { nullable: true }) _entityId: string | null,
    @Arg('after', () => String, AFTER) _after: string | null,
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
    @Arg('after', () => String, AFTER) _after: string | null,
  ): ExtractionFailedEvent {
    return servedByTheGateway();
  }
}
