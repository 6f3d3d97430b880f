import { type CartLinePrice, orderTotals, VIRTUAL_ACCOUNT_ADMIN_FEE } from '@kilau/domain';

import { addCharm, addProduct } from '../fixtures/catalogue.js';
import { quoteFee } from '../fixtures/shipping.js';
import { waitUntil } from '../harness/wait.js';
import { CONTACT } from '../orders/checkout-helpers.js';
import { logIn, type ShopUnderTest, startShop } from '../shop-app.js';
import { call, control, waitForPayment } from './payment-helpers.js';

interface CartLineAnswer {
  id: number;
  quantity: number;
  price: number;
  original_price: number | null;
  discount: number;
  discount_label: string;
  product_discount: number;
  charm_discount: number;
  line_total: number;
}

interface ItemRow {
  id: string;
  price: number;
  quantity: number;
}

/** The cart's lines as the storefront's checkout reads them (checkout-lines.ts `linePrice`). */
const linePrice = (line: CartLineAnswer): CartLinePrice => ({
  unitPrice: line.price,
  unitOriginalPrice: line.original_price ?? line.price,
  originalPrice: line.original_price,
  discountPercent: line.discount,
  discountLabel: line.discount_label,
  productDiscount: line.product_discount,
  charmDiscount: line.charm_discount,
  quantity: line.quantity,
  lineTotal: line.line_total,
});

const sumOf = (rows: ItemRow[]) => rows.reduce((total, row) => total + row.price * row.quantity, 0);

/**
 * One discounted order of charm pieces from the cart to the money: the cart's line prices, the
 * checkout's total worked out from them, the order the service places, the item rows Midtrans
 * is sent (which must add up to the amount charged, or Midtrans refuses the charge) and the
 * money that settles all name the same numbers. A virtual account charges the order's total
 * plus the Rp 4.000 admin fee; QRIS the total alone.
 */
describe('charges of discounted orders: cart, checkout, order and Midtrans agree', () => {
  const shipping = 18_000;
  let shop: ShopUnderTest;
  let necklace: number;
  let bracelet: number;
  let charmA: number;
  let charmB: number;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    for (let weight = 1; weight <= 8; weight++)
      await quoteFee(shop.sql, { destAreaCode: CONTACT.destAreaCode, weight, cost: shipping });
    necklace = await addProduct(shop.sql, { name: 'Kalung Hati', price: 250_000, discount: 10, charms: true });
    bracelet = await addProduct(shop.sql, { name: 'Gelang Bulan', price: 180_000, charms: true, category: 'bracelet' });
    charmA = await addCharm(shop.sql, { name: 'Huruf K', price: 35_000 });
    charmB = await addCharm(shop.sql, { name: 'Bintang', price: 40_000, discount: 25 });
  });
  afterAll(() => shop.close());

  /** Two 3-charm necklaces (one line of 2) and a 4-charm bracelet: 10 charms on the order, 3 pieces. */
  async function placeCharmOrder(email: string) {
    const { access } = await logIn(shop, email);
    const lines = [
      { product: necklace, charms: [charmA, charmB, charmA], quantity: 2, message: 'Untuk Ibu' },
      { product: bracelet, charms: [charmB, charmB, charmA, charmA], quantity: 1 },
    ];
    const ids: number[] = [];
    for (const line of lines) {
      const added = await call(shop, access, 'POST', '/api/cart/add/', line);
      expect(added.status).toBe(201);
      ids.push(added.body.id);
    }
    const cart: CartLineAnswer[] = (await call(shop, access, 'GET', '/api/cart/')).body.items;
    const checkout = orderTotals(cart.map(linePrice), shipping);
    const placed = await call(shop, access, 'POST', '/api/selective_checkout/', {
      cart_item_ids: ids,
      shipping_cost: shipping,
      ...CONTACT,
    });
    expect(placed.status).toBe(201);
    const order = await waitUntil(
      async () => {
        const answer = await call(shop, access, 'GET', `/api/orders/${placed.body.order_id}/`);
        return answer.status === 200 ? answer.body : undefined;
      },
      { what: 'the placed order' },
    );
    return { access, cart, checkout, placed: placed.body, order };
  }

  async function chargeRows(attemptId: string): Promise<{ gross: number; items: ItemRow[] }> {
    const charge = (await control(shop).requests()).find(
      (request) =>
        request.path.endsWith('/v2/charge') &&
        (request.body as { transaction_details?: { order_id?: string } }).transaction_details?.order_id === attemptId,
    );
    if (!charge) throw new Error(`no charge of ${attemptId} reached Midtrans`);
    const body = charge.body as { transaction_details: { gross_amount: number }; item_details: ItemRow[] };
    return { gross: body.transaction_details.gross_amount, items: body.item_details };
  }

  it('takes the charm discount per piece, the same in the cart, the checkout total and the order', async () => {
    const { cart, checkout, placed, order } = await placeCharmOrder('pesona@example.com');
    // per piece: each necklace 3 charms = 30.000, the bracelet 4 charms = 30.000; never one count
    // of the order's 10 charms ("more than 5 = none" read order-wide would take nothing)
    expect(cart.map((line) => line.charm_discount)).toEqual([30_000, 30_000]);
    expect(checkout.charmDiscount).toBe(90_000);
    // list prices: necklace 250.000 + 35.000 + 40.000 + 35.000 = 360.000 (x2); bracelet 180.000 + 2 x 40.000 + 2 x 35.000 = 330.000
    expect(checkout.subtotal).toBe(2 * 360_000 + 330_000);
    // 10% off the necklace base (25.000 x 2), 25% off each Bintang (10.000 x 2 + 2 x 10.000)
    expect(checkout.productDiscount).toBe(2 * 25_000 + 2 * 10_000 + 20_000);
    expect(placed.total_price).toBe(checkout.total);
    expect(order).toMatchObject({
      subtotal: checkout.subtotal,
      product_discount: checkout.productDiscount,
      charm_discount: checkout.charmDiscount,
      shipping_cost: shipping,
      total_price: checkout.total,
    });
  });

  it('charges a virtual account the total plus the Rp 4.000 admin fee, its rows adding up, and settles it', async () => {
    const { access, checkout, placed } = await placeCharmOrder('transfer@example.com');
    const charge = await call(shop, access, 'POST', `/api/payments/${placed.order_id}/charge/`, {
      method: 'bank_transfer',
      bank: 'bca',
    });
    expect(charge.status).toBe(200);
    expect(VIRTUAL_ACCOUNT_ADMIN_FEE).toBe(4_000);
    expect(charge.body.amount).toBe(checkout.total + 4_000);

    const { gross, items } = await chargeRows(charge.body.attempt_id);
    expect(gross).toBe(checkout.total + 4_000);
    expect(sumOf(items)).toBe(gross);
    expect(items.slice(-3)).toEqual([
      { id: 'SHIPPING', name: 'Shipping', price: shipping, quantity: 1 },
      {
        id: 'DISCOUNT',
        name: 'Discount',
        price: -(checkout.productDiscount + checkout.charmDiscount),
        quantity: 1,
      },
      { id: 'ADMIN_FEE', name: 'Admin Fee', price: 4_000, quantity: 1 },
    ]);
    expect((await control(shop).transaction(charge.body.attempt_id)).grossAmount).toBe(gross);

    await control(shop).pay(charge.body.attempt_id);
    const paid = await waitForPayment(shop, access, placed.order_id, 'paid');
    expect(paid).toMatchObject({ fulfillment_status: 'awaiting_shipment', amount: checkout.total });
  });

  it('charges QRIS the total alone, its rows adding up on a discounted order, and settles it', async () => {
    const { access, checkout, placed } = await placeCharmOrder('qris-diskon@example.com');
    const charge = await call(shop, access, 'POST', `/api/payments/${placed.order_id}/charge/`, { method: 'qris' });
    expect(charge.status).toBe(200);
    expect(charge.body.amount).toBe(checkout.total);
    const { gross, items } = await chargeRows(charge.body.attempt_id);
    expect(gross).toBe(checkout.total);
    expect(sumOf(items)).toBe(gross);
    expect(items.map((item) => item.id)).toEqual([`PID-${necklace}`, `PID-${bracelet}`, 'SHIPPING', 'DISCOUNT']);
    await control(shop).pay(charge.body.attempt_id);
    await waitForPayment(shop, access, placed.order_id, 'paid');
  });
});
