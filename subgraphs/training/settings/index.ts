import type { SubgraphArea } from '../../shared/area.js';
import { TrainingSettings } from './settings.entity.js';
import { TrainingSettingsResolver } from './settings.resolver.js';

export const settingsArea: SubgraphArea = {
  entities: [TrainingSettings],
  resolvers: [TrainingSettingsResolver],
};
