import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { stockOf } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { call, control, eventTypes, payment, placedOrder } from './payment-helpers.js';

/** The unpaid-order rule with a short ORDER_PAYMENT_TTL: cancelled at the deadline, stock back, Midtrans told. */
describe('the unpaid-order rule', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ orderPaymentTtlMs: 2_000, unpaidSweepMs: 400 }, { providers: true });
  });
  afterAll(() => shop.close());

  const cancelled = (token: string, orderId: number) =>
    waitUntil(async () => (await payment(shop, token, orderId)).status === 'cancelled', {
      timeoutMs: 15_000,
      what: `order ${orderId} cancelled`,
    });

  it('cancels an unpaid order at its deadline, gives its stock back and expires its virtual account', async () => {
    const { customer, orderId, product } = await placedOrder(shop, 100_000, 5);
    expect(await stockOf(shop.sql, 'products', product)).toBe(4);
    const charge = await call(shop, customer.access, 'POST', `/api/payments/${orderId}/charge/`, {
      method: 'bank_transfer',
      bank: 'bca',
    });
    expect(charge.status).toBe(200);
    await cancelled(customer.access, orderId);
    expect(await stockOf(shop.sql, 'products', product)).toBe(5);
    const events = await eventTypes(shop, `order-${orderId}`);
    expect(events.filter((type) => type === 'OrderCancelled')).toHaveLength(1);
    const cancelledEvent = await shop.sql.query(
      `SELECT data, metadata FROM events WHERE stream_id = $1 AND event_type = 'OrderCancelled'`,
      [`order-${orderId}`],
    );
    expect(cancelledEvent.rows[0]).toMatchObject({
      data: { reason: 'Canceled by user' },
      metadata: { actor: { kind: 'system' } },
    });
    await waitUntil(async () => (await control(shop).transaction(charge.body.attempt_id)).status === 'expire', {
      what: 'the virtual account expired at Midtrans',
    });
  });

  it('applies the rule from the orders waiting for payment, with no job for the order in Redis', async () => {
    const { customer, orderId, product } = await placedOrder(shop, 100_000, 5);
    const queue = shop.api.get<Queue>(getQueueToken('order-timeouts'), { strict: false });
    expect(await queue.getJob(`unpaid-timeout_${orderId}`)).toBeUndefined();
    await cancelled(customer.access, orderId);
    expect(await stockOf(shop.sql, 'products', product)).toBe(5);
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'OrderCancelled')).toHaveLength(1);
    const left = await shop.sql.query(`SELECT 1 FROM unpaid_orders WHERE stream_id = $1`, [`order-${orderId}`]);
    expect(left.rowCount).toBe(0);
    const jobs = await shop.sql.query(`SELECT job_id FROM outbox WHERE job_id = $1`, [`unpaid-timeout_${orderId}`]);
    expect(jobs.rowCount).toBe(0);
  });

  it('records money that arrives after the cancellation as due back, and keeps the order cancelled', async () => {
    const { customer, orderId } = await placedOrder(shop, 100_000, 5);
    const token = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(token.status).toBe(200);
    await cancelled(customer.access, orderId);
    await control(shop).pay(`${orderId}-1`); // the payer was still on the Snap page
    await waitUntil(
      async () => (await eventTypes(shop, `order-${orderId}`)).includes('PaymentReceivedForCancelledOrder'),
      {
        what: 'the refund flagged',
      },
    );
    const now = await payment(shop, customer.access, orderId);
    expect(now).toMatchObject({ status: 'cancelled', fulfillment_status: 'cancelled', refund_due: true });
    expect(await eventTypes(shop, `order-${orderId}`)).not.toContain('PaymentSettled');
  });
});
