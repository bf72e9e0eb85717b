import { hash, verify } from '@node-rs/argon2';
import { validationError } from '../../../platform/errors.js';

/** Argon2id with the library's defaults (OWASP's recommended parameters); the hash carries its own salt and cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches `passwordHash`; a malformed hash simply does not match. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export const MIN_PASSWORD_LENGTH = 8;

/** A new password: at least 8 characters, at most 128 (argon2 hashes any length; the cap stops abuse). */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 128) {
    throw validationError(`${field} must be between ${MIN_PASSWORD_LENGTH} and 128 characters`, {
      fields: { [field]: ['length'] },
    });
  }
}
