import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { DataSource } from 'typeorm';

import { rootLogger } from '../logging/logger.js';
import { ProcessTimer, runLocked } from './locked-timer.js';

const tracer = trace.getTracer('kilau-timers');

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

  /**
   * One run now, unless another process is running it; answers what the run answered. A run is a
   * trace of its own (when tracing is on), so the provider calls and jobs it causes hang from it.
   */
  runOnce(): Promise<unknown> {
    return tracer.startActiveSpan(`timer ${this.name}`, async (span) => {
      try {
        const correlationId = `timer:${this.name}:${new Date().toISOString()}`;
        const outcome = await runLocked(this.db, this.name, () => this.work(correlationId));
        span.setAttribute('kilau.timer.ran', outcome.ran);
        if (outcome.ran) rootLogger().debug({ task: this.name, result: outcome.result }, 'timed task ran');
        return outcome.ran ? outcome.result : undefined;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    });
  }
}
