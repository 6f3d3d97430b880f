import { Redis } from 'ioredis';

import { CartMessages } from '@kilau/domain';
import { CartWrites } from '@kilau/shop';

import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { cartLines, shoppers } from './security-helpers.js';

/**
 * A cart cannot grow without bound: at most 50 different lines, and an account's changes to its
 * cart are limited (CART_WRITES_PER_USER a window; here 60), so a script cannot lengthen the cart's
 * stream, which every cart command and checkout reads, as fast as it can send requests.
 */
/** MAX_CART_LINES, as the shopper reads it in the refusal. */
const CART_LINES = 50;

describe('security: cart limits', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ cartWritesPerUser: 60 });
  });
  afterAll(() => shop?.close());

  const cartEvents = async (userId: number) =>
    (await shop.sql.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`cart-${userId}`])).rows[0].n;

  it('refuses a 51st different line, saying the cart is full, while a line already there still grows', async () => {
    const [buyer] = await shoppers(shop, 1);
    const lines = await cartLines(shop, buyer!, CART_LINES);
    const product = await addProduct(shop.sql, { price: 50_000, stock: 100 });
    const another = await buyer!.call('POST', '/api/cart/add/', { product, quantity: 1 });
    expect(another).toMatchObject({
      status: 409,
      body: {
        error: 'cart_full',
        message: CartMessages.addItemFailed,
        detail: 'Your cart is full: it holds at most 50 different items. Check out or remove some before adding more.',
      },
    });
    const cart = await buyer!.call('GET', '/api/cart/');
    expect(cart.body.items).toHaveLength(CART_LINES);
    // the same piece again raises its line; a line removed makes room
    const first = cart.body.items[0];
    const again = await buyer!.call('POST', '/api/cart/add/', {
      product: first.product,
      quantity: 1,
      message: first.message,
    });
    expect(again).toMatchObject({ status: 201, body: { id: lines[0], quantity: 2 } });
    expect((await buyer!.call('DELETE', `/api/cart/${lines[1]}/remove/`)).status).toBe(200);
    expect((await buyer!.call('POST', '/api/cart/add/', { product, quantity: 1 })).status).toBe(201);
  });

  it('limits how often an account changes its cart (429 with Retry-After), recording nothing more', async () => {
    const [buyer, neighbour] = await shoppers(shop, 2);
    const [line] = await cartLines(shop, buyer!, 1);
    let quantity = 1;
    for (let n = 1; n < 60; n++) {
      const changed = await buyer!.call('PATCH', `/api/cart/${line}/update_item/`, {
        quantity: (quantity = 3 - quantity),
      });
      expect(changed.status).toBe(200);
    }
    const before = await cartEvents(buyer!.id);
    const refused = await buyer!.call('PATCH', `/api/cart/${line}/update_item/`, { quantity: 3 - quantity });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: 'rate_limited',
        detail: expect.stringMatching(
          /^Too many changes to the cart from this account\. Try again in \d+ (seconds?|minutes?|hours?|days?)\.$/,
        ),
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await cartEvents(buyer!.id)).toBe(before);
    // reading the cart is not a change, and another account is not held back
    expect((await buyer!.call('GET', '/api/cart/')).status).toBe(200);
    expect((await cartLines(shop, neighbour!, 1)).length).toBe(1);
  });

  it("counts an account's changes in batches: a round trip to Redis for several changes, not one each", async () => {
    const [buyer] = await shoppers(shop, 1);
    const writes = shop.api.get(CartWrites);
    // what Redis received about this account's cart budget, as the server saw it (the commands its
    // scripts ran inside are not round trips)
    const key = `${shop.config.redisPrefix}:limit:cart-writes-user:${buyer!.id}`;
    const [watcher, probe] = [new Redis(shop.config.redisUrl), new Redis(shop.config.redisUrl)];
    const monitor = await watcher.monitor();
    const received: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (args.includes(key) && !source.includes('lua')) received.push(args);
    });
    const sentToRedis = () => received.filter(([command]) => command?.toLowerCase() !== 'echo');
    try {
      // the spends of twenty changes, one after another as fast as a process takes them, so that the
      // budget's flush of what it counted (every 100 ms) seldom comes between them
      for (let n = 0; n < 20; n++) await writes.spend(buyer!.id);
      // a command sent after the spends: once the monitor shows it, it has shown every spend before it
      await probe.echo(key);
      await waitUntil(() => received.some(([command]) => command?.toLowerCase() === 'echo'), {
        what: 'the monitor to show the probe',
      });
      // the window's first change asks Redis, a later one tells it the ten counted here: two asks,
      // and a flush or two on a slow machine (twenty, one for each change, before batching)
      expect(sentToRedis().length).toBeGreaterThan(0);
      expect(sentToRedis().length).toBeLessThanOrEqual(4);
    } finally {
      monitor.disconnect();
      watcher.disconnect();
      probe.disconnect();
    }
  });
});
