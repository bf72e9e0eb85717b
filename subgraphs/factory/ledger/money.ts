import { validationError } from '../../../platform/errors.js';

/**
 * Money is exact: amounts travel as decimal strings with at most two places and are computed in integer
 * paise (bigint), never as binary floats. The largest amount is what a numeric(14,2) column holds.
 */
const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
const LARGEST_PAISE = 10n ** 14n - 1n;

/** `"12.5"` → 1250n; anything that is not a non-negative decimal with at most two places is a 400 naming `field`. */
export function paiseOf(amount: string, field = 'amount'): bigint {
  const match = AMOUNT.exec(amount.trim());
  if (!match)
    throw validationError(`${field} must be a decimal amount with at most two places, e.g. "1250.50"`, {
      fields: { [field]: ['is not an amount'] },
    });
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 1250n → `"12.50"`. */
export function amountOf(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const magnitude = paise < 0n ? -paise : paise;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** A positive amount in its canonical form (`"12.5"` → `"12.50"`); zero, negative or malformed is a 400. */
export function positiveAmount(amount: string, field = 'amount'): string {
  const paise = paiseOf(amount, field);
  if (paise <= 0n)
    throw validationError(`${field} must be greater than zero`, { fields: { [field]: ['must be greater than zero'] } });
  return amountOf(paise);
}

/** What `quantity` pieces at `rate` each come to, exactly; more than a numeric(14,2) holds is a 400. */
export function amountForPieces(rate: string, quantity: number): string {
  const paise = paiseOf(rate, 'rate') * BigInt(quantity);
  if (paise > LARGEST_PAISE) throw validationError('The amount is larger than the ledger can hold');
  return amountOf(paise);
}
