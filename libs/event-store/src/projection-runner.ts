import { setTimeout as sleep } from 'node:timers/promises';

import { eventsAfter, readCheckpoint } from './checkpoints.js';
import type { EventStore } from './event-store.js';
import { consoleLogger, type Projection, type ProjectionLogger } from './projection.js';
import { runBatch } from './projection-batch.js';
import { type LoopSettings, runProjectionLoop } from './projection-loop.js';
import type { Database } from './sql-session.js';
import type { Checkpoint } from './types.js';
import { Wakeup } from './wakeup.js';

export interface ProjectionRunnerOptions {
  /** Events read per batch and transaction (default 500). */
  batchSize?: number;
  /** How long an idle loop waits for a NOTIFY before it looks anyway (default 1000 ms). */
  idlePollMs?: number;
  /** The least pause after a batch that did not fill up (default 50 ms): the price of a read model's lag for batches under load. */
  settleMs?: number;
  /** Defaults to the store's channel. */
  notifyChannel?: string;
  logger?: ProjectionLogger;
}

/**
 * Keeps projections up to date from the global log. Any number of runners, in any number of
 * processes, may run the same projections: each batch takes the projection's advisory lock or
 * skips its turn, and moves the checkpoint in the batch's own transaction.
 */
export class ProjectionRunner {
  private readonly settings: LoopSettings;
  private readonly notifyChannel: string;
  private running?: {
    abort: AbortController;
    loops: Promise<void>[];
    unlisten?: () => Promise<void>;
    /** Per projection, rung when a catch-up ends: its loop, standing by, may have lost the lock to it. */
    caughtUp: Map<string, Wakeup>;
  };

  /** `store`: only its NOTIFY channel is heard (the runner reads the log through `db`). */
  constructor(
    private readonly db: Database,
    store: Pick<EventStore, 'notifyChannel'>,
    private readonly projections: readonly Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    if (new Set(projections.map((p) => p.name)).size !== projections.length) {
      throw new Error('Projection names must be unique: a name is a checkpoint and a lock');
    }
    this.notifyChannel = options.notifyChannel ?? store.notifyChannel;
    this.settings = {
      db,
      batchSize: options.batchSize ?? 500,
      idlePollMs: options.idlePollMs ?? 1000,
      settleMs: options.settleMs ?? 50,
      logger: options.logger ?? consoleLogger,
    };
  }

  /** Starts one loop per projection, listening before the first batch so no NOTIFY falls between. */
  async start(): Promise<void> {
    if (this.running) throw new Error('The projection runner is already running');
    const abort = new AbortController();
    const wakeups = this.projections.map(() => ({ notified: new Wakeup(), caughtUp: new Wakeup() }));
    const unlisten = await this.db.listen?.(this.notifyChannel, () => wakeups.forEach((w) => w.notified.ring()));
    const loops = this.projections.map((p, i) => runProjectionLoop(p, wakeups[i]!, abort.signal, this.settings));
    const caughtUp = new Map(this.projections.map((p, i) => [p.name, wakeups[i]!.caughtUp]));
    this.running = { abort, loops, unlisten, caughtUp };
    this.settings.logger.info({ projections: this.projections.map((p) => p.name) }, 'projection runner started');
  }

  /** Stops after the batches in progress; resolves when the loops have ended and the LISTEN is closed. */
  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    running.abort.abort();
    await Promise.all(running.loops);
    await running.unlisten?.();
    this.settings.logger.info({}, 'projection runner stopped');
  }

  /**
   * Processes batches until the projection (or every one) has nothing more to read, waiting its
   * turn while another session holds a projection's lock. Answers the events applied; a failing
   * batch throws.
   */
  async catchUp(name?: string): Promise<number> {
    const targets = name === undefined ? this.projections : this.projections.filter((p) => p.name === name);
    if (targets.length === 0) throw new Error(`No projection named ${name} in this runner`);
    const applied = await Promise.all(targets.map((projection) => this.catchUpOne(projection)));
    return applied.reduce((sum, n) => sum + n, 0);
  }

  /** Per projection: its checkpoint and how many committed events lie beyond it. */
  lag(): Promise<Array<{ name: string; checkpoint: Checkpoint; behind: number }>> {
    return this.db.transaction(async (session) => {
      const answer = [];
      for (const { name } of this.projections) {
        const checkpoint = await readCheckpoint(session, name);
        answer.push({ name, checkpoint, behind: await eventsAfter(session, checkpoint) });
      }
      return answer;
    });
  }

  private async catchUpOne(projection: Projection): Promise<number> {
    try {
      return await this.applyAll(projection);
    } finally {
      this.running?.caughtUp.get(projection.name)?.ring();
    }
  }

  private async applyAll(projection: Projection): Promise<number> {
    let applied = 0;
    for (;;) {
      const result = await runBatch(this.db, projection, this.settings.batchSize);
      if (!result) {
        await sleep(10 + Math.random() * 20);
        continue;
      }
      applied += result.applied;
      if (result.read < this.settings.batchSize) return applied;
    }
  }
}
