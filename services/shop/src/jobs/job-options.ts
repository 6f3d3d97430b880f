import type { JobsOptions } from 'bullmq';

/**
 * Retries back off exponentially from 2 s with jitter, a bounded number of times. Finished jobs
 * are kept for a week so a job added again with the same id is recognised and ignored.
 */
export const defaultJobOptions: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** BullMQ refuses ':' in custom ids and treats all-digit ids as its own; ours are `<kind>_<id>`. */
export function jobId(kind: string, id: string | number): string {
  return `${kind}_${String(id).replace(/:/g, '-')}`;
}
