import { validationError } from '../../../platform/errors.js';
import type { ArticleAttribute, JobStep } from '../tenant-config/tenant-config.entity.js';
import type { StepRate } from './article.entity.js';

/**
 * The rules of an article's attributes and step rates against its tenant's configuration and master data.
 * Every problem found is named in one VALIDATION_ERROR (400), field by field.
 */

/** Attribute name → its allowed values (the tenant's master data); an attribute without a list takes any value. */
export type AllowedValues = ReadonlyMap<string, readonly string[]>;

/** A rate as the client gives it: a decimal string (GraphQL) — the REST adapter turns JSON numbers into strings. */
export interface StepRateDraft {
  step: string;
  rate: string;
}

/** Non-negative, at most two places, and small enough that rate × quantity still fits numeric(14,2). */
const RATE = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** `"12.5"` → `"12.50"`; null when it is not a non-negative decimal with at most two places. */
export function normalizeRate(rate: string): string | null {
  const match = RATE.exec(rate.trim());
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

class Problems {
  readonly #byField: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.#byField[field] ??= []).push(message);
  }

  throwIfAny(what: string): void {
    const fields = Object.keys(this.#byField);
    if (!fields.length) return;
    const summary = fields.map((field) => `${field}: ${this.#byField[field].join('; ')}`).join(' | ');
    throw validationError(`Invalid ${what}: ${summary}`, { fields: this.#byField });
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The attributes of an article: each required attribute present, each value of its attribute's type (a JSON
 * number for `number`, a string for `string`) and among the master data where the attribute has a value list;
 * attributes the configuration does not define are refused. Answers them with strings trimmed and blank optional
 * ones left out.
 */
export function checkAttributes(
  attributes: Readonly<Record<string, unknown>>,
  defined: readonly ArticleAttribute[],
  allowed: AllowedValues,
): Record<string, string | number> {
  const problems = new Problems();
  const checked: Record<string, string | number> = {};
  const known = new Set(defined.map((attribute) => attribute.name));
  for (const name of Object.keys(attributes)) {
    if (!known.has(name)) problems.add(`attributes.${name}`, 'is not an article attribute of the tenant configuration');
  }
  for (const attribute of defined) {
    const field = `attributes.${attribute.name}`;
    const value = attributes[attribute.name];
    if (isBlank(value)) {
      if (attribute.isRequired) problems.add(field, `is required (${attribute.label})`);
      continue;
    }
    if (attribute.type === 'number' && !(typeof value === 'number' && Number.isFinite(value))) {
      problems.add(field, 'must be a number');
      continue;
    }
    if (attribute.type === 'string' && typeof value !== 'string') {
      problems.add(field, 'must be a string');
      continue;
    }
    const given = typeof value === 'string' ? value.trim() : (value as number);
    const values = allowed.get(attribute.name);
    if (
      values?.length &&
      !values.some((candidate) => (typeof given === 'number' ? Number(candidate) === given : candidate === given))
    ) {
      problems.add(field, `must be one of the master data values: ${values.join(', ')}`);
      continue;
    }
    checked[attribute.name] = given;
  }
  problems.throwIfAny('article attributes');
  return checked;
}

/** The step rates of an article: steps of the configuration, each at most once, rates exact decimals (normalized to two places). */
export function checkStepRates(stepRates: readonly StepRateDraft[], jobSteps: readonly JobStep[]): StepRate[] {
  const problems = new Problems();
  const steps = new Set(jobSteps.map((step) => step.name));
  const seen = new Set<string>();
  const checked: StepRate[] = [];
  for (const { step, rate } of stepRates) {
    const name = step.trim();
    const field = `stepRates.${name}`;
    if (!steps.has(name))
      problems.add(field, `is not a job step of the tenant configuration (${[...steps].join(', ')})`);
    else if (seen.has(name)) problems.add(field, 'is given more than once');
    seen.add(name);
    const normalized = normalizeRate(String(rate));
    if (normalized === null) problems.add(field, `rate "${rate}" must be a non-negative decimal with at most 2 places`);
    else checked.push({ step: name, rate: normalized });
  }
  problems.throwIfAny('step rates');
  const order = new Map(jobSteps.map((step) => [step.name, step.order]));
  return checked.sort((a, b) => order.get(a.step)! - order.get(b.step)!);
}
