import type { JobsOptions } from 'bullmq';

import type { ShopConfig } from '../config/shop-config.js';

/**
 * Retries back off exponentially (JOB_BACKOFF_MS, 2 s by default, doubling) with jitter, a
 * bounded number of times (JOB_ATTEMPTS, 8). Finished jobs are kept for a week so a job added
 * again with the same id is recognised and ignored; failed ones a month, for staff to see.
 */
export function jobOptions(config: Pick<ShopConfig, 'jobAttempts' | 'jobBackoffMs'>): JobsOptions {
  return {
    attempts: config.jobAttempts,
    backoff: { type: 'exponential', delay: config.jobBackoffMs, jitter: 0.5 },
    removeOnComplete: { age: 7 * 24 * 3600, count: 100_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

/** BullMQ refuses ':' in custom ids and treats all-digit ids as its own; ours are `<kind>_<id>`. */
export function jobId(kind: string, id: string | number): string {
  return `${kind}_${String(id).replace(/:/g, '-')}`;
}
