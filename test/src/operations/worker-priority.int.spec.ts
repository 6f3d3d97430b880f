import { getPriority } from 'node:os';

import { waitUntil } from '@kilau/local-stack';

import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

/**
 * The worker process lowers its own scheduling priority (WORKER_NICE) as it starts, so that on a
 * machine it shares with the API, shoppers' requests go first; the API keeps the priority it was
 * started with.
 */
describe("the worker's priority", () => {
  let shop: ShopUnderTest;
  const started: ShopProcess[] = [];

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
  });
  afterAll(async () => {
    for (const process of started) await process.stop();
    await shop?.close();
  });

  it('is the niceness WORKER_NICE names, and the API is left as it was', async () => {
    const worker = await spawnShopProcess(shop, 'worker', { WORKER_NICE: '7' });
    const api = await spawnShopProcess(shop, 'main', { WORKER_NICE: '7' });
    started.push(worker, api);
    const niceness = await waitUntil(
      () => {
        const value = getPriority(worker.child.pid!);
        return value === 0 ? undefined : value;
      },
      { what: 'the worker to lower its priority' },
    );
    expect(niceness).toBe(7);
    expect(getPriority(api.child.pid!)).toBe(getPriority());
  });
});
