import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { changedBy, READ_TAGS } from '../cache-tags.js';
import type { TrainingContext } from '../context.js';
import { TrainingSettings } from './settings.entity.js';
import { SettingsService } from './settings.service.js';
import { UpdateTrainingSettingsInput } from './settings.types.js';

@Resolver(() => TrainingSettings)
export class TrainingSettingsResolver {
  @Authorized()
  @Cacheable(READ_TAGS.settings, 'TENANT')
  @Query(() => TrainingSettings, { description: 'Expiry settings of the links sent by mail (admin)' })
  trainingSettings(@Ctx() context: TrainingContext): Promise<TrainingSettings> {
    return new SettingsService(context).current();
  }

  @Authorized()
  @Invalidates(changedBy('settings'))
  @Mutation(() => TrainingSettings, {
    description: 'Changes the expiry settings; links issued from then on follow them (admin, audited)',
  })
  updateTrainingSettings(
    @Arg('input', () => UpdateTrainingSettingsInput) input: UpdateTrainingSettingsInput,
    @Ctx() context: TrainingContext,
  ): Promise<TrainingSettings> {
    return new SettingsService(context).update(input);
  }
}
