/**
 * How long a worker holds a job before another may take it for stalled (BullMQ's lock, renewed
 * while the job runs): a worker that dies mid-job leaves it to the others after this long.
 * Read once, when the processors are declared: JOB_LOCK_MS (default BullMQ's 30 s).
 */
const lockMs = Number(process.env.JOB_LOCK_MS) > 0 ? Number(process.env.JOB_LOCK_MS) : 30_000;

export const WORKER_LOCK = { lockDuration: lockMs, stalledInterval: lockMs };
