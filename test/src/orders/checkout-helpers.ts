import { eventsNotApplied } from '@kilau/event-store';

import { quoteFee } from '../fixtures/shipping.js';
import type { Answer, ShopUnderTest } from '../shop-app.js';

export const CONTACT = {
  first_name: 'Rina',
  last_name: 'Wijaya',
  email: 'rina@example.com',
  receiver_phone: '81298765432',
  address: 'Jl. Anggrek 12',
  city: 'KOTA DENPASAR',
  district: 'DENPASAR SELATAN',
  destAreaCode: 'DEN001',
  province: 'Bali',
  postal_code: '80225',
};

/** Puts a line in the customer's cart and checks it out at `url` (this shop, or another of its processes). */
export async function buyNow(
  shop: ShopUnderTest,
  access: string,
  line: { product?: number; charms?: number[]; gift_set?: number; quantity?: number },
  url = shop.url,
  /** More headers for both calls (an Accept-Language, as a storefront page sends it). */
  headers: Record<string, string> = {},
): Promise<Answer> {
  const call = async (method: string, path: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}`, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const added = await call('POST', '/api/cart/add/', { quantity: 1, ...line });
  if (added.status !== 201) return added;
  await quoteFee(shop.sql, { destAreaCode: CONTACT.destAreaCode, weight: line.quantity ?? 1, cost: 15_000 });
  return call('POST', '/api/selective_checkout/', {
    cart_item_ids: [added.body.id],
    shipping_cost: 15_000,
    ...CONTACT,
  });
}

/** Every read model table's rows in key order, as JSON text: what "identical" means for a replay. */
export async function readModelTables(shop: ShopUnderTest) {
  const rows = async (table: string) =>
    (await shop.sql.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY order_id`)).rows.map(
      (r: { row: string }) => r.row,
    );
  return {
    order_summaries: await rows('order_summaries'),
    order_tracking: await rows('order_tracking'),
    admin_orders: await rows('admin_orders'),
  };
}

/** Whether every projection has applied every committed event. */
export async function projectionsCaughtUp(shop: ShopUnderTest): Promise<boolean> {
  const { rows: known } = await shop.sql.query(`SELECT count(*)::int AS n FROM projection_checkpoints`);
  return (await eventsNotApplied(shop.sql)) === 0 && known[0].n === 3;
}
