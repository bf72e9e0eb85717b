import { validationError } from '../../platform/errors.js';
import { normalizeId } from '../../platform/ids.js';

/**
 * The kit's one check of ids a client sends (arguments, inputs, filters): an id as the database stores it (a uuid in
 * lower case), else a VALIDATION_ERROR naming the field, `fields: { <field>: ['is not a valid id'] }`, whichever
 * subgraph asks.
 */
export function requireId(field: string, value: string): string {
  const id = normalizeId(value);
  if (id === null) throw invalidIds(field, [value]);
  return id;
}

/** `requireId` of every id of a list: one VALIDATION_ERROR naming every id that is not one. */
export function requireIds(field: string, values: readonly string[]): string[] {
  const ids = values.map(normalizeId);
  const invalid = values.filter((_, index) => ids[index] === null);
  if (invalid.length) throw invalidIds(field, invalid);
  return ids as string[];
}

const invalidIds = (field: string, invalid: readonly string[]) =>
  validationError(`${field}: not a valid id: ${invalid.join(', ')}`, { fields: { [field]: ['is not a valid id'] } });
