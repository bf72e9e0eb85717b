import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import type { TrainingContext } from '../context.js';
import { TrainingSettings } from './settings.entity.js';

export interface SettingsChanges {
  trainingPlanExpiryDays?: number | null;
  brochureExpiryDays?: number | null;
}

export const MAX_EXPIRY_DAYS = 3650;

/** The settings row; the migration creates it, this recreates it with defaults should it be missing. */
export async function currentSettings(em: EntityManager): Promise<TrainingSettings> {
  const settings = await em.findOne(TrainingSettings, { id: 1 });
  if (settings) return settings;
  const created = em.create(TrainingSettings, { id: 1, trainingPlanExpiryDays: 180, brochureExpiryDays: 180 });
  await em.upsert(created);
  return created;
}

/** The expiry settings: read by every token issuer, changed by admins (audited). */
export class SettingsService {
  constructor(private readonly context: Pick<TrainingContext, 'em' | 'auth' | 'audit'>) {}

  current(): Promise<TrainingSettings> {
    return currentSettings(this.context.em);
  }

  async update(changes: SettingsChanges): Promise<TrainingSettings> {
    const actor = await this.context.auth.requireAdmin();
    const problems: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      if (value === null || !Number.isInteger(value) || value < 1 || value > MAX_EXPIRY_DAYS) {
        problems[field] = [`must be a positive integer of at most ${MAX_EXPIRY_DAYS}`];
      }
    }
    if (Object.keys(problems).length) {
      const summary = Object.entries(problems)
        .map(([field, list]) => `${field} ${list.join(', ')}`)
        .join('; ');
      throw validationError(`Invalid settings: ${summary}`, { fields: problems });
    }
    if (changes.trainingPlanExpiryDays === undefined && changes.brochureExpiryDays === undefined) {
      throw validationError('Give trainingPlanExpiryDays and/or brochureExpiryDays');
    }
    return this.context.em.transactional(async (em) => {
      const settings = await currentSettings(em);
      const before = {
        trainingPlanExpiryDays: settings.trainingPlanExpiryDays,
        brochureExpiryDays: settings.brochureExpiryDays,
      };
      if (changes.trainingPlanExpiryDays != null) settings.trainingPlanExpiryDays = changes.trainingPlanExpiryDays;
      if (changes.brochureExpiryDays != null) settings.brochureExpiryDays = changes.brochureExpiryDays;
      const after = {
        trainingPlanExpiryDays: settings.trainingPlanExpiryDays,
        brochureExpiryDays: settings.brochureExpiryDays,
      };
      await this.context.audit.record(em, actor, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: '1',
        before,
        after,
      });
      await em.flush();
      return settings;
    });
  }
}
