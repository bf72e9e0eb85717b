import { validationError } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid, in any letter case. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * An id from a client as the database stores it (a lower-case uuid), or null for a value that cannot be an id: as
 * a condition (`{ id: normalizeId(id) }`), null matches no row, so that such an id is as absent as a missing record
 * rather than an error of PostgreSQL's uuid type.
 */
export const normalizeId = (value: string): string | null => (isUuid(value) ? value.toLowerCase() : null);

/** An id of an input or argument as the database stores it; VALIDATION_ERROR naming the field when it is no uuid. */
export function requireId(field: string, value: string): string {
  const id = normalizeId(value);
  if (id === null)
    throw validationError(`${field}: not a valid id: ${value}`, { fields: { [field]: ['is not a valid id'] } });
  return id;
}
