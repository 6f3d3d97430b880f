import type { JobsOptions } from 'bullmq';

import type { ShopConfig } from '../config/shop-config.js';
import type { QueueName } from './queues.js';

/**
 * Queues whose finished jobs leave Redis at once: running one again finds its work done (a
 * login-code mail is sent once its sealed code is wiped), and nothing about it is worth keeping.
 */
const FORGOTTEN_WHEN_DONE: ReadonlySet<QueueName> = new Set(['login-mail']);

/**
 * Queues of the shop's every mail, kept finished for a day and at most 1,000 of them, enough for
 * the queue dashboard's latest: the outbox keeps each sent mail's row (and the mail) for the
 * week, and a job added again after it was forgotten finds that row done and sends nothing
 * (mail.processor.ts). The jobs once carried the mail itself, ~10 KB of a customer's name,
 * address and order; now they carry none (`PAYLOAD_IN_OUTBOX`).
 */
const MAIL_CONTENT: ReadonlySet<QueueName> = new Set(['mail']);

const DAY_SECONDS = 24 * 3600;

/** How long a queue's finished jobs stay in Redis (see the sets above). */
function keptWhenDone(queue?: QueueName): JobsOptions['removeOnComplete'] {
  if (queue && FORGOTTEN_WHEN_DONE.has(queue)) return true;
  if (queue && MAIL_CONTENT.has(queue)) return { age: DAY_SECONDS, count: 1_000 };
  return { age: 7 * DAY_SECONDS, count: 100_000 };
}

/**
 * Retries back off exponentially (JOB_BACKOFF_MS, 2 s by default, doubling) with jitter, a
 * bounded number of times (JOB_ATTEMPTS, 8). Finished jobs are kept for a week so a job added
 * again with the same id is recognised and ignored (mails a day, {@link MAIL_CONTENT}); failed
 * ones a month, for staff to see.
 */
export function jobOptions(config: Pick<ShopConfig, 'jobAttempts' | 'jobBackoffMs'>, queue?: QueueName): JobsOptions {
  return {
    attempts: config.jobAttempts,
    backoff: { type: 'exponential', delay: config.jobBackoffMs, jitter: 0.5 },
    removeOnComplete: keptWhenDone(queue),
    removeOnFail: { age: 30 * DAY_SECONDS },
  };
}

/** BullMQ refuses ':' in custom ids and treats all-digit ids as its own; ours are `<kind>_<id>`. */
export function jobId(kind: string, id: string | number): string {
  return `${kind}_${String(id).replace(/:/g, '-')}`;
}
