/** Jest runs the TypeScript sources as native ES modules (MikroORM 7 and graphql-upload are ESM-only). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.test.json' }],
  },
  testMatch: ['**/*.test.ts'],
  // The fault suite runs on its own: `npm run test:faults` (jest.faults.config.js).
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/', '<rootDir>/test/faults/'],
  globalSetup: './test/support/global-setup.js',
  globalTeardown: './test/support/global-teardown.js',
  setupFiles: ['./test/support/setup-env.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
