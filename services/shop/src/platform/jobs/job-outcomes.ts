import { Inject, Injectable } from '@nestjs/common';

import { CLOCK, type Clock } from '../clock/clock.js';
import { EventLog } from '../event-log/event-log.js';
import { decideOnStream } from '../event-log/stream-command.js';
import { rootLogger } from '../logging/logger.js';
import { SHOP_PARTS, type ShopParts } from '../parts/shop-parts.js';

/** The runs' marks kept at most: far more than the jobs a process runs at once. */
const MARKED_IN_RUN_AT_MOST = 10_000;

/** How a job ended for good, as the outbox and the order's timeline keep it. */
export interface JobEnd {
  queue: string;
  jobId: string;
  name: string;
  attempts: number;
  error: string;
}

/**
 * What became of the jobs the outbox handed over, written back to their rows: done, or failed for
 * good. A failure is also what its context decides on it (ordering's `RecordJobFailure`, a
 * `JobFailed` on the order's stream, when the payload names `orderId`), run through the stream
 * handler in the row's transaction, once, so the timeline shows it long after Redis has forgotten the job.
 */
@Injectable()
export class JobOutcomes {
  /**
   * Jobs of this process whose run found or wrote its row done itself (a mail, marked the moment
   * SMTP took it): their completion writes no second mark. An entry lives from the run's mark
   * until the job's `completed` or `failed` event (at most MARKED_IN_RUN_AT_MOST kept).
   */
  private readonly markedInRun = new Set<string>();

  constructor(
    private readonly log: EventLog,
    @Inject(SHOP_PARTS) private readonly parts: ShopParts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Whether the job's row is done already: its work was done under a job Redis has since lost (and
   * handed over again), and is not to be done twice. Asked from within the job's run.
   */
  async isDone(queue: string, jobId: string): Promise<boolean> {
    return (await this.rowOf(queue, jobId))?.done === true;
  }

  /**
   * The job's row as its run reads it: whether it is done and, when not, its payload, for a queue
   * whose jobs carry none (`PAYLOAD_IN_OUTBOX`). Undefined when the job has no row (one added to
   * the queue by hand). Should a job id have rows twice, a done one wins.
   */
  async rowOf(queue: string, jobId: string): Promise<{ done: boolean; payload?: Record<string, unknown> } | undefined> {
    const { rows } = await this.log.autocommit.query<{ done: boolean; payload: Record<string, unknown> | null }>(
      `SELECT done_at IS NOT NULL AS done, CASE WHEN done_at IS NULL THEN payload END AS payload
       FROM outbox WHERE job_id = $2 AND queue = $1 ORDER BY done_at IS NOT NULL DESC, id DESC LIMIT 1`,
      [queue, jobId],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.done) this.remember(queue, jobId);
    return row.done ? { done: true } : { done: false, payload: row.payload ?? undefined };
  }

  async done(queue: string, jobId: string): Promise<void> {
    await this.log.autocommit.query(
      `UPDATE outbox SET done_at = now() WHERE job_id = $2 AND queue = $1 AND done_at IS NULL`,
      [queue, jobId],
    );
  }

  /** Marks the job's row done from within its run, before the run ends (its work is not to be done twice). */
  async doneInRun(queue: string, jobId: string): Promise<void> {
    await this.done(queue, jobId);
    this.remember(queue, jobId);
  }

  private remember(queue: string, jobId: string): void {
    // a run whose end is never heard (its lock lost) stays here: forgetting all costs a few UPDATEs
    if (this.markedInRun.size >= MARKED_IN_RUN_AT_MOST) this.markedInRun.clear();
    this.markedInRun.add(runKey(queue, jobId));
  }

  /** The job's run ended well: its row is marked done, unless the run marked it itself. */
  async completed(queue: string, jobId: string): Promise<void> {
    if (this.markedInRun.delete(runKey(queue, jobId))) return;
    await this.done(queue, jobId);
  }

  /** A run ended in an error: whatever it marked, the job's ending is decided on its own. */
  runFailed(queue: string, jobId: string): void {
    this.markedInRun.delete(runKey(queue, jobId));
  }

  async failed(end: JobEnd): Promise<void> {
    await this.log.transact(async (session) => {
      const { rows } = await session.query<{ payload: Record<string, unknown> }>(
        `UPDATE outbox SET done_at = now(), failed_at = now(), last_error = $3
         WHERE job_id = $2 AND queue = $1 AND done_at IS NULL RETURNING payload`,
        [end.queue, end.jobId, end.error],
      );
      const payload = rows[0]?.payload;
      if (!payload) return;
      const correlationId = `job:${end.jobId}`;
      const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
      for (const commandFor of this.parts.jobFailureCommands) {
        const command = commandFor(end, payload, this.clock.now());
        if (command)
          await decideOnStream(this.log, session, command.stream, (state) => command.decide(state), { metadata });
      }
    });
    rootLogger().error({ ...end }, 'job failed for good');
  }
}

function runKey(queue: string, jobId: string): string {
  return `${queue}\u0000${jobId}`;
}
