import { describe, expect, test } from '@jest/globals';
import { Length, Min } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { validateArguments } from './validation.js';

class Ruled {
  @Length(2, 5)
  name!: string;
}

class RuledByParent extends Ruled {
  @Min(0)
  count?: number;
}

class Unruled {
  name = 'anything';
}

const ruled = (name: string) => Object.assign(new Ruled(), { name });
const validate = (value: unknown) => validateArguments(value, Object, {} as never);

describe('validateArguments', () => {
  test("refuses an input that breaks its class's rules, with type-graphql's error", async () => {
    await expect(validate(ruled('x'))).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(validate(ruled('fine'))).resolves.toBeUndefined();
  });

  test('checks inherited rules and skips absent optional fields', async () => {
    await expect(validate(Object.assign(new RuledByParent(), { name: 'x' }))).rejects.toBeInstanceOf(
      ArgumentValidationError,
    );
    await expect(validate(Object.assign(new RuledByParent(), { name: 'fine', count: -1 }))).rejects.toBeInstanceOf(
      ArgumentValidationError,
    );
    await expect(validate(Object.assign(new RuledByParent(), { name: 'fine' }))).resolves.toBeUndefined();
  });

  test('checks every item of a list', async () => {
    await expect(validate([ruled('fine'), ruled('far too long')])).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(validate([ruled('fine'), ruled('ok')])).resolves.toBeUndefined();
  });

  test('leaves JSON values and classes without rules alone', async () => {
    await expect(validate({ constructor: null, name: 'x' })).resolves.toBeUndefined();
    await expect(validate(Object.assign(Object.create(null) as object, { name: 'x' }))).resolves.toBeUndefined();
    await expect(validate([{ constructor: 'x' }, 'text', 3, null])).resolves.toBeUndefined();
    await expect(validate(new Unruled())).resolves.toBeUndefined();
  });
});
