import { waitUntil } from '../harness/wait.js';
import { call, control, eventTypes, placedOrder, waitForPayment } from '../payments/payment-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * DATABASE_POOL_MAX=2: each pool of each process has two connections. No code path may hold one
 * while it waits for another of the same pool (the safety nets' advisory locks once did, and
 * with two connections they starved each other and every job behind them).
 */
describe('a shop with two connections a pool', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop(
      { databasePoolMax: 2, paymentReconcileMs: 500, unpaidSweepMs: 300, trackingRefreshMs: 300, pruneMs: 300 },
      { providers: true },
    );
  }, 60_000);
  afterAll(() => shop?.close());

  it('takes an order through payment, the settlement found by the timed reconciliation, and its jobs run', async () => {
    const { customer, orderId } = await placedOrder(shop);
    const token = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(token.status).toBe(200);
    // Midtrans's notification is held back: only the reconciliation, a safety net under an advisory lock, can find the money
    await control(shop).notificationMode({ order_id: `${orderId}-1`, reorder: true });
    await control(shop).pay(`${orderId}-1`);
    await waitForPayment(shop, customer.access, orderId, 'paid');
    // the waybill job the payment sets going runs in the worker, on the same small pools
    await waitUntil(async () => (await eventTypes(shop, `order-${orderId}`)).includes('WaybillAssigned'), {
      timeoutMs: 15_000,
      what: 'the waybill made',
    });
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
  }, 60_000);
});
