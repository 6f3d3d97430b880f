import base from './jest.config.js';

/** `npm run bench`: the benchmarks, one at a time, on the same harness as the tests. */
export default {
  ...base,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.bench.ts'],
  maxWorkers: 1,
  testTimeout: 600_000,
};
