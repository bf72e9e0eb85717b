/** Test data shared by the workflow tests (subgraph and REST). */

/** A valid template structure (the annual filing of a private company); `overrides` replace its fields. */
export const annualFiling = (overrides: Record<string, unknown> = {}) => ({
  workflowName: 'Annual ROC filing',
  legalReference: 'Companies Act 2013, Sections 92 and 137',
  applicabilityRules: { entityTypes: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED'] },
  timelineLogic: { triggerDate: 'agm_date', deadlineDays: 60, reminderDaysBefore: [7, 30, 15] },
  phases: [
    {
      name: 'Filing',
      order: 2,
      tasks: [
        { name: 'File AOC-4', mandatory: true },
        { name: 'File MGT-7', mandatory: true },
      ],
    },
    {
      name: ' Preparation ',
      order: 1,
      tasks: [
        { name: 'Approve financial statements', mandatory: true, advisory: 'Board meeting with quorum' },
        { name: 'Brief the auditors', mandatory: false },
      ],
    },
  ],
  validationRules: { cin: { pattern: '^[LU]\\d{5}' } },
  advisoryPrompts: { late: 'Additional fees apply after the deadline' },
  completionCriteria: { allMandatoryTasksCompleted: true, filingConfirmation: ['AOC-4', 'MGT-7'] },
  ...overrides,
});
