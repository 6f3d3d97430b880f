import { EventStore, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { readModels } from '@kilau/shop';

import { addCharm, addProduct, stockOf } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { customers, logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { buyNow, projectionsCaughtUp, readModelTables } from './checkout-helpers.js';

/**
 * Two API processes on one database, each running the projections, take orders and
 * cancellations at once. Nothing is applied twice or skipped: the read models end exactly as a
 * replay of the log from zero builds them.
 */
describe('two shop processes on one database', () => {
  let shop: ShopUnderTest;
  let second: ShopProcess;

  beforeAll(async () => {
    shop = await startShop();
    second = await spawnShopProcess(shop, 'main');
  }, 90_000);
  afterAll(async () => {
    await second?.stop();
    await shop?.close();
  });

  it('place and cancel orders together and keep read models equal to a replay', async () => {
    const product = await addProduct(shop.sql, { name: 'Gelang Rantai', price: 180_000, charms: true, stock: 1000 });
    const charm = await addCharm(shop.sql, { name: 'Hati Kecil', price: 30_000, stock: 1000 });
    const shoppers = await customers(shop, 40, 'dua-proses');
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        buyNow(shop, shopper.access, { product, charms: i % 2 ? [charm] : [] }, i % 2 ? second.url : shop.url),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    const staff = await logInStaff(shop, 'kepala-toko@example.com');
    const cancelled = answers.slice(0, 10).map((answer) => answer.body.order_id as number);
    const cancels = await Promise.all(
      cancelled.map((id, i) =>
        fetch(`${i % 2 ? second.url : shop.url}/api/orders/${id}/cancel/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.access}` },
        }),
      ),
    );
    expect(cancels.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await stockOf(shop.sql, 'products', product)).toBe(1000 - 30);
    expect(await stockOf(shop.sql, 'charms', charm)).toBe(1000 - 15);

    await waitUntil(() => projectionsCaughtUp(shop), { timeoutMs: 20_000, what: 'both processes to catch up' });
    const live = await readModelTables(shop);
    expect(live.admin_orders).toHaveLength(40);
    const statuses = live.order_summaries.map((row) => JSON.parse(row).fulfillment_status);
    expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(10);
    const histories = live.order_tracking.map((row) => JSON.parse(row).history.length);
    expect(histories.sort()).toEqual([...Array(30).fill(1), ...Array(10).fill(2)]);

    const db = pgDatabase(shop.sql);
    for (const model of readModels()) await rebuildProjection(db, new EventStore(), model);
    expect(await readModelTables(shop)).toEqual(live);
  }, 90_000);
});
