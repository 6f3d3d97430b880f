import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job, Worker } from 'bullmq';

import { jobDuration } from './shop-metrics.js';

/** Times every job this process's processors run, from the workers' own completed and failed events. */
@Injectable()
export class JobMetrics implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  /** The BullMQ workers of this process (none in the API). */
  workers(): Worker[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .map((host) => host.worker)
      .filter((worker): worker is Worker => worker !== undefined);
  }

  onApplicationBootstrap(): void {
    for (const worker of this.workers()) {
      worker.on('completed', (job) => observe(worker, job, 'completed'));
      worker.on('failed', (job) => job && observe(worker, job, 'failed'));
    }
  }
}

function observe(worker: Worker, job: Job, outcome: 'completed' | 'failed'): void {
  if (!job.processedOn) return;
  const seconds = ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
  jobDuration.observe({ queue: worker.name, name: job.name, outcome }, seconds);
}
