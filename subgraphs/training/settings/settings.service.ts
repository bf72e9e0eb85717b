import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import type { AuditActor, AuditTrail } from '../../shared/audit/audit-trail.js';
import { TrainingSettings } from './settings.entity.js';

export interface SettingsChanges {
  trainingPlanExpiryDays?: number | null;
  brochureExpiryDays?: number | null;
}

export const MAX_EXPIRY_DAYS = 3650;

/** The expiry settings: read by every token issuer, changed by admins (audited). */
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The settings row; the migration creates it, this recreates it with defaults should it be missing. */
  async current(em: EntityManager = this.em): Promise<TrainingSettings> {
    const settings = await em.findOne(TrainingSettings, { id: 1 });
    if (settings) return settings;
    const created = em.create(TrainingSettings, { id: 1, trainingPlanExpiryDays: 180, brochureExpiryDays: 180 });
    await em.upsert(created);
    return created;
  }

  async update(changes: SettingsChanges, actor: AuditActor, audit: AuditTrail): Promise<TrainingSettings> {
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
    return this.em.transactional(async (em) => {
      const settings = await this.current(em);
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
      await audit.record(em, actor, {
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
