import { createHash } from 'node:crypto';

import pg from 'pg';
import type { DataSource } from 'typeorm';

import { rootLogger } from '../logging/logger.js';

/** What a locked run did: the work's answer, or nothing because another process held the lock. */
export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/** The task's advisory-lock key: 64 bits of a hash of its name, the same in every process. */
function lockKey(name: string): string {
  return createHash('sha256').update(`kilau-timer:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Work one process at a time does, under a PostgreSQL advisory lock named for it: of several
 * processes at once, one does it and the others find the lock taken and skip. The lock is the
 * session's, so a process that dies mid-run lets it go with its connection.
 *
 * The lock's connection is one of its own, outside the pool of `db`: the work queries through
 * that pool, and a lock holding one of the pool's connections while its work waits for another
 * starved the pool when it was small (at DATABASE_POOL_MAX=2, two timers each held one and
 * waited for a second, for ever, and every read of the process waited behind them).
 */
export async function runLocked<T>(db: DataSource, name: string, work: () => Promise<T>): Promise<LockedRun<T>> {
  const options = db.options as { url?: string };
  const lock = new pg.Client({ connectionString: options.url, application_name: `kilau-lock:${name}` });
  lock.on('error', (error) => rootLogger().warn({ err: error, task: name }, 'lock connection lost'));
  await lock.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      lockKey(name),
    ]);
    if (!rows[0]!.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey(name)]);
    }
  } finally {
    await lock.end();
  }
}

/**
 * Runs `run` now and then every `everyMs` from this process's own timer: a schedule kept in Redis
 * (a BullMQ repeatable job) vanishes with Redis's data, a timer does not. A run never overlaps the
 * one before it; a failed run is logged and the next comes as planned. `stop` waits for a run in
 * progress.
 */
export class ProcessTimer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(): void {
    this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.stopped) return;
    this.running = this.run()
      .then(
        () => undefined,
        (error: unknown) =>
          rootLogger().warn({ err: error, task: this.name }, 'timed task failed; it runs again later'),
      )
      .finally(() => {
        if (!this.stopped) this.timer = setTimeout(() => this.tick(), this.everyMs);
      });
  }
}
