import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { TRAINING_ADMIN_VIEW } from '../../../platform/auth/training-cache-view.js';
import { CacheGate } from '../../shared/response-cache.js';
import type { TrainingContext } from '../context.js';

@Resolver()
export class TrainingCacheGateResolver {
  @Authorized()
  @CacheGate()
  @Query(() => String, {
    description:
      'The view of the admin reads (training/admin), once the request has passed the admin check every admin request passes (a valid token of a member of the training tenant): the gateway asks it before serving a cached admin answer',
  })
  // Named as TRAINING_CACHE_GATE: the gateway keys the entries of this gate by TRAINING_ADMIN_VIEW.
  async trainingCacheGate(@Ctx() context: TrainingContext): Promise<string> {
    await context.auth.requireAdmin();
    return TRAINING_ADMIN_VIEW;
  }
}
