import pg from 'pg';

import { DEMO_CUSTOMERS, demoContact, ShopClient, waitUntil } from '@kilau/local-stack';
import { midtransControl, signatureKey } from '@kilau/provider-sim';

import { runLoad } from '../children.js';
import { cpuSpent } from '../cpu.js';
import { type Figure, httpFigure, type Plan } from '../figures.js';
import { logInShoppers } from '../shoppers.js';
import type { Stack } from '../stack.js';

interface Buyer {
  client: ShopClient;
  token: string;
  product: number;
  cost: number;
  contact: Record<string, string>;
}

/**
 * Midtrans payment notifications into the webhook: signed as Midtrans signs them (SHA-512 of
 * order_id, status_code, gross_amount and the server key, PROVIDERS.md), pending bank transfers
 * of orders with a live charge, each with a transaction id of its own, so each is news to the
 * shop. While that flood runs, other orders are paid at the simulator one after another, and the
 * time from paying to the order reading awaiting_shipment to its customer is the settlement figure.
 */
export async function paymentFigures(
  stack: Stack,
  plan: Plan,
  sql: pg.Pool,
  ceiling: number,
  add: (f: Figure) => void,
) {
  const buyer = await newBuyer(stack, sql);
  const attempts: Array<{ attemptId: string; amount: string }> = [];
  for (let i = 0; i < plan.payableOrders; i++) {
    const order = await placeOrder(buyer);
    const charge = await buyer.client.call<{ attempt_id: string }>('POST', `/api/payments/${order.order_id}/charge/`, {
      token: buyer.token,
      body: { method: 'bank_transfer', bank: 'bca' },
    });
    attempts.push({ attemptId: charge.attempt_id, amount: `${order.total_price}.00` });
  }
  const probes: number[] = [];
  for (let i = 0; i < plan.settlements; i++) {
    const order = await placeOrder(buyer);
    await buyer.client.call('POST', '/api/midtrans/token/', { token: buyer.token, body: { order_id: order.order_id } });
    probes.push(order.order_id);
  }
  const bodies = Array.from({ length: plan.notifications }, (_, i) => {
    const attempt = attempts[i % attempts.length]!;
    const body = {
      status_code: '201',
      transaction_status: 'pending',
      payment_type: 'bank_transfer',
      order_id: attempt.attemptId,
      gross_amount: attempt.amount,
      transaction_id: `bench-${i}`,
      transaction_time: '2026-11-22 10:00:00',
    };
    const signature = signatureKey(body.order_id, body.status_code, body.gross_amount, stack.midtransServerKey);
    return JSON.stringify({ ...body, signature_key: signature });
  });
  const flood = runLoad({
    url: stack.apiUrl,
    connections: plan.connections,
    seconds: plan.seconds,
    amount: bodies.length,
    bodies,
    steps: [
      {
        name: 'notification',
        method: 'POST',
        path: '/api/midtrans/notification/',
        body: '$body',
        headers: { 'user-agent': 'Veritrans' },
      },
    ],
  });
  const apiCpu = cpuSpent([stack.api.pid!]);
  const workerCpu = cpuSpent([stack.worker.pid!]);
  const [load, settled] = await Promise.all([flood, settleDuring(stack, buyer, probes, plan.seconds * 1000)]);
  const each = (ms: number) => `${Math.round((ms * 1000) / Math.max(1, load.requests))} µs`;
  const cpu = { api: each(apiCpu.stop()), worker: each(workerCpu.stop()) };
  add(
    httpFigure(
      'payment-notifications',
      `Midtrans notifications, signed, pending, each new (${attempts.length} orders)`,
      load,
      ceiling,
      {
        // the settlements' requests and jobs are in it too: a few dozen beside the flood's thousands
        notes: `CPU a notification: API ${cpu.api}, worker ${cpu.worker}`,
      },
    ),
  );
  const sorted = settled.sort((a, b) => a - b);
  add({
    id: 'payment-settlement',
    scenario: `settlement seen by the customer during that flood, p99 of ${sorted.length}`,
    value: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!,
    unit: 'ms',
    p50: sorted[Math.floor(0.5 * sorted.length)],
    notes: 'paid at the simulator, until GET /api/orders/:id/ reads awaiting_shipment',
  });
}

/** The orders paid one after another, spread over the flood after its first tenth: each one's time to awaiting_shipment. */
async function settleDuring(stack: Stack, buyer: Buyer, orders: number[], floodMs: number): Promise<number[]> {
  const sim = midtransControl(stack.simUrl);
  const gap = (floodMs * 0.8) / Math.max(1, orders.length);
  await new Promise((resolve) => setTimeout(resolve, floodMs / 10));
  const latencies: number[] = [];
  for (const orderId of orders) {
    const next = performance.now() + gap;
    const begun = performance.now();
    await sim.pay(`${orderId}-1`);
    await waitUntil(
      async () => {
        const order = await buyer.client.call<{ fulfillment_status: string }>('GET', `/api/orders/${orderId}/`, {
          token: buyer.token,
        });
        return order.fulfillment_status === 'awaiting_shipment';
      },
      { timeoutMs: 30_000, intervalMs: 10, what: `order ${orderId} awaiting shipment` },
    );
    latencies.push(performance.now() - begun);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  return latencies;
}

async function newBuyer(stack: Stack, sql: pg.Pool): Promise<Buyer> {
  const client = new ShopClient(stack.apiUrl);
  const [token] = await logInShoppers(stack.apiUrl, stack.inboxUrl, 1, 'pembayar');
  const contact = await demoContact(client, DEMO_CUSTOMERS[1]!);
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO products (name, price, discount, label, category, stock, images)
     VALUES ('Bench Cincin', 120000, 0, 'gold', 'ring', 1000000, '[]'::jsonb) RETURNING id`,
  );
  const { cost } = await client.call<{ cost: number }>('POST', '/api/jnt/tariff/', {
    token,
    body: { weight: 1, destAreaCode: contact.destAreaCode },
  });
  return { client, token: token!, product: rows[0]!.id, cost, contact };
}

async function placeOrder({ client, token, product, cost, contact }: Buyer) {
  const line = await client.call<{ id: number }>('POST', '/api/cart/add/', {
    token,
    body: { product, quantity: 1, message: '' },
  });
  return client.call<{ order_id: number; total_price: number }>('POST', '/api/selective_checkout/', {
    token,
    body: { cart_item_ids: [line.id], shipping_cost: cost, ...contact },
  });
}

/** One order placed as a shopper places it: what the replay's grown log is shaped after, when no scenario placed one. */
export async function placeOneOrder(stack: Stack, sql: pg.Pool): Promise<void> {
  await placeOrder(await newBuyer(stack, sql));
}
