import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../../platform/database/read-database.js';
import { jobId } from '../../../platform/jobs/job-options.js';
import type { JobRequest } from '../../../platform/jobs/job-request.js';
import { QueueHealth } from '../../../platform/jobs/queue-health.js';
import { withTimeout } from '../../../platform/jobs/redis-reachable.js';
import { jobsFor, SHOP_PARTS, type ShopParts } from '../../../platform/parts/shop-parts.js';
import type { JobRecord } from './job-entry.js';
import type { RecordedFact } from './timeline-entry.js';

type JobRef = Pick<JobRequest, 'queue' | 'name' | 'jobId'>;

interface OutboxRow {
  job_id: string;
  queue: string;
  job_name: string;
  created_at: string;
  published_at: string | null;
  not_before: string | null;
}

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

/**
 * The jobs an order set going, found by their ids rather than by scanning: the ids its events
 * called for (the same reactions that wrote them to the outbox), the check of each payment
 * notification, and its tracking refresh. Each is read from the outbox (a week) and from BullMQ
 * (finished jobs a week, failed ones a month), whichever still has it.
 */
@Injectable()
export class OrderJobs {
  constructor(
    @Inject(READ_DB) private readonly db: DataSource,
    private readonly queues: QueueHealth,
    @Inject(SHOP_PARTS) private readonly parts: ShopParts,
  ) {}

  async of(
    orderId: number,
    orderFacts: readonly RecordedFact[],
    notificationIds: readonly string[],
  ): Promise<JobRecord[]> {
    const refs = uniqueRefs([
      ...orderFacts.flatMap((fact) =>
        jobsFor(this.parts.reactions, fact.streamId, [{ type: fact.type, data: fact.data }]),
      ),
      // payment/notification-inbox.ts: a notification's check is `confirm-payment_{id}`, on either payment queue
      ...notificationIds.flatMap((id) =>
        (['payments', 'payment-checks'] as const).map((queue) => ({
          queue,
          name: 'confirm-payment',
          jobId: `confirm-payment_${id}`,
        })),
      ),
      { queue: 'tracking', name: 'track-shipment', jobId: jobId('track', orderId) },
    ]);
    const outbox = await this.outboxRows(refs.map((ref) => ref.jobId));
    const byName = new Map(this.queues.queues().map((queue) => [queue.name, queue]));
    const found = await Promise.all(
      refs.map(async (ref) => {
        // Redis away: the outbox's record stands in, rather than the timeline waiting on Redis
        const queue = byName.get(ref.queue);
        const job = queue && (await withTimeout(queue.getJob(ref.jobId), 1000, 'job').catch(() => undefined));
        const row = outbox.find((r) => r.job_id === ref.jobId && r.queue === ref.queue);
        if (job) return fromQueue(ref, job, row);
        return row ? fromOutbox(ref, row) : undefined;
      }),
    );
    return found.filter((job): job is JobRecord => job !== undefined);
  }

  private async outboxRows(jobIds: string[]): Promise<OutboxRow[]> {
    return this.db.query(
      `SELECT job_id, queue, job_name, to_json(created_at) #>> '{}' AS created_at,
         to_json(published_at) #>> '{}' AS published_at, to_json(not_before) #>> '{}' AS not_before
       FROM outbox WHERE job_id = ANY($1::text[])`,
      [jobIds],
    );
  }
}

function uniqueRefs(refs: JobRef[]): JobRef[] {
  const seen = new Map<string, JobRef>();
  for (const ref of refs) seen.set(`${ref.queue} ${ref.jobId}`, ref);
  return [...seen.values()];
}

async function fromQueue(ref: JobRef, job: Job, row: OutboxRow | undefined): Promise<JobRecord> {
  const errors = job.stacktrace?.length ? job.stacktrace : job.failedReason ? [job.failedReason] : [];
  return {
    queue: ref.queue,
    name: job.name,
    jobId: ref.jobId,
    state: await job.getState(),
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? null,
    errors,
    queuedAt: row?.created_at ?? iso(job.timestamp)!,
    finishedAt: iso(job.finishedOn),
    runAt: iso(job.processedOn),
  };
}

function fromOutbox(ref: JobRef, row: OutboxRow): JobRecord {
  return {
    queue: ref.queue,
    name: row.job_name,
    jobId: ref.jobId,
    // sent but no longer in the queue: BullMQ has let it go (a finished job after a week)
    state: row.published_at ? 'removed' : 'outbox',
    attemptsMade: 0,
    maxAttempts: null,
    errors: [],
    queuedAt: row.created_at,
    finishedAt: null,
    runAt: row.not_before,
  };
}
