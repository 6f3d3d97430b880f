import base from './jest.config.js';

/** `npm run bench`: the benchmarks, one at a time, on the same harness as the tests. */
export default {
  ...base,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.bench.ts'],
  maxWorkers: 1,
  // each bench in a fresh process: a bench's load generator should not carry the heap of the one before
  workerIdleMemoryLimit: '128MB',
  testTimeout: 600_000,
};
