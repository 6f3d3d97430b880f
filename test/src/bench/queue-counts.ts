import { QueueHealth } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import type { ShopUnderTest } from '../shop-app.js';

/** Jobs waiting or running in the named queues (all when none are named), as staff see them. */
export async function jobsInHand(shop: ShopUnderTest, queues?: readonly string[]): Promise<number> {
  const counts = await shop.api.get(QueueHealth).counts();
  return counts
    .filter((counts) => !queues || queues.includes(counts.queue))
    .reduce((sum, queue) => sum + queue.waiting + queue.active, 0);
}

/** Waits until those queues hold no job waiting or running. */
export async function queuesDrained(
  shop: ShopUnderTest,
  options: { queues?: readonly string[]; timeoutMs?: number } = {},
): Promise<void> {
  await waitUntil(async () => (await jobsInHand(shop, options.queues)) === 0, {
    timeoutMs: options.timeoutMs ?? 30_000,
    intervalMs: 100,
    what: 'the queues to empty',
  });
}
