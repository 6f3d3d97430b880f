import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { jntControl } from '@kilau/provider-sim';

import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { CONTACT } from '../orders/checkout-helpers.js';
import { control as midtrans, eventTypes } from '../payments/payment-helpers.js';
import { type Answer, customers, type ShopUnderTest } from '../shop-app.js';

export const jnt = (shop: ShopUnderTest) => jntControl(shop.sim!.url);

/** A real district of the area data (the migration loads every one): its checkout area code and names. */
export async function areaOf(shop: ShopUnderTest, city = 'KOTA DENPASAR') {
  const { rows } = await shop.sql.query(
    `SELECT kode_jnt_receiver_area AS code, kode_kota_jnt AS city_code, kecamatan_jnt AS district, kabupaten_kota AS city
       FROM jnt_areas WHERE kabupaten_kota = $1 ORDER BY kode_jnt_receiver_area LIMIT 1`,
    [city],
  );
  if (!rows[0]) throw new Error(`no area data for ${city}`);
  return rows[0] as { code: string; city_code: string; district: string; city: string };
}

/** The checkout's contact with a real area code. */
export const contactFor = (area: { code: string; district: string; city: string }) => ({
  ...CONTACT,
  city: area.city,
  district: area.district,
  destAreaCode: area.code,
});

export const as = (shop: ShopUnderTest, token: string) => ({
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    shop.call(method, path, { body, token, headers }),
});

/**
 * A customer's order the way the storefront places it: a line in the cart, 'Check Shipping Fee'
 * (J&T's tariff through the shop), and the checkout charging that fee.
 */
export async function quotedOrder(
  shop: ShopUnderTest,
  area: { code: string; district: string; city: string },
  quantity = 1,
) {
  const product = await addProduct(shop.sql, { price: 150_000, stock: 1000, category: 'bracelet' });
  const [customer] = await customers(shop, 1, 'kirim');
  const shopper = as(shop, customer!.access);
  const line = await shopper.call('POST', '/api/cart/add/', { product, quantity });
  return { customer: customer!, product, ...(await checkOutQuoted(shopper, line.body.id, area, quantity)) };
}

/** J&T's fee for the parcel's weight and destination, then the checkout of the cart line charging it. */
export async function checkOutQuoted(
  shopper: ReturnType<typeof as>,
  lineId: number,
  area: Parameters<typeof contactFor>[0],
  weight: number,
) {
  const tariff = await shopper.call('POST', '/api/jnt/tariff/', { weight: String(weight), destAreaCode: area.code });
  if (tariff.status !== 200) throw new Error(`tariff answered ${tariff.status}: ${JSON.stringify(tariff.body)}`);
  const placed = await shopper.call('POST', '/api/selective_checkout/', {
    cart_item_ids: [lineId],
    shipping_cost: tariff.body.cost,
    ...contactFor(area),
  });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return { orderId: placed.body.order_id as number, fee: tariff.body.cost as number, tariff, placed };
}

/** Pays the order in the simulator's Snap, as the shopper would; the notification does the rest. */
export async function pay(shop: ShopUnderTest, token: string, orderId: number): Promise<void> {
  const snap = await shop.call('POST', '/api/midtrans/token/', { body: { order_id: orderId }, token });
  if (snap.status !== 200) throw new Error(`token answered ${snap.status}: ${JSON.stringify(snap.body)}`);
  await midtrans(shop).pay(snap.body.attempt_id ?? `${orderId}-1`);
}

/** The order as its owner or staff reads it, once `ready` says so. */
export async function orderWhen(
  shop: ShopUnderTest,
  token: string,
  orderId: number,
  ready: (order: Answer['body']) => boolean,
  what: string,
) {
  return waitUntil(
    async () => {
      const answer = await shop.call('GET', `/api/orders/${orderId}/`, { token });
      return answer.status === 200 && ready(answer.body) ? answer.body : undefined;
    },
    { timeoutMs: 20_000, what },
  );
}

/** Runs the tracking sweep now, as its schedule would. */
export async function sweepTracking(shop: ShopUnderTest): Promise<void> {
  const queue = shop.api.get<Queue>(getQueueToken('tracking'), { strict: false });
  await queue.add('refresh-tracking', {});
}

/**
 * Sweeps, as the schedule would, until the order reaches the status. The sweep picks parcels from
 * the staff's order table, a read model that may trail the customer's: one sweep can run before
 * that table has seen the label, so sweep again (sweeps are idempotent) until one has found it.
 */
export async function sweepUntil(
  shop: ShopUnderTest,
  token: string,
  orderId: number,
  status: string,
  timeoutMs = 30_000,
): Promise<void> {
  await waitUntil(
    async () => {
      await sweepTracking(shop);
      const order = await shop.call('GET', `/api/orders/${orderId}/`, { token });
      return order.status === 200 && order.body.fulfillment_status === status;
    },
    { timeoutMs, intervalMs: 300, what: `the order ${status} after sweeps` },
  );
}

/** The types of the events of an order's stream, oldest first. */
export const orderEvents = (shop: ShopUnderTest, orderId: number) => eventTypes(shop, `order-${orderId}`);
