import { CheckoutMessages } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { areaOf, contactFor, pay } from '../shipping/shipping-helpers.js';
import { logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';
import { cartLines, eventCount, type Shopper, shoppers } from './security-helpers.js';

/**
 * One account cannot keep the catalogue sold out with orders it never pays: at most 10 of its
 * orders wait for payment at once, counted from the event log as the checkout decides, so even
 * checkouts racing at the edge cannot pass the cap; paying or cancelling one makes room.
 */
describe('security: orders waiting for payment', () => {
  let shop: ShopUnderTest;
  let area: Awaited<ReturnType<typeof areaOf>>;
  let fee: number;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    area = await areaOf(shop, 'KOTA BANDUNG');
    staff = (await logInStaff(shop, 'staf-kasir@example.com')).access;
    const [asker] = await shoppers(shop, 1);
    fee = (await asker!.call('POST', '/api/jnt/tariff/', { weight: '1', destAreaCode: area.code })).body.cost;
  });
  afterAll(() => shop?.close());

  const checkout = (buyer: Shopper, line: number) =>
    buyer.call('POST', '/api/selective_checkout/', { cart_item_ids: [line], shipping_cost: fee, ...contactFor(area) });

  /** A buyer with `placed` unpaid orders, and `spare` more lines in the cart. */
  async function buyerWith(placed: number, spare: number) {
    const [buyer] = await shoppers(shop, 1);
    const lines = await cartLines(shop, buyer!, placed + spare);
    const orders: number[] = [];
    for (const line of lines.slice(0, placed)) {
      const answer = await checkout(buyer!, line);
      if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      orders.push(answer.body.order_id);
    }
    return { buyer: buyer!, orders, spare: lines.slice(placed) };
  }

  const unpaidIn = async (userId: number) =>
    (
      await shop.sql.query(
        `SELECT count(*)::int AS n FROM events p WHERE p.event_type = 'OrderPlaced' AND (p.data->>'userId')::int = $1
           AND NOT EXISTS (SELECT 1 FROM events e WHERE e.stream_id = p.stream_id
                             AND e.event_type IN ('PaymentSettled', 'OrderCancelled'))`,
        [userId],
      )
    ).rows[0].n;

  it('refuses the 11th unpaid order with a clear message, changing nothing', async () => {
    const { buyer, spare } = await buyerWith(10, 1);
    const eleventh = await checkout(buyer, spare[0]!);
    expect(eleventh).toMatchObject({
      status: 409,
      body: {
        error: 'too_many_unpaid_orders',
        message: CheckoutMessages.createOrderFailed,
        detail: CheckoutMessages.tooManyUnpaidOrders(10),
        unpaid_orders: 10,
      },
    });
    expect(eleventh.body.detail).toBe(
      'You have 10 orders waiting for payment. Pay for one of them before placing another; an unpaid order is cancelled at its payment deadline.',
    );
    const cart = await buyer.call('GET', '/api/cart/');
    expect(cart.body.items.map((item: { id: number }) => item.id)).toEqual(spare);
    expect(await unpaidIn(buyer.id)).toBe(10);
  });

  it('lets only one of several checkouts racing at the edge through', async () => {
    const { buyer, spare } = await buyerWith(9, 5);
    const answers = await Promise.all(spare.map((line) => checkout(buyer, line)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toBe('too_many_unpaid_orders');
    }
    expect(await unpaidIn(buyer.id)).toBe(10);
  });

  it('makes room again when an order is paid, or cancelled', async () => {
    const { buyer, orders, spare } = await buyerWith(10, 3);
    expect((await checkout(buyer, spare[0]!)).status).toBe(409);

    await pay(shop, buyer.access, orders[0]!);
    await waitUntil(async () => (await eventCount(shop, orders[0]!, 'PaymentSettled')) === 1, {
      what: 'the payment recorded',
    });
    expect(await checkout(buyer, spare[0]!)).toMatchObject({ status: 201 });
    expect((await checkout(buyer, spare[1]!)).status).toBe(409);

    const cancelled = await shop.call('POST', `/api/orders/${orders[1]}/cancel/`, { body: {}, token: staff });
    expect(cancelled.status).toBe(200);
    expect(await checkout(buyer, spare[1]!)).toMatchObject({ status: 201 });
    expect((await checkout(buyer, spare[2]!)).status).toBe(409);
  });

  it('answers a repeated checkout with the same Idempotency-Key with its order, even at the cap', async () => {
    const { buyer, spare } = await buyerWith(9, 1);
    const body = { cart_item_ids: [spare[0]], shipping_cost: fee, ...contactFor(area) };
    const headers = { 'idempotency-key': 'pesanan-ke-10', 'x-forwarded-for': buyer.client };
    const first = await shop.call('POST', '/api/selective_checkout/', { body, token: buyer.access, headers });
    const again = await shop.call('POST', '/api/selective_checkout/', { body, token: buyer.access, headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { order_id: first.body.order_id } });
  });
});
