import type { TimelineEntry } from '@kilau/domain';

/** What is known of one of the order's jobs: its outbox row and BullMQ's record, either possibly gone. */
export interface JobRecord {
  queue: string;
  name: string;
  jobId: string;
  /**
   * BullMQ's state (`completed`, `failed`, `delayed`, `waiting`, `active`); `outbox` when not yet
   * handed over, `removed` when sent and no longer kept by the queue.
   */
  state: string;
  attemptsMade: number;
  maxAttempts: number | null;
  /** The error of each failed attempt, oldest first (BullMQ keeps one stack per failure). */
  errors: string[];
  queuedAt: string;
  finishedAt: string | null;
  runAt: string | null;
}

const tries = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

function stateWords(job: JobRecord): string {
  switch (job.state) {
    case 'completed':
      return `completed after ${tries(job.attemptsMade)}`;
    case 'failed':
      return `failed after ${tries(job.attemptsMade)}`;
    case 'outbox':
      return 'in the outbox, not yet queued';
    case 'removed':
      return 'sent; the queue no longer keeps it';
    case 'delayed':
      return job.attemptsMade > 0 ? `waiting to retry after ${tries(job.attemptsMade)}` : 'scheduled';
    default:
      return job.attemptsMade > 0 ? `${job.state} after ${tries(job.attemptsMade)}` : job.state;
  }
}

/** The first line of an error's stack: its class and message, without the frames. */
export function errorLine(stackOrMessage: string): string {
  return stackOrMessage.split('\n')[0]!.trim();
}

/**
 * A job and its attempts as a line of the timeline, at the time it last finished (or was queued):
 * each failed attempt's error is listed, so a retry that succeeded still shows why it had to.
 */
export function jobEntry(job: JobRecord): TimelineEntry {
  const failures = job.errors.map((error, i) => `Attempt ${i + 1}: ${errorLine(error)}`);
  return {
    at: job.finishedAt ?? job.runAt ?? job.queuedAt,
    kind: 'job',
    type: job.name,
    summary: `Job ${job.name} on ${job.queue}: ${stateWords(job)}`,
    error: failures.length ? failures.join('\n') : null,
    actor: 'system',
    source: `${job.queue} job ${job.jobId}`,
    payload: job,
  };
}
