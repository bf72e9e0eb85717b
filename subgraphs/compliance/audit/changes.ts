import { isDeepStrictEqual } from 'node:util';
import type { FieldChange } from './audit-event.entity.js';

/** The top-level fields that differ between two versions of an object, in the order they first appear. */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !isDeepStrictEqual(before[field], after[field]))
    .map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
}
