import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from './config.js';
import { GENERATED_SECRETS, secretOf, type GeneratedSecret } from './data-dir.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'data-dir-test-'));
const variables = Object.keys(GENERATED_SECRETS) as GeneratedSecret[];

describe('generated secrets', () => {
  test('has a variable for every secret it would generate, validated like the others', () => {
    expect([...variables].sort()).toEqual([
      'EVENT_CURSOR_SECRET',
      'FACTORY_JWT_SECRET',
      'FILE_LINK_SECRET',
      'IDP_JWT_SECRET',
    ]);
    for (const variable of variables) {
      expect(() => parseConfig({ [variable]: 'too-short' })).toThrow(
        new RegExp(`${variable}: must be at least 16 characters`),
      );
      expect(parseConfig({ [variable]: 'a-long-enough-secret' })[variable]).toBe('a-long-enough-secret');
    }
  });

  test('takes the variable when it is set, and then writes nothing under DATA_DIR', () => {
    const directory = dataDir();
    for (const variable of variables) {
      const settings = parseConfig({ DATA_DIR: directory, [variable]: `shared-${variable.toLowerCase()}` });
      expect(secretOf(variable, settings)).toBe(`shared-${variable.toLowerCase()}`);
    }
    expect(existsSync(join(directory, 'secrets'))).toBe(false);
  });

  test('without the variable, generates one secret per data directory, kept private and read back on every use', () => {
    const first = parseConfig({ DATA_DIR: dataDir() });
    const second = parseConfig({ DATA_DIR: dataDir() });
    for (const variable of variables) {
      const generated = secretOf(variable, first);
      expect(generated.length).toBeGreaterThanOrEqual(64);
      expect(secretOf(variable, first)).toBe(generated);
      const file = join(first.DATA_DIR, 'secrets', GENERATED_SECRETS[variable]);
      expect(readFileSync(file, 'utf8')).toBe(generated);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // Replicas on other machines, each with a data folder of its own, disagree: hence the variables.
      expect(secretOf(variable, second)).not.toBe(generated);
    }
    expect(new Set(variables.map((variable) => secretOf(variable, first))).size).toBe(variables.length);
  });
});
