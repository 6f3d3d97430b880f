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
import { OUTBOX_CHANNEL } from './outbox.js';
import { type QueueName, QUEUES } from './queues.js';

interface OutboxRow {
  id: string;
  queue: QueueName;
  job_name: string;
  job_id: string;
  payload: Record<string, unknown>;
  delay_ms: number;
}

const BATCH = 100;
const POLL_MS = 500;

/**
 * Hands the outbox's jobs to their queues, in every process of the shop. Each round takes unsent
 * rows with `FOR UPDATE SKIP LOCKED` (so relays in other processes take other rows), adds them
 * with their own job ids and marks them sent in the same transaction. A crash after the add and
 * before the commit sends the rows again, which the queue ignores: the job id repeats.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private stopping = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private unlisten?: () => Promise<void>;

  constructor(
    private readonly log: EventLog,
    private readonly modules: ModuleRef,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of QUEUES) this.queues.set(name, this.modules.get<Queue>(getQueueToken(name), { strict: false }));
    this.unlisten = await this.log.listen(OUTBOX_CHANNEL, () => this.wake?.());
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    await this.unlisten?.();
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

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.flush();
      } catch (error) {
        rootLogger().warn({ err: error }, 'outbox relay round failed; the jobs stay in the outbox');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async sendBatch(session: SqlSession): Promise<number> {
    const { rows } = await session.query<OutboxRow>(
      `SELECT id::text, queue, job_name, job_id, payload,
         greatest(0, floor(extract(epoch FROM (not_before - now())) * 1000))::float8 AS delay_ms
       FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const queue of new Set(rows.map((row) => row.queue))) {
      const own = rows.filter((row) => row.queue === queue);
      await this.queue(queue).addBulk(
        own.map((row) => ({ name: row.job_name, data: row.payload, opts: this.options(row) })),
      );
    }
    if (rows.length) {
      await session.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])`, [
        rows.map((r) => r.id),
      ]);
    }
    return rows.length;
  }

  private options(row: OutboxRow): JobsOptions {
    return { ...jobOptions(this.config), jobId: row.job_id, ...(row.delay_ms > 0 && { delay: row.delay_ms }) };
  }

  private queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no queue named ${name}`);
    return queue;
  }
}
