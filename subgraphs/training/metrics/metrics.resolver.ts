import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Cost } from '../../shared/demand-control.js';
import { Cacheable } from '../../shared/response-cache.js';
import { READ_TAGS } from '../cache-tags.js';
import type { TrainingContext } from '../context.js';
import { MetricsService } from './metrics.service.js';
import { TrainingMetrics } from './metrics.types.js';

@Resolver(() => TrainingMetrics)
export class TrainingMetricsResolver {
  @Authorized()
  @Cacheable(READ_TAGS.metrics, 'TENANT')
  @Query(() => TrainingMetrics, {
    description:
      'Dashboard counts and the newest interests (admin; the admin client also uses it as its liveness check)',
  })
  @Cost(10)
  trainingMetrics(@Ctx() context: TrainingContext): Promise<TrainingMetrics> {
    return new MetricsService(context).metrics();
  }
}
