import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type Job, UnrecoverableError } from 'bullmq';

import { rootLogger } from '../logging/logger.js';
import { JobOutcomes } from './job-outcomes.js';

/** Whether this failure ends the job: refused outright, or its last attempt spent. */
export function failedForGood(job: Job, error: Error): boolean {
  return (
    error instanceof UnrecoverableError ||
    error.name === 'UnrecoverableError' ||
    job.attemptsMade >= (job.opts.attempts ?? 1)
  );
}

/**
 * Tells the outbox how each job this process ran ended, from every worker's `completed` and
 * `failed` events (and logs the workers' own errors). An event may be missed (the process dies first): {@link OutboxRedrive} then
 * finds the ending in the queue a lease later, so this is the prompt path, not the only one.
 */
@Injectable()
export class JobOutcomeListener implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly outcomes: JobOutcomes,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const host: unknown = wrapper.instance;
      if (!(host instanceof WorkerHost)) continue;
      const worker = host.worker;
      // Redis away or emptied mid-job ("Missing key for job"): said once here, not as an unhandled error
      worker.on('error', (error: Error) =>
        rootLogger().warn({ err: error, queue: worker.name }, 'worker lost touch with its queue'),
      );
      worker.on('completed', (job: Job) => this.settle(this.outcomes.completed(worker.name, job.id!)));
      worker.on('failed', (job: Job | undefined, error: Error) => {
        if (job) this.outcomes.runFailed(worker.name, job.id!);
        if (!job || !failedForGood(job, error)) return;
        const end = {
          queue: worker.name,
          jobId: job.id!,
          name: job.name,
          attempts: job.attemptsMade,
          error: error.message,
        };
        this.settle(this.outcomes.failed(end));
      });
    }
  }

  private settle(work: Promise<void>): void {
    work.catch((error: unknown) =>
      rootLogger().warn({ err: error }, 'job outcome not written; the relay finds it later'),
    );
  }
}
