import { getMetadataStorage, validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/** What type-graphql's own validation passes class-validator: absent optional fields are not checked. */
const OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const hasRules = new WeakMap<Function, boolean>();

/** Whether class-validator holds rules for instances of `type` (its own or inherited). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
function declaresRules(type: Function): boolean {
  let known = hasRules.get(type);
  if (known === undefined) {
    known = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
    hasRules.set(type, known);
  }
  return known;
}

/** An input-type instance with rules; never a JSON value, whose `constructor` may be absent or a key of its own. */
const validatable = (value: unknown): value is object =>
  value !== null &&
  typeof value === 'object' &&
  Object.getPrototypeOf(value) !== Object.prototype &&
  typeof value.constructor === 'function' &&
  declaresRules(value.constructor);

/**
 * type-graphql's argument validation (class-validator on every input-type argument) with its options, for the
 * arguments whose class declares rules only: type-graphql would load class-validator with a dynamic `import()` and
 * run it on every object argument of every request, rules or not. A JSON scalar (a plain object) has none, so it is
 * never handed to class-validator, which crashes on a key named "constructor".
 */
export const validateArguments: ValidatorFn = async (value) => {
  const items = Array.isArray(value) ? value.filter(validatable) : validatable(value) ? [value] : [];
  if (!items.length) return;
  try {
    await Promise.all(items.map((item) => validateOrReject(item, OPTIONS)));
  } catch (error) {
    throw new ArgumentValidationError(error as never);
  }
};
