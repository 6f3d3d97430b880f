import { traceCarrier } from '../tracing/trace-carrier.js';
import type { JobRequest } from './job-request.js';
import { PAYLOAD_IN_OUTBOX } from './queues.js';

/**
 * The outbox's payload column as the relay and the re-drive hand it to Redis: `{}` for a queue of
 * {@link PAYLOAD_IN_OUTBOX}, whose run reads it from the row. The queues' names are the shop's
 * own constants, written into the SQL as they are.
 */
export const PAYLOAD_HANDED_OVER = PAYLOAD_IN_OUTBOX.length
  ? `CASE WHEN queue IN (${PAYLOAD_IN_OUTBOX.map((queue) => `'${queue}'`).join(', ')}) THEN '{}'::jsonb ELSE payload END AS payload`
  : 'payload';

/**
 * The outbox insert as a part of a larger statement (`RETURNING id`), its parameters numbered
 * from `first`, its rows written only where the SQL condition `onlyIf` holds (it may name the
 * job's columns, `job.job_id` say): jobs go in the very statement that records what calls for
 * them (`EventLog.append` puts them in the append's own). Whoever commits them tells the relay
 * ({@link EventLog.jobsWritten}).
 */
export function outboxInsert(
  jobs: readonly JobRequest[],
  first: number,
  onlyIf = 'true',
): { sql: string; params: unknown[] } {
  const p = (offset: number) => `$${first + offset}`;
  return {
    sql: `INSERT INTO outbox (queue, job_name, job_id, payload, not_before, trace_context)
       SELECT job.*, ${p(5)}::jsonb FROM unnest(${p(0)}::text[], ${p(1)}::text[], ${p(2)}::text[], ${p(3)}::jsonb[], ${p(4)}::timestamptz[])
         AS job(queue, job_name, job_id, payload, not_before)
       WHERE ${onlyIf}
       RETURNING id`,
    params: [
      jobs.map((job) => job.queue),
      jobs.map((job) => job.name),
      jobs.map((job) => job.jobId),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.notBefore ?? null),
      // the trace of the request or job that wrote them continues in their jobs (tracing/)
      traceCarrier(),
    ],
  };
}
