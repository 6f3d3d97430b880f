import { GuardFailed } from '@kilau/event-store';
import { addProduct, type ShopUnderTest, startShop } from '@kilau/test';

import { EventLog } from '../../../platform/event-log/event-log.js';
import type { OrderPlaced } from '../../events.js';
import { placed as placedFacts } from '../../order/order-facts.spec-support.js';
import type { CheckoutRead } from './checkout-read.js';
import { checkoutWrite } from './checkout-write.js';
import { confirmationMail } from './confirmation-mail.js';

/**
 * The checkout's one statement, run directly: the unpaid orders' guard, the key, the units and
 * `OrderPlaced` with its job and its confirmation mail go in together, or nothing does.
 */
describe('the checkout write', () => {
  let shop: ShopUnderTest;
  let log: EventLog;
  let nextOrder = 880_000;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    log = shop.api.get(EventLog);
  });
  afterAll(() => shop.close());

  const newUser = async () =>
    (
      await shop.sql.query<{ id: number }>(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
        `write-${nextOrder++}@example.com`,
      ])
    ).rows[0]!.id;
  const orderOf = (userId: number, product: number, quantity = 1): OrderPlaced => ({
    type: 'OrderPlaced',
    data: { ...placedFacts.data, orderId: nextOrder++, userId, stock: [{ kind: 'product', id: product, quantity }] },
  });
  /** Only what the write reads of the checkout's read: no cart (as the legacy order call), the orders counted. */
  const readWith = (openOrders: number) => ({ items: [], openOrders }) as unknown as CheckoutRead;
  const mailOf = (placed: OrderPlaced) =>
    confirmationMail(placed.data, `https://kilau.test/track-order/${placed.data.orderId}#token=t`);
  const write = (placed: OrderPlaced, openOrders = 0, key?: string) =>
    log.runGuarded(
      checkoutWrite(log, readWith(openOrders), {
        ...{ userId: placed.data.userId, placed, mail: mailOf(placed), metadata: {} },
        ...(key && { key: { key, hash: 'a'.repeat(64) } }),
      }),
    );
  const stockOf = async (product: number) =>
    (
      await shop.sql.query<{ stock: number; sold: number }>(
        `SELECT stock, sold_stok AS sold FROM products WHERE id = $1`,
        [product],
      )
    ).rows[0]!;
  const writtenFor = async (orderId: number) =>
    (
      await shop.sql.query<{ events: number; jobs: number; keys: number }>(
        `SELECT (SELECT count(*)::int FROM events WHERE stream_id = $1) AS events,
          (SELECT count(*)::int FROM outbox WHERE job_id = ANY($2)) AS jobs,
          (SELECT count(*)::int FROM checkout_requests WHERE order_id = $3) AS keys`,
        [`order-${orderId}`, [`mail_mail-order-placed_${orderId}`], orderId],
      )
    ).rows[0]!;

  it('places an order, takes its units and writes its mail and its key in one statement', async () => {
    const product = await addProduct(shop.sql, { price: 100_000, stock: 3 });
    const placed = orderOf(await newUser(), product, 2);
    await write(placed, 0, 'once');
    expect(await stockOf(product)).toEqual({ stock: 1, sold: 2 });
    expect(await writtenFor(placed.data.orderId)).toEqual({ events: 1, jobs: 1, keys: 1 });
  });

  it('of two writes racing for the last unit, one places its order and the other writes nothing', async () => {
    const product = await addProduct(shop.sql, { price: 100_000, stock: 1 });
    const orders = [orderOf(await newUser(), product), orderOf(await newUser(), product)];
    const outcomes = await Promise.allSettled(orders.map((placed) => write(placed)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(GuardFailed);
    expect((refused.reason as GuardFailed).reason).toBe('products short of stock');
    expect(await stockOf(product)).toEqual({ stock: 0, sold: 1 });
    const written = await Promise.all(orders.map((placed) => writtenFor(placed.data.orderId)));
    expect(written.map((rows) => rows.events).sort()).toEqual([0, 1]);
    expect(written.map((rows) => rows.jobs).sort()).toEqual([0, 1]);
  });

  it('writes nothing, not even the key or the units, when an order of the account was placed since they were counted', async () => {
    const product = await addProduct(shop.sql, { price: 100_000, stock: 5 });
    const userId = await newUser();
    await write(orderOf(userId, product), 0);
    const late = orderOf(userId, product);
    await expect(write(late, 0, 'late')).rejects.toMatchObject({
      reason: "more of the account's orders wait for payment than the 0 counted",
    });
    expect(await stockOf(product)).toEqual({ stock: 4, sold: 1 });
    expect(await writtenFor(late.data.orderId)).toEqual({ events: 0, jobs: 0, keys: 0 });
    await write(late, 1, 'late');
    expect(await writtenFor(late.data.orderId)).toEqual({ events: 1, jobs: 1, keys: 1 });
  });

  it('writes nothing, not even the units, when the cart is no longer at the version read', async () => {
    const product = await addProduct(shop.sql, { price: 100_000, stock: 5 });
    const userId = await newUser();
    const line = { id: 1, product, giftSet: null, charms: [], message: '', quantity: 1 };
    // the cart's stream has no event: another change (or none) left it elsewhere than version 3
    const cart = { state: { items: [line] }, version: 3 };
    const placed = orderOf(userId, product);
    const moved = checkoutWrite(log, { ...readWith(0), items: [line], cart } as CheckoutRead, {
      ...{ userId, placed, mail: mailOf(placed), metadata: {} },
    });
    await expect(log.runGuarded(moved)).rejects.toMatchObject({ reason: `cart-${userId} is not at version 3` });
    expect(await stockOf(product)).toEqual({ stock: 5, sold: 0 });
    expect(await writtenFor(placed.data.orderId)).toEqual({ events: 0, jobs: 0, keys: 0 });
  });

  it('writes nothing when its Idempotency-Key was claimed since it was read', async () => {
    const product = await addProduct(shop.sql, { price: 100_000, stock: 5 });
    const userId = await newUser();
    await write(orderOf(userId, product), 0, 'twice');
    const second = orderOf(userId, product);
    await expect(write(second, 1, 'twice')).rejects.toMatchObject({
      reason: 'the Idempotency-Key was claimed since it was read',
    });
    expect(await stockOf(product)).toEqual({ stock: 4, sold: 1 });
    expect(await writtenFor(second.data.orderId)).toEqual({ events: 0, jobs: 0, keys: 0 });
  });
});
