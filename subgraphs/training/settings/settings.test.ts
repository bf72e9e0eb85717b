import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTraining, type TrainingUnderTest } from '../../../test/support/training.js';
import { expiresAfterDays } from '../files/mailed-links.js';
import { currentSettings } from './settings.service.js';

/** Expiry settings in the development bypass (no identity provider: admin operations are open, the actor is "development"). */
let training: TrainingUnderTest;

interface Settings {
  trainingPlanExpiryDays: number;
  brochureExpiryDays: number;
}

const read = () =>
  training.gql<{ trainingSettings: Settings }>(
    `{ trainingSettings { trainingPlanExpiryDays brochureExpiryDays updatedAt } }`,
  );
const update = (input: Record<string, unknown>) =>
  training.gql<{ updateTrainingSettings: Settings }>(
    `mutation($input: UpdateTrainingSettingsInput!) { updateTrainingSettings(input: $input) { trainingPlanExpiryDays brochureExpiryDays } }`,
    { input },
  );

async function stored(): Promise<Settings> {
  const { trainingPlanExpiryDays, brochureExpiryDays } = await currentSettings(training.subgraph.orm.em.fork());
  return { trainingPlanExpiryDays, brochureExpiryDays };
}

async function auditRows(): Promise<
  { action: string; entity_type: string; entity_id: string; actor_id: string; before: unknown; after: unknown }[]
> {
  return training.subgraph.orm.em
    .fork()
    .execute(
      `select action, entity_type, entity_id, actor_id, before, after from "training"."audit_log" where entity_type = 'settings' order by created_at`,
    );
}

beforeAll(async () => {
  training = await startTraining({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: undefined,
    RATE_LIMIT_FACTOR: '1',
  });
});

afterAll(async () => {
  await training?.stop();
});

describe('training settings', () => {
  test("starts with the spec's values (180 days each)", async () => {
    const response = await read();
    expect(response.errors).toBeUndefined();
    expect(response.data?.trainingSettings).toMatchObject({ trainingPlanExpiryDays: 180, brochureExpiryDays: 180 });
  });

  test('changes only the fields given, and records the change in the audit trail', async () => {
    const response = await update({ brochureExpiryDays: 7 });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateTrainingSettings).toEqual({ trainingPlanExpiryDays: 180, brochureExpiryDays: 7 });
    expect(await stored()).toEqual({ trainingPlanExpiryDays: 180, brochureExpiryDays: 7 });

    const both = await update({ trainingPlanExpiryDays: 30, brochureExpiryDays: 14 });
    expect(both.data?.updateTrainingSettings).toEqual({ trainingPlanExpiryDays: 30, brochureExpiryDays: 14 });

    expect(await auditRows()).toEqual([
      {
        action: 'settings.update',
        entity_type: 'settings',
        entity_id: '1',
        actor_id: 'development',
        before: { trainingPlanExpiryDays: 180, brochureExpiryDays: 180 },
        after: { trainingPlanExpiryDays: 180, brochureExpiryDays: 7 },
      },
      expect.objectContaining({
        before: { trainingPlanExpiryDays: 180, brochureExpiryDays: 7 },
        after: { trainingPlanExpiryDays: 30, brochureExpiryDays: 14 },
      }),
    ]);
  });

  test.each([
    ['zero', { brochureExpiryDays: 0 }],
    ['a negative number', { trainingPlanExpiryDays: -5 }],
    ['a fraction', { brochureExpiryDays: 1.5 }],
    ['a string', { brochureExpiryDays: '10' }],
    ['null', { trainingPlanExpiryDays: null }],
    ['more than ten years', { brochureExpiryDays: 3651 }],
    ['one valid and one invalid value', { trainingPlanExpiryDays: 60, brochureExpiryDays: 0 }],
    ['nothing at all', {}],
  ])('refuses %s with VALIDATION_ERROR (400), changing and recording nothing', async (_name, input) => {
    const before = await stored();
    const auditBefore = (await auditRows()).length;
    const response = await update(input);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(await stored()).toEqual(before);
    expect((await auditRows()).length).toBe(auditBefore);
  });

  test('is what a new brochure or training plan token expires by', async () => {
    await update({ trainingPlanExpiryDays: 2, brochureExpiryDays: 5 });
    // The token issuers compute the expiry of a new token from currentSettings, as here.
    const settings = await currentSettings(training.subgraph.orm.em.fork());
    const now = new Date('2030-01-01T12:00:00Z');
    expect(expiresAfterDays(settings.brochureExpiryDays, now).toISOString()).toBe('2030-01-06T12:00:00.000Z');
    expect(expiresAfterDays(settings.trainingPlanExpiryDays, now).toISOString()).toBe('2030-01-03T12:00:00.000Z');
  });

  test('recreates the settings row with the defaults should it be missing', async () => {
    await training.subgraph.orm.em.fork().execute(`delete from "training"."settings"`);
    expect((await read()).data?.trainingSettings).toMatchObject({
      trainingPlanExpiryDays: 180,
      brochureExpiryDays: 180,
    });
    expect(await stored()).toEqual({ trainingPlanExpiryDays: 180, brochureExpiryDays: 180 });
  });
});
