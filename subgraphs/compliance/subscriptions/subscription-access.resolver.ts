import { Ctx, FieldResolver, Resolver } from 'type-graphql';
import type { ComplianceContext } from '../context.js';
import { EventReplayService } from './event-replay.service.js';
import { EventSubscriptionAccess } from './subscription-access.types.js';

@Resolver(() => EventSubscriptionAccess)
export class EventSubscriptionAccessResolver {
  @FieldResolver(() => String, {
    description:
      'The cursor of the newest published event when access was granted: a subscription without `after` starts here, so that it misses nothing published while it binds',
  })
  cursor(@Ctx() context: ComplianceContext): Promise<string> {
    return new EventReplayService(context).head();
  }
}
