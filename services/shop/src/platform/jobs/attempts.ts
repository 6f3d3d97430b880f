import type { Job } from 'bullmq';

/**
 * Whether this run is the job's last chance: its handler then records the failure as an event
 * before rethrowing, since a `failed` listener is not durable (it may never run).
 */
export function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
