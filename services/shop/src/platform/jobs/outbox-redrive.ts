import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { rootLogger } from '../logging/logger.js';
import { jobOptions } from './job-options.js';
import { JobOutcomes } from './job-outcomes.js';
import { ProcessTimer, runLocked } from './locked-timer.js';
import { PAYLOAD_HANDED_OVER } from './outbox.js';
import { type QueueName, QUEUES } from './queues.js';
import { queueReachable, withTimeout } from './redis-reachable.js';

interface SentRow {
  id: string;
  queue: QueueName;
  job_name: string;
  job_id: string;
  payload: Record<string, unknown>;
  delay_ms: number;
  attempts: number;
  trace_context: Record<string, string> | null;
}

/** What one look found: rows whose jobs had finished, had failed for good, were still queued, or were lost and sent again. */
export interface Redriven {
  done: number;
  failed: number;
  queued: number;
  resent: number;
}

const BATCH = 500;
const ASK_TIMEOUT_MS = 5_000;

/**
 * Follows the jobs the outbox handed over until they end. Every OUTBOX_LEASE_MS, under an advisory
 * lock (one process at a time), it takes the rows sent and not done for a lease (counted from the
 * job's due time for a delayed one) and asks their queue: a finished job's row is marked done, a
 * failed one's recorded as failed; a job the queue no longer has (Redis emptied or replaced) is
 * handed over again under its own id. A job may so run twice (it was lost after it ran, before its
 * end was written), which every job here allows: the provider calls are idempotent, and a mail
 * marks its row done the moment it is sent and is not sent again (mail/mail.processor.ts).
 */
@Injectable()
export class OutboxRedrive implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly timer: ProcessTimer;
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly db: DataSource,
    private readonly modules: ModuleRef,
    private readonly outcomes: JobOutcomes,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.timer = new ProcessTimer('outbox-redrive', config.outboxLeaseMs, () => this.run());
  }

  onApplicationBootstrap(): void {
    for (const name of QUEUES) this.queues.set(name, this.modules.get<Queue>(getQueueToken(name), { strict: false }));
    this.timer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.timer.stop();
  }

  /** One look, unless another process is looking now or Redis is away (then nothing can be learnt). */
  async run(): Promise<Redriven | undefined> {
    if (!(await queueReachable(this.queues.values().next().value!))) return undefined;
    const outcome = await runLocked(this.db, 'outbox-redrive', async () => {
      const found: Redriven = { done: 0, failed: 0, queued: 0, resent: 0 };
      for (const row of await this.overdue()) found[await this.follow(row)]++;
      return found;
    });
    if (outcome.ran && outcome.result.resent) {
      rootLogger().warn({ ...outcome.result }, 'jobs the queue had lost were handed over again');
    }
    return outcome.ran ? outcome.result : undefined;
  }

  private overdue(): Promise<SentRow[]> {
    return this.db.query(
      `SELECT id::text, queue, job_name, job_id, ${PAYLOAD_HANDED_OVER}, attempts, trace_context,
         greatest(0, floor(extract(epoch FROM (not_before - now())) * 1000))::float8 AS delay_ms
       FROM outbox
       WHERE published_at IS NOT NULL AND done_at IS NULL AND parked_at IS NULL
         AND greatest(published_at, checked_at, not_before) < now() - make_interval(secs => $1::float8 / 1000)
       ORDER BY published_at LIMIT ${BATCH}`,
      [this.config.outboxLeaseMs],
    );
  }

  private async follow(row: SentRow): Promise<keyof Redriven> {
    const queue = this.queues.get(row.queue);
    if (!queue) return 'queued'; // the relay never sends such a row
    const job = await withTimeout(queue.getJob(row.job_id), ASK_TIMEOUT_MS, `reading ${row.job_id}`);
    const state = job ? await job.getState() : 'unknown';
    if (state === 'completed') {
      await this.outcomes.done(row.queue, row.job_id);
      return 'done';
    }
    if (state === 'failed') {
      const error = job?.failedReason ?? 'failed';
      await this.outcomes.failed({
        queue: row.queue,
        jobId: row.job_id,
        name: row.job_name,
        attempts: job?.attemptsMade ?? 0,
        error,
      });
      return 'failed';
    }
    if (state === 'unknown') {
      const options = {
        ...jobOptions(this.config, row.queue),
        jobId: row.job_id,
        ...(row.delay_ms > 0 && { delay: row.delay_ms }),
        // the writer's trace goes on, as from the relay
        ...(row.trace_context && { telemetry: { metadata: JSON.stringify(row.trace_context) } }),
      };
      await withTimeout(queue.add(row.job_name, row.payload, options), ASK_TIMEOUT_MS, `re-adding ${row.job_id}`);
    }
    await this.db.query(`UPDATE outbox SET checked_at = now() WHERE id = $1`, [row.id]);
    return state === 'unknown' ? 'resent' : 'queued';
  }
}
