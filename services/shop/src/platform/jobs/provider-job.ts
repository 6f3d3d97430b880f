import { type Job, UnrecoverableError } from 'bullmq';

import { jobDoneLevel, rootLogger, runWithLogger } from '../logging/logger.js';
import { isLastAttempt } from './attempts.js';

/** A job that calls a provider: its work, which failures the provider meant, and how a failure is recorded. */
export interface ProviderJobWork {
  run(): Promise<unknown>;
  /** The provider said no: retrying cannot help. */
  isRefusal(error: unknown): boolean;
  /** Appends the failure as an event, for staff (a `failed` listener is not durable). */
  recordFailure(error: unknown): Promise<void>;
  /** Log the outcome at debug rather than info (jobs that run by the thousand). */
  quiet?: boolean;
}

/**
 * Runs a provider job with its own logger: a refusal is recorded and not retried; anything else
 * is retried with backoff, and recorded when it fails on the last attempt.
 */
export function runProviderJob(job: Job, queue: string, work: ProviderJobWork): Promise<unknown> {
  const logger = rootLogger().child({ queue, job: job.name, job_id: job.id, attempt: job.attemptsMade + 1 });
  return runWithLogger(logger, async () => {
    try {
      const result = await work.run();
      logger[work.quiet ? 'debug' : jobDoneLevel()]({ result }, 'job done');
      return result;
    } catch (error) {
      const refused = work.isRefusal(error);
      if (isLastAttempt(job) || refused) await work.recordFailure(error);
      if (refused) throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  });
}
