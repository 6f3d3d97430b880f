import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobsOptions, Queue } from 'bullmq';

import type { SqlSession } from '@kilau/event-store';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { EventLog } from '../event-log/event-log.js';
import { rootLogger } from '../logging/logger.js';
import { jobOptions } from './job-options.js';
import { PAYLOAD_HANDED_OVER } from './outbox.js';
import { type QueueName, QUEUES } from './queues.js';
import { queueReachable, withTimeout } from './redis-reachable.js';

interface OutboxRow {
  id: string;
  queue: QueueName;
  job_name: string;
  job_id: string;
  payload: Record<string, unknown>;
  delay_ms: number;
  trace_context: Record<string, string> | null;
}

const BATCH = 100;
const POLL_MS = 500;
const GATHER_MS = 20;
const KEEP_SENT_MS = 7 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
/** Adding a batch that takes longer has failed (Redis slow or gone); the rows wait for the next round. */
const ADD_TIMEOUT_MS = 5_000;

/**
 * Hands the outbox's jobs to their queues, in every process of the shop. Each round takes unsent
 * rows with `FOR UPDATE SKIP LOCKED` (so relays in other processes take other rows), adds them
 * with their own job ids and marks them sent in the same transaction. A crash after the add and
 * before the commit sends the rows again, which the queue ignores: the job id repeats. What
 * happens to a job once sent is {@link OutboxRedrive}'s and {@link JobOutcomes}' to follow.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private stopping = false;
  private notified = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private unsubscribe?: () => void;

  constructor(
    private readonly log: EventLog,
    private readonly modules: ModuleRef,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of QUEUES) this.queues.set(name, this.modules.get<Queue>(getQueueToken(name), { strict: false }));
    this.unsubscribe = this.log.onJobsWritten(() => this.notify());
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.unsubscribe?.();
  }

  /** Sends what is waiting now; answers how many jobs went out. Tests and shutdown use it. */
  async flush(): Promise<number> {
    let sent = 0;
    for (;;) {
      const round = await this.log.db.transaction((session) => this.sendBatch(session));
      sent += round;
      if (round < BATCH) return sent;
    }
  }

  /**
   * Deletes the rows whose jobs finished more than a week ago (the queue keeps its own record of
   * them); a parked row stays until staff have dealt with it. Answers how many went.
   */
  async prune(): Promise<number> {
    const { rowCount } = await this.log.autocommit.query(
      `DELETE FROM outbox WHERE done_at < now() - make_interval(secs => $1::float8 / 1000)`,
      [KEEP_SENT_MS],
    );
    return rowCount;
  }

  private async run(): Promise<void> {
    let pruned = 0;
    while (!this.stopping) {
      this.notified = false;
      try {
        await this.flush();
        if (Date.now() - pruned > PRUNE_EVERY_MS) {
          pruned = Date.now();
          await this.prune();
        }
      } catch (error) {
        rootLogger().warn({ err: error }, 'outbox relay round failed; the jobs stay in the outbox');
      }
      // A row written while that round ran was told of then: go again instead of sleeping on it.
      if (!this.notified) await this.sleep(POLL_MS);
      // Let a burst of writes gather into one round rather than a round each.
      if (!this.stopping) await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    }
  }

  private notify(): void {
    this.notified = true;
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        this.wake = undefined;
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /**
   * One round: takes unsent rows, hands them to their queues and marks them sent, in one
   * transaction. Redis away, the round stops at once and the rows wait, none the worse for it. A
   * row that cannot be handed over while Redis answers (a queue this version does not know, say)
   * is the row's fault: it is set aside with its error and tried again next round, parked after
   * OUTBOX_MAX_ATTEMPTS, and the rows after it go out regardless.
   */
  private async sendBatch(session: SqlSession): Promise<number> {
    const { rows } = await session.query<OutboxRow>(
      `SELECT id::text, queue, job_name, job_id, ${PAYLOAD_HANDED_OVER}, trace_context,
         greatest(0, floor(extract(epoch FROM (not_before - now())) * 1000))::float8 AS delay_ms
       FROM outbox WHERE published_at IS NULL AND parked_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    if (!rows.length || !(await this.redisUp())) return 0;
    const sent: string[] = [];
    const failures: Array<{ id: string; error: string }> = [];
    for (const queue of new Set(rows.map((row) => row.queue))) {
      const own = rows.filter((row) => row.queue === queue);
      try {
        await this.add(queue, own);
        sent.push(...own.map((row) => row.id));
      } catch {
        // find the row at fault: one at a time
        for (const row of own) {
          await this.add(queue, [row]).then(
            () => sent.push(row.id),
            (error: unknown) => failures.push({ id: row.id, error: errorText(error) }),
          );
        }
      }
    }
    if (sent.length) {
      await session.query(`UPDATE outbox SET published_at = now(), checked_at = NULL WHERE id = ANY($1::bigint[])`, [
        sent,
      ]);
    }
    // Redis went away during the round: the failures were its, not the rows'
    if (failures.length && !(await this.redisUp())) return 0;
    if (failures.length) await this.setAside(session, failures);
    return rows.length;
  }

  private async add(queue: QueueName, rows: OutboxRow[]): Promise<void> {
    const adding = this.queue(queue).addBulk(
      rows.map((row) => ({ name: row.job_name, data: row.payload, opts: this.options(row) })),
    );
    await withTimeout(adding, ADD_TIMEOUT_MS, `adding to ${queue}`);
  }

  private async redisUp(): Promise<boolean> {
    return queueReachable(this.queues.values().next().value!);
  }

  private async setAside(session: SqlSession, failures: Array<{ id: string; error: string }>): Promise<void> {
    const { rows } = await session.query<{ id: string; queue: string; job_id: string; parked: boolean }>(
      `UPDATE outbox o SET attempts = o.attempts + 1, last_error = f.error,
         parked_at = CASE WHEN o.attempts + 1 >= $3 THEN now() END
       FROM unnest($1::bigint[], $2::text[]) AS f(id, error) WHERE o.id = f.id
       RETURNING o.id::text, o.queue, o.job_id, o.parked_at IS NOT NULL AS parked`,
      [failures.map((f) => f.id), failures.map((f) => f.error), this.config.outboxMaxAttempts],
    );
    for (const row of rows) {
      const error = failures.find((f) => f.id === row.id)?.error;
      rootLogger().warn(
        { outbox_id: row.id, queue: row.queue, job_id: row.job_id, err: error },
        row.parked
          ? 'outbox row parked: it could not be handed to its queue'
          : 'outbox row not handed over; tried again',
      );
    }
  }

  private options(row: OutboxRow): JobsOptions {
    return {
      ...jobOptions(this.config, row.queue),
      jobId: row.job_id,
      ...(row.delay_ms > 0 && { delay: row.delay_ms }),
      // the writer's trace, which BullMQ carries into the job (when tracing is on)
      ...(row.trace_context && { telemetry: { metadata: JSON.stringify(row.trace_context) } }),
    };
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no queue named ${name}`);
    return queue;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
