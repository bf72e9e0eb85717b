import { gql, objectBody, renameFields, route, type RouteDefinition } from '../../engine/index.js';

interface SettingsData {
  trainingPlanExpiryDays: number;
  brochureExpiryDays: number;
}

const SETTINGS_FIELDS = gql`
  fragment TrainingSettingsFields on TrainingSettings {
    trainingPlanExpiryDays
    brochureExpiryDays
  }
`;

/** The spec's "flat object": the settings themselves, with no `{status, data}` around them. */
const flatSettings = (settings: SettingsData) => ({
  status: 200,
  body: {
    training_plan_expiry_days: settings.trainingPlanExpiryDays,
    brochure_expiry_days: settings.brochureExpiryDays,
  },
});

export const settingsRoutes: RouteDefinition[] = [
  route<{ trainingSettings: SettingsData }>({
    name: 'getSettings',
    variant: 'B',
    method: 'GET',
    path: '/settings',
    auth: 'admin',
    document: gql`
      query TrainingGetSettings {
        trainingSettings {
          ...TrainingSettingsFields
        }
      }
      ${SETTINGS_FIELDS}
    `,
    respond: ({ trainingSettings }) => flatSettings(trainingSettings),
  }),
  // Values go to GraphQL as sent: a string, a fraction or null is refused there or by the service (400).
  route<{ updateTrainingSettings: SettingsData }>({
    name: 'updateSettings',
    variant: 'B',
    method: 'PUT',
    path: '/settings',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateSettings($input: UpdateTrainingSettingsInput!) {
        updateTrainingSettings(input: $input) {
          ...TrainingSettingsFields
        }
      }
      ${SETTINGS_FIELDS}
    `,
    variables: ({ body }) => ({
      input: renameFields(objectBody(body), {
        training_plan_expiry_days: 'trainingPlanExpiryDays',
        brochure_expiry_days: 'brochureExpiryDays',
      }),
    }),
    respond: ({ updateTrainingSettings }) => flatSettings(updateTrainingSettings),
  }),
];
