import type { Queue } from 'bullmq';

/** `work`, or a rejection after `ms`: a call to Redis that must not hold its caller for long. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the queue's Redis connection is up now, asked without waiting on Redis: BullMQ's
 * connections queue commands while Redis is away (to run them when it is back), so a caller that
 * should not wait asks this first.
 */
export async function queueReachable(queue: Queue, ms = 1000): Promise<boolean> {
  try {
    const client = await withTimeout(queue.backend.client, ms, `queue ${queue.name}`);
    return client.status === 'ready';
  } catch {
    return false;
  }
}
