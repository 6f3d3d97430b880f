import { CheckoutMessages } from '@kilau/domain';

import { addProduct, stockOf } from '../fixtures/catalogue.js';
import { quoteFee } from '../fixtures/shipping.js';
import { waitUntil } from '../harness/wait.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { CONTACT } from './checkout-helpers.js';

const FEE = 15_000;
const CAP = 3;

/**
 * The seed's legacy `POST /api/orders/` (order-side seed §3, §5, §7), tried as a shopper and as
 * an attacker: it places orders through the checkout's own PlaceOrder, so the shop's prices, stock,
 * destination check and unpaid-order cap hold whatever the page sends, and its refusals carry the
 * seed's words.
 */
describe('legacy order creation (POST /api/orders/)', () => {
  let shop: ShopUnderTest;
  let ring: number;
  let lastOne: number;

  beforeAll(async () => {
    shop = await startShop({ maxOpenUnpaidOrders: CAP });
    ring = await addProduct(shop.sql, {
      name: 'Cincin Legacy',
      price: 100_000,
      discount: 10,
      stock: 50,
      category: 'ring',
    });
    lastOne = await addProduct(shop.sql, { name: 'Gelang Terakhir', price: 80_000, stock: 1, category: 'bracelet' });
    for (const weight of [1, 2, 3]) await quoteFee(shop.sql, { destAreaCode: CONTACT.destAreaCode, weight, cost: FEE });
  });
  afterAll(() => shop?.close());

  const buyer = async () => (await customers(shop, 1, 'legacy'))[0]!;
  const place = (token: string | undefined, body: Record<string, unknown>) =>
    shop.call('POST', '/api/orders/', { token, body: { shipping_cost: FEE, ...CONTACT, ...body } });

  it("places a pending order at the shop's prices, whatever total, subtotal, status and user the page sends", async () => {
    const [me, other] = [await buyer(), await buyer()];
    const before = await stockOf(shop.sql, 'products', ring);
    const placed = await place(me.access, {
      products: [ring, String(ring)],
      total_price: 1,
      subtotal: 1,
      status: 'paid',
      user: other.id,
      shipping_address: 'Jl. Anggrek 12, KOTA DENPASAR, Bali, 80225',
    });
    // two pieces at 90,000 (10% off), plus the fee the shop quoted
    expect(placed).toMatchObject({
      status: 201,
      body: {
        id: placed.body.order_id,
        status: 'pending',
        total_price: 2 * 90_000 + FEE,
        estimated_delivery: CheckoutMessages.legacyEstimatedDelivery,
      },
    });
    expect(await stockOf(shop.sql, 'products', ring)).toBe(before - 2);
    const order = await waitUntil(
      async () => {
        const answer = await shop.call('GET', `/api/orders/${placed.body.id}/`, { token: me.access });
        return answer.status === 200 && answer.body;
      },
      { what: 'the legacy order in the read model' },
    );
    expect(order).toMatchObject({
      fulfillment_status: 'pending',
      payment_status: 'unpaid',
      total_price: 2 * 90_000 + FEE,
      items: [{ product: ring, quantity: 2 }],
    });
    // it is the caller's order, not the `user` the page named
    expect((await shop.call('GET', `/api/orders/${placed.body.id}/`, { token: other.access })).status).toBe(404);
  });

  it("leaves the shopper's cart as it was", async () => {
    const me = await buyer();
    const added = await shop.call('POST', '/api/cart/add/', { token: me.access, body: { product: ring, quantity: 1 } });
    expect(added.status).toBe(201);
    expect((await place(me.access, { products: [ring] })).status).toBe(201);
    const cart = await shop.call('GET', '/api/cart/', { token: me.access });
    expect(cart.body.items.map((line: { id: number }) => line.id)).toEqual([added.body.id]);
  });

  it.each([
    ['no products', []],
    ['a word for an id', ['cincin']],
    ['an object for an id', [{ id: 1 }]],
    ['no list at all', 'semua'],
  ])("refuses %s with 'No valid product IDs found in order'", async (_, products) => {
    const answer = await place((await buyer()).access, { products });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: CheckoutMessages.placeOrderFailed,
        detail: CheckoutMessages.noValidProductIds,
        errors: { products: [CheckoutMessages.noValidProductIds] },
      },
    });
  });

  it('refuses an id the catalogue does not hold, placing nothing', async () => {
    const me = await buyer();
    const before = await stockOf(shop.sql, 'products', ring);
    const answer = await place(me.access, { products: [ring, 987_654] });
    expect(answer).toMatchObject({
      status: 404,
      body: { message: CheckoutMessages.placeOrderFailed, detail: 'Product not found' },
    });
    expect((await shop.call('GET', '/api/orders/', { token: me.access })).body).toEqual([]);
    expect(await stockOf(shop.sql, 'products', ring)).toBe(before);
  });

  it("refuses a caller without a login with 'User not authenticated'", async () => {
    const before = await stockOf(shop.sql, 'products', ring);
    for (const token of [undefined, 'not-a-token']) {
      const answer = await place(token, { products: [ring] });
      expect(answer).toMatchObject({
        status: 401,
        body: { message: CheckoutMessages.placeOrderFailed, detail: CheckoutMessages.userNotAuthenticated },
      });
    }
    expect(await stockOf(shop.sql, 'products', ring)).toBe(before);
  });

  it('sells no more pieces than the stock holds', async () => {
    const me = await buyer();
    const answer = await place(me.access, { products: [lastOne, lastOne] });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        error: 'not_enough_stock',
        message: CheckoutMessages.placeOrderFailed,
        detail: 'Only 1 left of Gelang Terakhir',
      },
    });
    expect(await stockOf(shop.sql, 'products', lastOne)).toBe(1);
  });

  it('counts against the unpaid-order cap with the checkout: no more unpaid orders than the cap, by either call', async () => {
    const me = await buyer();
    const added = await shop.call('POST', '/api/cart/add/', { token: me.access, body: { product: ring, quantity: 1 } });
    const checkedOut = await shop.call('POST', '/api/selective_checkout/', {
      token: me.access,
      body: { cart_item_ids: [added.body.id], shipping_cost: FEE, ...CONTACT },
    });
    expect(checkedOut.status).toBe(201);
    for (let n = 1; n < CAP; n++) expect((await place(me.access, { products: [ring] })).status).toBe(201);
    const over = await place(me.access, { products: [ring] });
    expect(over).toMatchObject({
      status: 409,
      body: { error: 'too_many_unpaid_orders', message: CheckoutMessages.placeOrderFailed },
    });
  });

  it("refuses the checkout form's problems as the checkout does", async () => {
    const answer = await place((await buyer()).access, { products: [ring], receiver_phone: '0812' });
    expect(answer).toMatchObject({ status: 400, body: { message: CheckoutMessages.placeOrderFailed } });
    expect(answer.body.detail).toBe(CheckoutMessages.phoneStartsWith8);
  });

  it('answers the same order for the same Idempotency-Key', async () => {
    const me = await buyer();
    const call = () =>
      shop.call('POST', '/api/orders/', {
        token: me.access,
        headers: { 'idempotency-key': 'legacy-key-1' },
        body: { products: [ring], shipping_cost: FEE, ...CONTACT },
      });
    const [first, again] = [await call(), await call()];
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
  });
});
