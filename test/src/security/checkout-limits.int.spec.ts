import { CheckoutMessages } from '@kilau/domain';

import { quoteFee } from '../fixtures/shipping.js';
import { areaOf, contactFor } from '../shipping/shipping-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { cartLines, newClient, type Shopper, shoppers } from './security-helpers.js';

/**
 * Checkouts are limited per account and per client address (CHECKOUTS_PER_USER and
 * CHECKOUTS_PER_CLIENT a window; here 3 and 5): a script cannot place orders as fast as it can
 * send them, whether from one account or from many accounts behind one address.
 */
describe('security: checkout rate limits', () => {
  let shop: ShopUnderTest;
  let area: Awaited<ReturnType<typeof areaOf>>;

  beforeAll(async () => {
    shop = await startShop({ checkoutsPerUser: 3, checkoutsPerClient: 5 });
    area = await areaOf(shop, 'KOTA BANDUNG');
    await quoteFee(shop.sql, { destAreaCode: area.code, cost: 12_000 });
  });
  afterAll(() => shop?.close());

  const checkout = (buyer: Shopper, line: number) =>
    buyer.call('POST', '/api/selective_checkout/', {
      cart_item_ids: [line],
      shipping_cost: 12_000,
      ...contactFor(area),
    });
  const ordersOf = async (userId: number) =>
    (
      await shop.sql.query(
        `SELECT count(*)::int AS n FROM events WHERE event_type = 'OrderPlaced' AND (data->>'userId')::int = $1`,
        [userId],
      )
    ).rows[0].n;

  it('refuses the checkout past the account budget with 429 and Retry-After, placing nothing', async () => {
    const [buyer] = await shoppers(shop, 1);
    const lines = await cartLines(shop, buyer!, 4);
    for (const line of lines.slice(0, 3)) expect((await checkout(buyer!, line)).status).toBe(201);
    const fourth = await checkout(buyer!, lines[3]!);
    expect(fourth).toMatchObject({
      status: 429,
      body: {
        error: 'rate_limited',
        message: CheckoutMessages.createOrderFailed,
        detail: expect.stringMatching(
          /^Too many orders placed from this account\. Try again in \d+ (seconds?|minutes?|hours?|days?)\.$/,
        ),
      },
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ordersOf(buyer!.id)).toBe(3);
  });

  it('refuses the checkout past the client budget, whichever account sends it', async () => {
    const client = newClient();
    const accounts = await shoppers(shop, 3, client);
    const lines = await Promise.all(accounts.map((account) => cartLines(shop, account, 2)));
    const placed = [
      await checkout(accounts[0]!, lines[0]![0]!),
      await checkout(accounts[0]!, lines[0]![1]!),
      await checkout(accounts[1]!, lines[1]![0]!),
      await checkout(accounts[1]!, lines[1]![1]!),
      await checkout(accounts[2]!, lines[2]![0]!),
    ];
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const sixth = await checkout(accounts[2]!, lines[2]![1]!);
    expect(sixth).toMatchObject({
      status: 429,
      body: { detail: expect.stringMatching(/^Too many orders placed from this connection\./) },
    });
    // the same account from another address is within its own budget
    const elsewhere = { ...accounts[2]!, ...shopperElsewhere(accounts[2]!) };
    expect((await checkout(elsewhere, lines[2]![1]!)).status).toBe(201);
  });

  function shopperElsewhere(account: Shopper): Pick<Shopper, 'call' | 'client'> {
    const client = newClient();
    return {
      client,
      call: (method, path, body) =>
        shop.call(method, path, { body, token: account.access, headers: { 'x-forwarded-for': client } }),
    };
  }
});
