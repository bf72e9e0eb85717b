import { validationError } from '../../../platform/errors.js';
import type { PlanLimits } from '../plans/plan.entity.js';
import type { ArticleAttribute, JobStep, PaginationSettings, SizeRange } from './tenant-config.entity.js';

/** A whole configuration, as stored. */
export interface TenantConfiguration {
  jobSteps: JobStep[];
  articleAttributes: ArticleAttribute[];
  sizeRange: SizeRange;
  customLedgerTypes: string[];
  pagination: PaginationSettings;
}

/** What a tenant gets for what its first configuration leaves out. */
export const CONFIGURATION_DEFAULTS: Pick<TenantConfiguration, 'customLedgerTypes' | 'pagination'> = {
  customLedgerTypes: [],
  pagination: { defaultPageSize: 20, maxPageSize: 100 },
};

const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const MAX_PAGE_SIZE = 500;

/**
 * The configuration's own rules and the plan's limits (`maxJobSteps`, `maxArticleAttributes`); every problem
 * found is named in one VALIDATION_ERROR (400).
 */
export function assertValidConfiguration(configuration: TenantConfiguration, limits: PlanLimits): void {
  const problems: Record<string, string[]> = {};
  const problem = (field: string, message: string) => (problems[field] ??= []).push(message);
  const { jobSteps, articleAttributes, sizeRange, customLedgerTypes, pagination } = configuration;

  if (!jobSteps.length) problem('jobSteps', 'at least one job step is needed');
  if (jobSteps.length > limits.maxJobSteps)
    problem('jobSteps', `the plan allows at most ${limits.maxJobSteps} job steps`);
  duplicates(jobSteps.map((step) => step.name.trim().toLowerCase())).forEach((name) =>
    problem('jobSteps', `the step name "${name}" is used twice`),
  );
  duplicates(jobSteps.map((step) => String(step.order))).forEach((order) =>
    problem('jobSteps', `the order ${order} is used twice`),
  );
  for (const step of jobSteps) {
    if (!step.name.trim()) problem('jobSteps', 'a step needs a name');
    if (!Number.isInteger(step.order) || step.order < 1)
      problem('jobSteps', `the order of "${step.name}" must be a positive integer`);
  }

  if (articleAttributes.length > limits.maxArticleAttributes) {
    problem('articleAttributes', `the plan allows at most ${limits.maxArticleAttributes} article attributes`);
  }
  duplicates(articleAttributes.map((attribute) => attribute.name.toLowerCase())).forEach((name) =>
    problem('articleAttributes', `the attribute "${name}" is defined twice`),
  );
  for (const attribute of articleAttributes) {
    if (!ATTRIBUTE_NAME.test(attribute.name))
      problem(
        'articleAttributes',
        `"${attribute.name}" is not a valid attribute name (a letter, then letters, digits or _)`,
      );
    if (!attribute.label.trim()) problem('articleAttributes', `the attribute "${attribute.name}" needs a label`);
    if (attribute.type !== 'string' && attribute.type !== 'number')
      problem('articleAttributes', `the type of "${attribute.name}" must be string or number`);
  }

  if (!Number.isFinite(sizeRange.min) || !Number.isFinite(sizeRange.max) || sizeRange.min > sizeRange.max) {
    problem('sizeRange', 'min must be a number not greater than max');
  }

  duplicates(customLedgerTypes.map((type) => type.trim().toLowerCase())).forEach((type) =>
    problem('customLedgerTypes', `"${type}" is listed twice`),
  );
  if (customLedgerTypes.some((type) => !type.trim())) problem('customLedgerTypes', 'a ledger type needs a name');

  const { defaultPageSize, maxPageSize } = pagination;
  if (defaultPageSize < 1 || maxPageSize < 1 || maxPageSize > MAX_PAGE_SIZE || defaultPageSize > maxPageSize) {
    problem('pagination', `page sizes must satisfy 1 ≤ defaultPageSize ≤ maxPageSize ≤ ${MAX_PAGE_SIZE}`);
  }

  const fields = Object.keys(problems);
  if (fields.length) {
    const summary = fields.map((field) => `${field}: ${problems[field].join('; ')}`).join(' | ');
    throw validationError(`Invalid tenant configuration: ${summary}`, { fields: problems });
  }
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}
