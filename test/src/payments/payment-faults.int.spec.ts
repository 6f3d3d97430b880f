import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { call, control, eventTypes, jobsSettled, payment, placedOrder, waitForPayment } from './payment-helpers.js';

/** Midtrans failing: retried while it may recover, recorded for staff when it does not, nothing corrupted either way. */
describe('payments when Midtrans fails', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ paymentReconcileMs: 500 }, { providers: true });
  });
  afterAll(() => shop.close());
  afterEach(() => control(shop).clearFaults());

  it('retries the status check through 5xx answers and a timeout, then settles once', async () => {
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).addFault({ route: 'core.status', kind: 'status', status: 503, times: 2 });
    await control(shop).addFault({ route: 'core.status', kind: 'timeout', times: 1 });
    await control(shop).pay(`${orderId}-1`);
    await waitForPayment(shop, customer.access, orderId, 'paid');
    await jobsSettled(shop);
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
    const checks = (await control(shop).requests()).filter((r) => r.path.endsWith(`/v2/${orderId}-1/status`));
    expect(checks.length).toBeGreaterThanOrEqual(4);
  });

  it('gives up after the bounded attempts, records the failure for staff, and leaves the order as it was', async () => {
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).addFault({ route: 'core.status', kind: 'status', status: 500 });
    await control(shop).pay(`${orderId}-1`);
    await waitUntil(async () => (await eventTypes(shop, `payment-${orderId}`)).includes('PaymentConfirmationFailed'), {
      timeoutMs: 15_000,
      what: 'the failure recorded',
    });
    expect((await payment(shop, customer.access, orderId)).status).toBe('unpaid');
    expect(await eventTypes(shop, `order-${orderId}`)).toEqual(['OrderPlaced']);

    // Midtrans back: the periodic check of open attempts finds the money and settles the order, once
    await control(shop).clearFaults();
    await waitForPayment(shop, customer.access, orderId, 'paid');
    await jobsSettled(shop);
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
  });
});
