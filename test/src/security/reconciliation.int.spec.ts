import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { waitUntil } from '../harness/wait.js';
import { control as midtrans } from '../payments/payment-helpers.js';
import { areaOf, contactFor } from '../shipping/shipping-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { cartLines, eventCount, shoppers } from './security-helpers.js';

/**
 * Reconciliation asks Midtrans about every open payment attempt, a page at a time, not only the
 * first page's: however many unpaid orders pile up, a payment whose notification was lost is
 * found. Here a page is 2 orders (PAYMENT_RECONCILE_BATCH), and 5 orders wait.
 */
describe('security: reconciliation reaches every open payment attempt', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ paymentReconcileBatch: 2, paymentReconcileMs: 3_600_000 }, { providers: true });
  });
  afterAll(() => shop?.close());

  it('finds the payment of the last order waiting, beyond the first page', async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    const buyers = await shoppers(shop, 5);
    const orders: Array<{ orderId: number; attemptId: string }> = [];
    for (const buyer of buyers) {
      const fee = (await buyer.call('POST', '/api/jnt/tariff/', { weight: '1', destAreaCode: area.code })).body.cost;
      const [line] = await cartLines(shop, buyer, 1);
      const body = { cart_item_ids: [line], shipping_cost: fee, ...contactFor(area) };
      const orderId = (await buyer.call('POST', '/api/selective_checkout/', body)).body.order_id as number;
      const snap = await buyer.call('POST', '/api/midtrans/token/', { order_id: orderId });
      // Midtrans takes the money, but its notification never reaches the shop (held until a flush)
      await midtrans(shop).notificationMode({ order_id: snap.body.attempt_id, reorder: true });
      await midtrans(shop).pay(snap.body.attempt_id);
      orders.push({ orderId, attemptId: snap.body.attempt_id });
    }
    const settled = async () => Promise.all(orders.map(({ orderId }) => eventCount(shop, orderId, 'PaymentSettled')));
    expect(await settled()).toEqual([0, 0, 0, 0, 0]);

    // reconciliation walks the orders read model: let it catch up with the five orders first
    await waitUntil(
      async () =>
        (
          await shop.sql.query(`SELECT count(*)::int AS n FROM order_summaries WHERE order_id = ANY($1)`, [
            orders.map((order) => order.orderId),
          ])
        ).rows[0].n === orders.length,
      { what: 'the orders in the read model' },
    );
    const payments = shop.api.get<Queue>(getQueueToken('payments'), { strict: false });
    await payments.add('reconcile-payments', {});
    await waitUntil(async () => (await settled()).every((n) => n === 1), {
      timeoutMs: 20_000,
      what: 'every payment found by the reconciliation',
    });
    const last = orders.reduce((a, b) => (a.orderId > b.orderId ? a : b));
    expect(await eventCount(shop, last.orderId, 'PaymentSettled')).toBe(1);
  });
});
