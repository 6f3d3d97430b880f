import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';

import { QUEUES } from './queues.js';
import { withTimeout } from './redis-reachable.js';

export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/** How every queue stands: what waits, runs, is delayed or has failed (an error when Redis does not answer within 2 s). */
@Injectable()
export class QueueHealth {
  constructor(private readonly modules: ModuleRef) {}

  queues(): Queue[] {
    return QUEUES.map((name) => this.modules.get<Queue>(getQueueToken(name), { strict: false }));
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      this.queues().map(async (queue) => {
        const counts = await withTimeout(
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          2000,
          `counting ${queue.name}`,
        );
        return {
          queue: queue.name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        };
      }),
    );
  }
}
