import type { SqlSession } from '@kilau/event-store';

import type { JobRequest } from './job-request.js';

/**
 * The channel the relays listen on. Not the event log's: a notification kept in the inbox wakes
 * the relays and leaves the projections, which have no new event to read, asleep.
 */
export const OUTBOX_CHANNEL = 'kilau_outbox';

/** Writes jobs to the outbox in the caller's transaction, and wakes the relays at commit. */
export async function writeOutbox(session: SqlSession, jobs: readonly JobRequest[]): Promise<void> {
  if (jobs.length === 0) return;
  const insert = outboxInsert(jobs, 1);
  await session.query(
    `WITH written AS (${insert.sql}) SELECT count(*) AS n, pg_notify($${insert.next}, '') FROM written`,
    [...insert.params, OUTBOX_CHANNEL],
  );
}

/**
 * The outbox insert as a part of a larger statement (`RETURNING id`), its parameters numbered
 * from `first`, its rows written only when the SQL condition `onlyIf` holds, for a write that must keep its jobs in the very statement that decides them.
 * Whoever uses it notifies {@link OUTBOX_CHANNEL} when rows were written.
 */
export function outboxInsert(
  jobs: readonly JobRequest[],
  first: number,
  onlyIf = 'true',
): { sql: string; params: unknown[]; next: number } {
  const p = (offset: number) => `$${first + offset}`;
  return {
    sql: `INSERT INTO outbox (queue, job_name, job_id, payload, not_before)
       SELECT * FROM unnest(${p(0)}::text[], ${p(1)}::text[], ${p(2)}::text[], ${p(3)}::jsonb[], ${p(4)}::timestamptz[])
       WHERE ${onlyIf}
       RETURNING id`,
    params: [
      jobs.map((job) => job.queue),
      jobs.map((job) => job.name),
      jobs.map((job) => job.jobId),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.notBefore ?? null),
    ],
    next: first + 5,
  };
}
