import { jest } from '@jest/globals';

/**
 * On CI (a busy 2-core runner where the whole suite is all-or-nothing), a failed test runs once
 * more, its first failure printed in full. A load-related timing flake then costs one rerun
 * instead of the whole run; a real failure fails both times and fails the run. Locally tests run
 * once, so flakes stay visible where they are fixed.
 */
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
