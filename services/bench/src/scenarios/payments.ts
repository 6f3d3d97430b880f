import pg from 'pg';

import { DEMO_CUSTOMERS, demoContact, ShopClient } from '@kilau/local-stack';
import { signatureKey } from '@kilau/provider-sim';

import { runLoad } from '../children.js';
import type { Figure, Plan } from '../figures.js';
import { logInShoppers } from '../shoppers.js';
import type { Stack } from '../stack.js';

/**
 * Midtrans payment notifications into the webhook: signed as Midtrans signs them (SHA-512 of
 * order_id, status_code, gross_amount and the server key, PROVIDERS.md), pending bank transfers
 * of orders with a live charge, each with a transaction id of its own, so each is news to the shop.
 */
export async function paymentFigures(
  stack: Stack,
  plan: Plan,
  sql: pg.Pool,
  ceiling: number,
  add: (f: Figure) => void,
) {
  const client = new ShopClient(stack.apiUrl);
  const [token] = await logInShoppers(stack.apiUrl, stack.inboxUrl, 1, 'pembayar');
  const contact = await demoContact(client, DEMO_CUSTOMERS[1]!);
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO products (name, price, discount, label, category, stock, images)
     VALUES ('Bench Cincin', 120000, 0, 'gold', 'ring', 1000000, '[]'::jsonb) RETURNING id`,
  );
  const product = rows[0]!.id;
  const { cost } = await client.call<{ cost: number }>('POST', '/api/jnt/tariff/', {
    token,
    body: { weight: 1, destAreaCode: contact.destAreaCode },
  });
  const attempts: Array<{ attemptId: string; amount: string }> = [];
  for (let i = 0; i < plan.payableOrders; i++) {
    const line = await client.call<{ id: number }>('POST', '/api/cart/add/', {
      token,
      body: { product, quantity: 1, message: '' },
    });
    const order = await client.call<{ order_id: number; total_price: number }>('POST', '/api/selective_checkout/', {
      token,
      body: { cart_item_ids: [line.id], shipping_cost: cost, ...contact },
    });
    const charge = await client.call<{ attempt_id: string }>('POST', `/api/payments/${order.order_id}/charge/`, {
      token,
      body: { method: 'bank_transfer', bank: 'bca' },
    });
    attempts.push({ attemptId: charge.attempt_id, amount: `${order.total_price}.00` });
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
    return JSON.stringify({
      ...body,
      signature_key: signatureKey(body.order_id, body.status_code, body.gross_amount, stack.midtransServerKey),
    });
  });
  const load = await runLoad({
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
  add({
    id: 'payment-notifications',
    scenario: `Midtrans notifications, signed, pending, each new (${attempts.length} orders)`,
    value: load.perSecond,
    unit: 'req/s',
    p50: load.p50,
    p99: load.p99,
    ceilingRatio: load.perSecond / ceiling,
    requests: load.requests,
    failed: load.failed,
    floor: '2,500/s',
  });
}
