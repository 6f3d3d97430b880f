import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { call, control, eventTypes, placedOrder } from '../payments/payment-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { reportFault } from './fault-figures.js';

const SLOW_MS = 4_000;
const PAYERS = 12;
const isSnapCreate = (request: { method: string; path: string }) =>
  request.method === 'POST' && request.path.endsWith('/v1/transactions');

/**
 * Midtrans answering Snap in 4 s while twelve payers open the popup at once: the shop asks it with
 * no transaction open, so its write pool stays free for everyone else.
 */
describe('Midtrans slow (4 s a Snap token)', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true, midtransTimeoutMs: 15_000 });
  }, 60_000);
  afterAll(() => shop?.close());
  afterEach(() => control(shop).clearFaults());

  it('lets an unrelated cart add through while twelve payers wait on Midtrans, and every payer gets one token', async () => {
    const payers = await Promise.all(Array.from({ length: PAYERS }, () => placedOrder(shop)));
    const [shopper] = await customers(shop, 1, 'keranjang');
    const product = await addProduct(shop.sql, { price: 90_000, stock: 5, category: 'ring' });
    await control(shop).addFault({ route: 'snap.create', kind: 'latency', ms: SLOW_MS });
    const before = (await control(shop).requests()).filter(isSnapCreate).length;

    const asked = Date.now();
    const paying = payers.map(async ({ customer, orderId }) => {
      const answer = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
      return { answer, orderId, at: Date.now() };
    });
    // the cart add goes once Midtrans holds at least as many payers as the shop has write connections
    await waitUntil(
      async () => (await control(shop).requests()).filter(isSnapCreate).length - before >= shop.config.databasePoolMax,
      { timeoutMs: 15_000, what: 'payers waiting on Midtrans' },
    );
    const cartAsked = Date.now();
    const added = await call(shop, shopper!.access, 'POST', '/api/cart/add/', { product, quantity: 1 });
    const cartDone = Date.now();
    const paid = await Promise.all(paying);

    expect(added.status).toBe(201);
    expect(paid.map(({ answer }) => answer.status)).toEqual(Array(PAYERS).fill(200));
    const firstPayerDone = Math.min(...paid.map(({ at }) => at));
    // not behind the payers: done before the first of them had its answer (each waits 4 s on Midtrans)
    expect(cartDone).toBeLessThan(firstPayerDone);
    expect(cartDone - cartAsked).toBeLessThan(SLOW_MS);
    // one attempt each, started once
    for (const { orderId, answer } of paid) {
      expect(answer.body.attempt_id).toBe(`${orderId}-1`);
      expect(await eventTypes(shop, `payment-${orderId}`)).toEqual(['PaymentAttemptReserved', 'PaymentAttemptStarted']);
    }
    await reportFault({
      fault: `Midtrans slow (${SLOW_MS / 1000} s a Snap token), ${PAYERS} payers at once`,
      lost: 0,
      doubled: 0,
      recoveryMs: Math.max(...paid.map(({ at }) => at)) - asked,
      note: `an unrelated cart add took ${cartDone - cartAsked} ms; every payer had a token when Midtrans answered`,
    });
  }, 90_000);

  it('gives two tabs asking at once while Midtrans is slow one attempt and one token: the second waits for the first', async () => {
    const { customer, orderId } = await placedOrder(shop);
    await control(shop).addFault({ route: 'snap.create', kind: 'latency', ms: 2_000, times: 1 });
    const ask = () => call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.token).toBe(first.body.token);
    expect(first.body.attempt_id).toBe(`${orderId}-1`);
    const made = (await control(shop).requests()).filter(
      (request) => isSnapCreate(request) && JSON.stringify(request.body).includes(`"${orderId}-1"`),
    );
    expect(made).toHaveLength(1);
    expect(await eventTypes(shop, `payment-${orderId}`)).toEqual(['PaymentAttemptReserved', 'PaymentAttemptStarted']);
  }, 60_000);
});
