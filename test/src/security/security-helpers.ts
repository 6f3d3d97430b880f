import { jntControl } from '@kilau/provider-sim';

import { addProduct } from '../fixtures/catalogue.js';
import { customers, type ShopUnderTest } from '../shop-app.js';

let clients = 0;

/**
 * A client address of its own (the shop trusts X-Forwarded-For from its loopback proxy), so each
 * test spends its own per-client budgets however many tests the file runs from 127.0.0.1.
 */
export const newClient = () => `203.0.113.${++clients}`;

/** A customer calling the shop from `client`, JSON in and out. */
export function shopperAt(shop: ShopUnderTest, access: string, client = newClient()) {
  const headers = { 'x-forwarded-for': client };
  return {
    client,
    call: (method: string, path: string, body?: unknown) => shop.call(method, path, { body, token: access, headers }),
  };
}

/** New customers, each calling from `client` (a fresh address unless given). */
export async function shoppers(shop: ShopUnderTest, count: number, client?: string) {
  const made = await customers(shop, count, 'penyerang');
  return made.map((customer) => ({ ...customer, ...shopperAt(shop, customer.access, client) }));
}

export type Shopper = Awaited<ReturnType<typeof shoppers>>[number];

/** A product with plenty of stock, and `lines` lines of it in the shopper's cart (each its own note). */
export async function cartLines(shop: ShopUnderTest, shopper: Pick<Shopper, 'call'>, lines: number): Promise<number[]> {
  const product = await addProduct(shop.sql, { price: 100_000, stock: 10_000, category: 'ring' });
  const ids: number[] = [];
  for (let n = 0; n < lines; n++) {
    const added = await shopper.call('POST', '/api/cart/add/', { product, quantity: 1, message: `baris ${n + 1}` });
    if (added.status !== 201) throw new Error(`cart/add answered ${added.status}: ${JSON.stringify(added.body)}`);
    ids.push(added.body.id);
  }
  return ids;
}

/** The J&T calls of one API the simulator has received so far. */
export async function jntCalls(shop: ShopUnderTest, route: 'tariff' | 'create') {
  return (await jntControl(shop.sim!.url).requests()).filter((request) => request.route === route);
}

/** How many events of `type` an order's stream holds. */
export async function eventCount(shop: ShopUnderTest, orderId: number, type: string): Promise<number> {
  const { rows } = await shop.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = $2',
    [`order-${orderId}`, type],
  );
  return rows[0]!.n;
}
