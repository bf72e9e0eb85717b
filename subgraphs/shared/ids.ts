import { validationError } from '../../platform/errors.js';
import { normalizeId } from '../../platform/ids.js';

/** An id of an input or argument as the database stores it; VALIDATION_ERROR naming the field when it is no uuid. */
export function requireId(field: string, value: string): string {
  const id = normalizeId(value);
  if (id === null)
    throw validationError(`${field}: not a valid id: ${value}`, { fields: { [field]: ['is not a valid id'] } });
  return id;
}
