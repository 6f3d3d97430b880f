import type { SqlSession } from '@kilau/event-store';

import type { JobRequest } from './job-request.js';

/** The channel the relay listens on; appends notify it too (the event store's channel). */
export const OUTBOX_CHANNEL = 'kilau_events';

/** Writes jobs to the outbox in the caller's transaction, and wakes the relays at commit. */
export async function writeOutbox(session: SqlSession, jobs: readonly JobRequest[]): Promise<void> {
  if (jobs.length === 0) return;
  await session.query(
    `WITH written AS (
       INSERT INTO outbox (queue, job_name, job_id, payload, not_before)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::timestamptz[])
       RETURNING id)
     SELECT count(*) AS n, pg_notify($6, '') AS notified FROM written`,
    [
      jobs.map((job) => job.queue),
      jobs.map((job) => job.name),
      jobs.map((job) => job.jobId),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.notBefore ?? null),
      OUTBOX_CHANNEL,
    ],
  );
}
