import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.test.ts', 'test/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'coverage/', '**/migrations/*.ts', 'rest-adapter/generated/'] },
  js.configs.recommended,
  // The untyped set for the few .js/.mjs files (configs and scripts that no tsconfig covers); .ts files get the
  // type-checked set below, which includes it.
  ...tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    // The type-checked set, for every .ts file through the tsconfig nearest to it. Among its rules: a promise nobody
    // awaits loses its rejection, and one where a callback's result is ignored (an express handler, an event
    // listener) runs unobserved (no-floating-promises, no-misused-promises): both have cost us unhandled rejections.
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Promise.all over optional hooks (`area.onStop?.()`) and over graphql-ws's `dispose(): void | Promise<void>`
      // is meant: such an array may hold promises. One that can hold none is still reported.
      '@typescript-eslint/await-thenable': ['error', { allowMixedPromiseArrays: true }],
      // A union or enum that grows must not fall silently through a switch.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Tests read untyped JSON answers (`await response.json()`, GraphQL `data`) field by field with expect, and
    // hand jest a method to check (`expect(service.method)`): typing every answer would add a declared shape per
    // assertion that the assertion itself already checks. Source files keep both rule families.
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // One order of imports everywhere, so that a file's dependencies read at a glance and two branches adding an
    // import conflict less: packages and node: built-ins together, then the project's own files, each part
    // alphabetical by path (`eslint --fix` puts them there).
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: [
            ['builtin', 'external'],
            ['parent', 'sibling', 'index'],
          ],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to write a test: `test`, never its alias `it`.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='it'], CallExpression[callee.object.name='it']",
          message: 'Write tests with test(), not it().',
        },
      ],
    },
  },
);
