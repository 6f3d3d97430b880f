import { type Job, UnrecoverableError } from 'bullmq';

import { failedForGood } from './job-outcome-listener.js';

const job = (attemptsMade: number, attempts?: number) => ({ attemptsMade, opts: { attempts } }) as unknown as Job;

describe('a failure that ends the job', () => {
  it.each([
    ['a retry is left', job(1, 3), new Error('smtp down'), false],
    ['the last attempt is spent', job(3, 3), new Error('smtp down'), true],
    ['no attempts were set: one try', job(1), new Error('smtp down'), true],
    ['refused outright on its first try', job(1, 8), new UnrecoverableError('refused'), true],
    [
      'refused, as named across processes',
      job(1, 8),
      Object.assign(new Error('x'), { name: 'UnrecoverableError' }),
      true,
    ],
  ])('%s', (_case, failed, error, expected) => {
    expect(failedForGood(failed, error)).toBe(expected);
  });
});
