import type { Job } from 'bullmq';

import { configureRootLogger } from '../logging/logger.js';
import { runProviderJob } from './provider-job.js';

/** The lines the process writes, parsed. */
function catchLines(level: 'info' | 'debug', jobSuccessLevel?: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  configureRootLogger({
    level,
    service: 'shop-worker',
    jobSuccessLevel,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return lines;
}

const job = { id: 'create-waybill_7', name: 'create-waybill', attemptsMade: 0, opts: { attempts: 3 } } as Job;
const work = (run: () => Promise<unknown>) => ({
  run,
  isRefusal: () => false,
  recordFailure: async () => undefined,
});

describe('a provider job in the log', () => {
  afterAll(() => configureRootLogger({ level: 'silent', service: 'test' }));

  it.each([
    ['info', undefined, 1],
    ['info', 'info', 1],
    ['info', 'debug', 0],
    ['debug', 'debug', 1],
  ] as const)(
    'at LOG_LEVEL %s and JOB_LOG_LEVEL %s, a job done writes %i line(s)',
    async (level, jobLevel, expected) => {
      const lines = catchLines(level, jobLevel);
      await runProviderJob(
        job,
        'shipping',
        work(async () => ({ awb: 'JO1' })),
      );
      expect(lines.filter((line) => line.msg === 'job done')).toHaveLength(expected);
    },
  );

  it('writes no job-done line for a job that failed (the queue logs and records the failure)', async () => {
    const lines = catchLines('info', 'debug');
    await expect(
      runProviderJob(
        job,
        'shipping',
        work(async () => {
          throw new Error('J&T 502');
        }),
      ),
    ).rejects.toThrow('J&T 502');
    expect(lines.filter((line) => line.msg === 'job done')).toHaveLength(0);
  });
});
