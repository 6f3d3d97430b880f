import type { JobsOptions } from 'bullmq';

import type { ShopConfig } from '../config/shop-config.js';
import type { QueueName } from './queues.js';

/**
 * Queues whose finished jobs leave Redis at once: running one again finds its work done (a
 * login-code mail is sent once its sealed code is wiped), and nothing about it is worth keeping.
 */
const FORGOTTEN_WHEN_DONE: ReadonlySet<QueueName> = new Set(['login-mail']);

/**
 * Retries back off exponentially (JOB_BACKOFF_MS, 2 s by default, doubling) with jitter, a
 * bounded number of times (JOB_ATTEMPTS, 8). Finished jobs are kept for a week so a job added
 * again with the same id is recognised and ignored; failed ones a month, for staff to see.
 */
export function jobOptions(config: Pick<ShopConfig, 'jobAttempts' | 'jobBackoffMs'>, queue?: QueueName): JobsOptions {
  return {
    attempts: config.jobAttempts,
    backoff: { type: 'exponential', delay: config.jobBackoffMs, jitter: 0.5 },
    removeOnComplete: queue && FORGOTTEN_WHEN_DONE.has(queue) ? true : { age: 7 * 24 * 3600, count: 100_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

/** BullMQ refuses ':' in custom ids and treats all-digit ids as its own; ours are `<kind>_<id>`. */
export function jobId(kind: string, id: string | number): string {
  return `${kind}_${String(id).replace(/:/g, '-')}`;
}
