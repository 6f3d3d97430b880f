import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { rootLogger } from '../logging/logger.js';
import { ProcessTimer, runLocked } from './locked-timer.js';

/**
 * A safety net run every `everyMs` from the process's own timer, by one process at a time (an
 * advisory lock named for it): a schedule kept in Redis would vanish with Redis's data, so a
 * flushed or replaced Redis would stop the very sweeps meant to catch what it lost. Subclasses
 * say what one run does.
 */
export abstract class LockedTask implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly timer: ProcessTimer;

  protected constructor(
    protected readonly db: DataSource,
    readonly name: string,
    everyMs: number,
  ) {
    this.timer = new ProcessTimer(name, everyMs, () => this.runOnce());
  }

  protected abstract work(correlationId: string): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.timer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.timer.stop();
  }

  /** One run now, unless another process is running it; answers what the run answered. */
  async runOnce(): Promise<unknown> {
    const correlationId = `timer:${this.name}:${new Date().toISOString()}`;
    const outcome = await runLocked(this.db, this.name, () => this.work(correlationId));
    if (outcome.ran) rootLogger().debug({ task: this.name, result: outcome.result }, 'timed task ran');
    return outcome.ran ? outcome.result : undefined;
  }
}
