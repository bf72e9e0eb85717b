import { z } from 'zod';
import { validationError } from '../../../platform/errors.js';

/**
 * The profile fields a person may save from a document, with the formats Indian registries give them. A value
 * that breaks its format is refused, so that a typo made while checking never reaches the profile.
 */
const isoDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });
const amount = z.number({ message: 'must be a number' }).finite().nonnegative({ message: 'must not be negative' });
const text = (max: number) => z.string().trim().min(1, { message: 'must not be empty' }).max(max);

export const VerifiedFieldsSchema = z
  .strictObject({
    companyName: text(300),
    cin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, { message: 'must be a 21-character CIN' }),
    pan: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{5}\d{4}[A-Z]$/, { message: 'must be a 10-character PAN' }),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { message: 'must be a 15-character GSTIN' }),
    dateOfIncorporation: isoDate,
    registeredAddress: text(1000),
    authorizedCapital: amount,
    paidUpCapital: amount,
    directors: z
      .array(
        z.strictObject({
          name: text(200),
          din: z
            .string()
            .trim()
            .regex(/^\d{8}$/, { message: 'must be an 8-digit DIN' })
            .optional(),
          designation: text(100).optional(),
        }),
      )
      .max(50),
  })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, { message: 'name at least one verified field' });

export type VerifiedFields = z.infer<typeof VerifiedFieldsSchema>;

/** The verified values in canonical form, or VALIDATION_ERROR with each wrong field and why. */
export function parseVerifiedFields(values: Record<string, unknown>): VerifiedFields {
  const result = VerifiedFieldsSchema.safeParse(values);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const names =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.length ? issue.path.join('.') : 'verifiedData'];
    for (const name of names)
      (fields[name] ??= []).push(
        issue.code === 'unrecognized_keys' ? 'is not a profile field that can be verified' : issue.message,
      );
  }
  const summary = Object.entries(fields)
    .map(([name, problems]) => `${name} ${problems.join(', ')}`)
    .join('; ');
  throw validationError(`Invalid verified data: ${summary}`, { fields });
}
