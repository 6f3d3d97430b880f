/**
 * One jest run over every workspace. Nest 12 ships ES modules only, so jest runs in its native ESM
 * mode (`node --experimental-vm-modules`, see the root `test` script) and ts-jest emits ESM.
 * Type checking is `npm run typecheck`; here ts-jest only transpiles, file by file.
 */
const workspaceSources = {
  '^@kilau/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@kilau/event-store$': '<rootDir>/libs/event-store/src/index.ts',
  '^@kilau/session$': '<rootDir>/libs/session/src/session-store.ts',
  '^@kilau/mail-catcher$': '<rootDir>/services/mail-catcher/src/index.ts',
  '^@kilau/local-stack$': '<rootDir>/services/local-stack/src/index.ts',
  '^@kilau/migrations$': '<rootDir>/migrations/src/index.ts',
  '^@kilau/shop$': '<rootDir>/services/shop/src/index.ts',
  '^@kilau/provider-sim$': '<rootDir>/services/provider-sim/src/index.ts',
  '^@kilau/test$': '<rootDir>/test/src/index.ts',
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/services', '<rootDir>/migrations', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    ...workspaceSources,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalSetup: '<rootDir>/test/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/test/src/harness/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/src/harness/retry-on-ci.ts'],
  // the longest files first, by the times in test/src/harness/durations.json on a fresh clone
  testSequencer: '<rootDir>/test/src/harness/sequencer.js',
  testTimeout: 30_000,
  maxWorkers: process.env.CI ? 2 : '50%',
  // a worker that has grown past this after a file is replaced: over a whole run, workers that ran
  // many shop processes grew to 4 GB and later files ran several times slower
  workerIdleMemoryLimit: '1536MB',
};
