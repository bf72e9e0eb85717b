/** Jest runs the TypeScript sources as native ES modules (MikroORM 7 and graphql-upload are ESM-only). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, isolatedModules: true, tsconfig: 'tsconfig.json' }],
  },
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/'],
  globalSetup: './test/support/global-setup.ts',
  globalTeardown: './test/support/global-teardown.ts',
  setupFiles: ['./test/support/setup-env.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
