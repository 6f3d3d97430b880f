/**
 * How long a worker holds a job before another may take it for stalled (BullMQ's lock, renewed
 * while the job runs): a worker that dies mid-job leaves it to the others after this long.
 * Read once, when the processors are declared: JOB_LOCK_MS (default BullMQ's 30 s).
 */
const lockMs = Number(process.env.JOB_LOCK_MS) > 0 ? Number(process.env.JOB_LOCK_MS) : 30_000;

/**
 * A job found stalled (its worker died, or was too busy to renew the lock) runs again, up to three
 * times rather than BullMQ's once: every job here is safe to repeat, and a worker that takes over
 * while still starting up should not turn a crash into a failed payment check.
 */
export const WORKER_LOCK = { lockDuration: lockMs, stalledInterval: lockMs, maxStalledCount: 3 };

/**
 * How many routine payment checks (notifications that cannot move money) the workers run a
 * second, all together: PAYMENT_CHECK_RATE (default 200). A flood beyond it waits in its queue.
 */
const checkRate = Number(process.env.PAYMENT_CHECK_RATE) > 0 ? Number(process.env.PAYMENT_CHECK_RATE) : 200;

export const PAYMENT_CHECK_LIMIT = { max: checkRate, duration: 1000 };
