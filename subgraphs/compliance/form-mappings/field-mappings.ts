import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { validationError } from '../../../platform/errors.js';
import type { FieldMapping, FieldTransform, FormMetadata, ValidationRule } from './form-mapping.entity.js';
import type { FilledField } from './mca-fill-context.entity.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/**
 * The rules of a form mapping's content: what a valid definition is (paths, selectors, transforms, validation
 * patterns), and how an entity profile is turned into the values of the form.
 */

// ---- limits of a definition: generous for any MCA form, small enough that one mapping stays a small row.
const MAX_FIELD_MAPPINGS = 300;
const MAX_SELECTORS = 10;
const MAX_SELECTOR_LENGTH = 500;
const MAX_PROFILE_PATH_LENGTH = 200;
const MAX_PATTERN_LENGTH = 500;
const MAX_REQUIRED_DOCUMENTS = 50;
const MAX_DOCUMENT_NAME_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_URL_LENGTH = 2000;
const MAX_FORM_VERSION_LENGTH = 40;
const MAX_DATE_FORMAT_LENGTH = 40;
/**
 * Validation patterns come from admins but run on tenants' profile values: a value longer than this is not
 * tested (and so not filled), which bounds what a badly written pattern can cost.
 */
const MAX_TESTED_VALUE_LENGTH = 1000;

/** E-form names as the MCA writes them: AOC-4, MGT-7, DIR-3 KYC, INC-20A (compared in upper case). */
const FORM_TYPE = /^[A-Z0-9][A-Z0-9 ._-]{0,39}$/;
/** A key, then keys or array indexes: `registeredAddress.city`, `directors.0.din`, `_verification.pan.status`. */
const PROFILE_PATH = /^[A-Za-z_$][\w$-]*(\.([A-Za-z_$][\w$-]*|\d+))*$/;

/** Problems of a definition by field path (`fieldMappings[2].transform.type`), reported together in one VALIDATION_ERROR. */
class DefinitionProblems {
  readonly fields: Record<string, string[]> = {};

  add(field: string, problem: string): void {
    (this.fields[field] ??= []).push(problem);
  }

  throwIfAny(): void {
    const entries = Object.entries(this.fields);
    if (!entries.length) return;
    const summary = entries.map(([field, problems]) => `${field}: ${problems.join(', ')}`).join('; ');
    throw validationError(`Invalid form mapping: ${summary}`, { fields: this.fields });
  }
}

/** A form type as it is stored and looked up: trimmed, upper case (`aoc-4` and `AOC-4` are one form). */
export const formTypeKey = (formType: string) => formType.trim().toUpperCase();

// ---- transforms

interface TransformKind {
  /** A problem with the transform's format, or null when it is usable. */
  checkFormat(format: string | null): string | null;
  /** The value as the form wants it, or null when the profile value cannot be converted. */
  apply(value: string, format: string | null): string | null;
}

/** A day whose day of month is above 12, so that a format swapping day and month does not round-trip by chance. */
const REFERENCE_DAY = '2024-11-23';
const ISO_CALENDAR_DATE = 'YYYY-MM-DD';
/** `YYYY-MM-DD`, possibly followed by a time: the date counts as written, whatever the time or offset after it. */
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(T.+)?$/;

/**
 * The date of a profile value: an ISO date (or date-time, by the calendar date it is written with), or a date
 * already written in the form's own format. Strict parsing, so 2024-02-30 or 31/13/2024 are no dates.
 */
function profileDate(value: string, format: string): dayjs.Dayjs | null {
  const iso = ISO_DATE_PREFIX.exec(value);
  if (iso) {
    if (iso[2] && Number.isNaN(Date.parse(value))) return null;
    const date = dayjs.utc(iso[1], ISO_CALENDAR_DATE, true);
    return date.isValid() ? date : null;
  }
  const date = dayjs.utc(value, format, true);
  return date.isValid() ? date : null;
}

/** Rewrites of profile values, by `transform.type`. Unknown types are refused when a mapping is written. */
const TRANSFORMS: Readonly<Record<string, TransformKind>> = {
  date: {
    checkFormat(format) {
      if (!format?.trim()) return "a date transform needs a format, e.g. 'DD/MM/YYYY'";
      if (format.length > MAX_DATE_FORMAT_LENGTH) return `format is longer than ${MAX_DATE_FORMAT_LENGTH} characters`;
      // A format the form can be filled with must name day, month and year: it then reads back what it wrote.
      const written = dayjs.utc(REFERENCE_DAY, ISO_CALENDAR_DATE, true).format(format);
      const readBack = dayjs.utc(written, format, true);
      if (!readBack.isValid() || readBack.format(ISO_CALENDAR_DATE) !== REFERENCE_DAY) {
        return `format "${format}" does not write a full date (day, month and year), e.g. 'DD/MM/YYYY'`;
      }
      return null;
    },
    apply(value, format) {
      return profileDate(value, format!)?.format(format!) ?? null;
    },
  },
};

export const TRANSFORM_TYPES = Object.keys(TRANSFORMS);

// ---- definitions as they arrive (GraphQL inputs) and as they are stored

export interface FieldMappingDefinition {
  profilePath: string;
  selectors: readonly string[];
  required?: boolean | null;
  transform?: { type: string; format?: string | null } | null;
}

export interface MetadataDefinition {
  description?: string | null;
  requiredDocuments?: readonly string[] | null;
}

/** The parts of a mapping that its create and update both write; absent ones are left as they are. */
export interface FormDefinitionChanges {
  formVersion?: string | null;
  mcaUrl?: string | null;
  fieldMappings?: readonly FieldMappingDefinition[] | null;
  validationRules?: Record<string, unknown> | null;
  metadata?: MetadataDefinition | null;
}

export interface CheckedDefinition {
  formVersion?: string;
  mcaUrl?: string;
  fieldMappings?: FieldMapping[];
  validationRules?: Record<string, ValidationRule>;
  metadata?: FormMetadata;
}

/** The form type of a new mapping, normalized (see `formTypeKey`); VALIDATION_ERROR when it is not a form name. */
export function checkFormType(formType: string): string {
  const key = formTypeKey(formType);
  if (!FORM_TYPE.test(key)) {
    throw validationError(
      'formType must be an MCA form name such as AOC-4 (letters, digits, space, . _ -; at most 40)',
      {
        fields: { formType: ['is not a form name'] },
      },
    );
  }
  return key;
}

/**
 * Checks the given parts of a definition and returns them normalized (trimmed, `required` false by default,
 * patterns that compile). Every problem is reported at once. `null` for a required part counts as absent.
 */
export function checkDefinition(changes: FormDefinitionChanges): CheckedDefinition {
  const problems = new DefinitionProblems();
  const checked: CheckedDefinition = {};
  if (changes.formVersion !== undefined && changes.formVersion !== null) {
    const formVersion = changes.formVersion.trim();
    if (!formVersion) problems.add('formVersion', 'must not be blank');
    else if (formVersion.length > MAX_FORM_VERSION_LENGTH)
      problems.add('formVersion', `is longer than ${MAX_FORM_VERSION_LENGTH} characters`);
    checked.formVersion = formVersion;
  }
  if (changes.mcaUrl !== undefined && changes.mcaUrl !== null) {
    checked.mcaUrl = changes.mcaUrl.trim();
    const problem = urlProblem(checked.mcaUrl);
    if (problem) problems.add('mcaUrl', problem);
  }
  if (changes.fieldMappings !== undefined && changes.fieldMappings !== null) {
    checked.fieldMappings = checkFieldMappings(changes.fieldMappings, problems);
  }
  if (changes.validationRules !== undefined && changes.validationRules !== null) {
    checked.validationRules = checkValidationRules(changes.validationRules, problems);
  }
  if (changes.metadata !== undefined && changes.metadata !== null) {
    checked.metadata = checkMetadata(changes.metadata, problems);
  }
  problems.throwIfAny();
  return checked;
}

/**
 * Rules that span parts of a whole mapping: each validation rule names the profile path of one of its fields
 * (a rule on a path the form does not fill would silently never apply).
 */
export function checkRulesMatchFields(
  fieldMappings: readonly FieldMapping[],
  validationRules: Record<string, ValidationRule>,
): void {
  const problems = new DefinitionProblems();
  const paths = new Set(fieldMappings.map((field) => field.profilePath));
  for (const path of Object.keys(validationRules)) {
    if (!paths.has(path)) problems.add(`validationRules.${path}`, 'names no profilePath of fieldMappings');
  }
  problems.throwIfAny();
}

function urlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `is longer than ${MAX_URL_LENGTH} characters`;
  if (!URL.canParse(url)) return 'is not a URL';
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? null : 'must be an http(s) URL';
}

function checkFieldMappings(
  definitions: readonly FieldMappingDefinition[],
  problems: DefinitionProblems,
): FieldMapping[] {
  if (!definitions.length) problems.add('fieldMappings', 'must map at least one field');
  if (definitions.length > MAX_FIELD_MAPPINGS)
    problems.add('fieldMappings', `must not have more than ${MAX_FIELD_MAPPINGS} fields`);
  return definitions.map((definition, index) => {
    const at = `fieldMappings[${index}]`;
    const profilePath = definition.profilePath.trim();
    if (profilePath.length > MAX_PROFILE_PATH_LENGTH || !PROFILE_PATH.test(profilePath)) {
      problems.add(`${at}.profilePath`, 'must be a dot path into profileData, e.g. cin or directors.0.din');
    }
    const selectors = definition.selectors.map((selector) => selector.trim());
    if (!selectors.length || selectors.length > MAX_SELECTORS)
      problems.add(`${at}.selectors`, `must hold 1 to ${MAX_SELECTORS} CSS selectors`);
    if (selectors.some((selector) => !selector || selector.length > MAX_SELECTOR_LENGTH)) {
      problems.add(`${at}.selectors`, `must not be blank or longer than ${MAX_SELECTOR_LENGTH} characters`);
    }
    let transform: FieldTransform | null = null;
    if (definition.transform) {
      const type = definition.transform.type.trim().toLowerCase();
      const format = definition.transform.format?.trim() || null;
      const kind = Object.hasOwn(TRANSFORMS, type) ? TRANSFORMS[type] : undefined;
      if (!kind)
        problems.add(
          `${at}.transform.type`,
          `unknown transform "${definition.transform.type}"; known: ${TRANSFORM_TYPES.join(', ')}`,
        );
      else {
        const problem = kind.checkFormat(format);
        if (problem) problems.add(`${at}.transform.format`, problem);
      }
      transform = { type, format };
    }
    return { profilePath, selectors, required: definition.required ?? false, transform };
  });
}

function checkValidationRules(
  rules: Record<string, unknown>,
  problems: DefinitionProblems,
): Record<string, ValidationRule> {
  const checked: Record<string, ValidationRule> = {};
  for (const [path, rule] of Object.entries(rules)) {
    const at = `validationRules.${path}`;
    const keys = typeof rule === 'object' && rule !== null && !Array.isArray(rule) ? Object.keys(rule) : [];
    const pattern = (rule as { pattern?: unknown } | null)?.pattern;
    if (typeof pattern !== 'string' || keys.some((key) => key !== 'pattern')) {
      problems.add(at, 'must be {pattern: string}');
      continue;
    }
    if (!pattern || pattern.length > MAX_PATTERN_LENGTH) {
      problems.add(`${at}.pattern`, `must be 1 to ${MAX_PATTERN_LENGTH} characters`);
      continue;
    }
    try {
      new RegExp(pattern);
    } catch (error) {
      problems.add(`${at}.pattern`, `is not a valid regular expression (${(error as Error).message})`);
      continue;
    }
    checked[path] = { pattern };
  }
  return checked;
}

function checkMetadata(metadata: MetadataDefinition, problems: DefinitionProblems): FormMetadata {
  const description = metadata.description?.trim() || null;
  if (description && description.length > MAX_DESCRIPTION_LENGTH)
    problems.add('metadata.description', `is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
  const requiredDocuments = (metadata.requiredDocuments ?? []).map((document) => document.trim());
  if (requiredDocuments.length > MAX_REQUIRED_DOCUMENTS)
    problems.add('metadata.requiredDocuments', `must not name more than ${MAX_REQUIRED_DOCUMENTS} documents`);
  if (requiredDocuments.some((document) => !document || document.length > MAX_DOCUMENT_NAME_LENGTH)) {
    problems.add(
      'metadata.requiredDocuments',
      `must not be blank or longer than ${MAX_DOCUMENT_NAME_LENGTH} characters`,
    );
  }
  return { description, requiredDocuments };
}

// ---- filling a form from a profile

/**
 * The value at a dot path of a profile: own properties only (so `constructor` or `__proto__` never reach
 * prototypes), digits index arrays. Undefined when any step is missing.
 */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/** Whether a profile value counts as not given: absent, null, blank text, an empty list or object. */
function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Why a present value cannot go into the form. */
export interface UnusableField {
  profilePath: string;
  reason: string;
}

export interface FormFill {
  /** The values to enter, in the order of the mapping. */
  fields: FilledField[];
  /** Required fields without a usable value (absent, or unusable: see `unusable`), by profile path, each once. */
  missingFields: string[];
  /** Values that are present but cannot be entered: not a single value, not a date, or breaking their pattern. */
  unusable: UnusableField[];
}

/** A present value as text for the form, transformed and checked; a string is the reason when it is unusable. */
function formValue(
  field: FieldMapping,
  value: unknown,
  rule: ValidationRule | undefined,
): { value: string } | { reason: string } {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') text = String(value);
  else return { reason: 'is not a single value (an object or a list)' };
  if (field.transform) {
    const transformed = TRANSFORMS[field.transform.type]?.apply(text, field.transform.format) ?? null;
    if (transformed === null) return { reason: `cannot be read as a ${field.transform.type}` };
    text = transformed;
  }
  if (rule) {
    if (text.length > MAX_TESTED_VALUE_LENGTH)
      return { reason: `is longer than ${MAX_TESTED_VALUE_LENGTH} characters` };
    if (!new RegExp(rule.pattern).test(text)) return { reason: `does not match the pattern ${rule.pattern}` };
  }
  return { value: text };
}

/**
 * The values of a form from an entity profile. A required field without a usable value makes the form not
 * ready (`missingFields`); an optional one is left out, and the form's element stays as it is.
 */
export function fillForm(
  mapping: { fieldMappings: readonly FieldMapping[]; validationRules: Record<string, ValidationRule> },
  profile: unknown,
): FormFill {
  const fields: FilledField[] = [];
  const missing = new Set<string>();
  const unusable: UnusableField[] = [];
  for (const field of mapping.fieldMappings) {
    const raw = valueAt(profile, field.profilePath);
    if (isAbsent(raw)) {
      if (field.required) missing.add(field.profilePath);
      continue;
    }
    const rule = Object.hasOwn(mapping.validationRules, field.profilePath)
      ? mapping.validationRules[field.profilePath]
      : undefined;
    const outcome = formValue(field, raw, rule);
    if ('reason' in outcome) {
      unusable.push({ profilePath: field.profilePath, reason: outcome.reason });
      if (field.required) missing.add(field.profilePath);
      continue;
    }
    fields.push({ profilePath: field.profilePath, selectors: [...field.selectors], value: outcome.value });
  }
  return { fields, missingFields: [...missing], unusable };
}
