import { z } from 'zod';
import { int, route, type RouteDefinition } from '../../engine/index.js';
import type { TrainingSettingsFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';

graphql(`
  fragment TrainingSettingsFields on TrainingSettings {
    trainingPlanExpiryDays
    brochureExpiryDays
  }
`);

const SETTINGS = { 200: z.object({ training_plan_expiry_days: z.int(), brochure_expiry_days: z.int() }) };

/** The spec's "flat object": the settings themselves, with no `{status, data}` around them. */
const flatSettings = (settings: TrainingSettingsFieldsFragment) => ({
  status: 200 as const,
  body: {
    training_plan_expiry_days: settings.trainingPlanExpiryDays,
    brochure_expiry_days: settings.brochureExpiryDays,
  },
});

export const settingsRoutes: RouteDefinition[] = [
  route({
    name: 'getSettings',
    variant: 'B',
    method: 'GET',
    path: '/settings',
    auth: 'admin',
    document: graphql(`
      query TrainingGetSettings {
        trainingSettings {
          ...TrainingSettingsFields
        }
      }
    `),
    input: {},
    answers: SETTINGS,
    respond: ({ trainingSettings }) => flatSettings(trainingSettings),
  }),
  // Whole days; a value out of range is refused by the service (400).
  route({
    name: 'updateSettings',
    variant: 'B',
    method: 'PUT',
    path: '/settings',
    auth: 'admin',
    document: graphql(`
      mutation TrainingUpdateSettings($input: UpdateTrainingSettingsInput!) {
        updateTrainingSettings(input: $input) {
          ...TrainingSettingsFields
        }
      }
    `),
    input: {
      body: z.object({ training_plan_expiry_days: int().nullish(), brochure_expiry_days: int().nullish() }),
    },
    variables: ({ body }) => ({
      input: {
        trainingPlanExpiryDays: body.training_plan_expiry_days,
        brochureExpiryDays: body.brochure_expiry_days,
      },
    }),
    answers: SETTINGS,
    respond: ({ updateTrainingSettings }) => flatSettings(updateTrainingSettings),
  }),
];
