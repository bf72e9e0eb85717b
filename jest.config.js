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
  // Each test file loads the whole stack into a fresh module registry, and a worker's heap grows file after file
  // (CI saw a worker die of 'heap out of memory'): a worker is replaced once it idles above this.
  workerIdleMemoryLimit: '1GB',
};
