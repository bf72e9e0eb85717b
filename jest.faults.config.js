import base from './jest.config.js';

/**
 * The fault suite (`npm run test:faults`): processes killed, PostgreSQL restarted, the broker and the mail server
 * gone. Slower than the rest and run one file at a time, so that timings of one fault do not bleed into another.
 */
export default {
  ...base,
  testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/'],
  testTimeout: 180000,
  maxWorkers: 1,
};
