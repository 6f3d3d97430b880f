import { jobOptions } from './job-options.js';
import type { QueueName } from './queues.js';

const config = { jobAttempts: 8, jobBackoffMs: 2_000 };

describe("how long a queue's finished jobs stay in Redis", () => {
  it.each<[QueueName | undefined, unknown]>([
    ['login-mail', true],
    ['mail', { age: 86_400, count: 1_000 }],
    ['customer-mail', { age: 604_800, count: 100_000 }],
    ['payments', { age: 604_800, count: 100_000 }],
    ['shipping', { age: 604_800, count: 100_000 }],
    [undefined, { age: 604_800, count: 100_000 }],
  ])('%s: %j', (queue, kept) => {
    expect(jobOptions(config, queue).removeOnComplete).toEqual(kept);
  });

  it('keeps failed jobs a month and retries with backoff, whatever the queue', () => {
    expect(jobOptions(config, 'mail')).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: 2_000, jitter: 0.5 },
      removeOnFail: { age: 2_592_000 },
    });
  });
});
