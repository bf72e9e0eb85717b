import { isEmail } from 'class-validator';
import { validationError } from '../../platform/errors.js';

/**
 * The one rule for an email address that the services take as a plain argument (input types say the same with
 * class-validator's `@IsEmail()` and `@MaxLength(MAX_EMAIL_LENGTH)`): class-validator's `isEmail`, at most 254
 * characters (the longest address SMTP carries). Control characters, text of any size, an empty string: each is
 * refused as no address at all, before anything is looked up, so that such a request costs nothing and tells
 * nothing about which accounts exist.
 */
export const MAX_EMAIL_LENGTH = 254;

/** `value` as the services keep addresses (trimmed, lower case), or VALIDATION_ERROR naming `field`. */
export function emailAddress(value: string, field = 'email'): string {
  // Measured before trimming, so that a huge value is refused without copying it.
  const address = value.length > MAX_EMAIL_LENGTH + 64 ? '' : value.trim().toLowerCase();
  if (address.length > MAX_EMAIL_LENGTH || !isEmail(address)) {
    throw validationError(`${field} must be an email address`, { fields: { [field]: ['must be an email address'] } });
  }
  return address;
}
