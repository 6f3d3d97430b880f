import type { SqlSession } from '@kilau/event-store';

import type { JobRequest } from './job-request.js';

/**
 * Writes jobs to the outbox in the caller's transaction. Whoever commits it wakes the relay
 * ({@link EventLog.jobsWritten}; `EventLog.append` and `transact` do so themselves).
 */
export async function writeOutbox(session: SqlSession, jobs: readonly JobRequest[]): Promise<void> {
  if (jobs.length === 0) return;
  const insert = outboxInsert(jobs, 1);
  await session.query(insert.sql, insert.params);
}

/**
 * The outbox insert as a part of a larger statement (`RETURNING id`), its parameters numbered
 * from `first`, its rows written only where the SQL condition `onlyIf` holds (it may name the
 * job's columns, `job.job_id` say), for a write that must keep its jobs in the very statement
 * that decides them.
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
         AS job(queue, job_name, job_id, payload, not_before)
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
