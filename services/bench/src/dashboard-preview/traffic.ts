import pg from 'pg';

import { DEMO_CUSTOMERS, demoContact, placeDemoOrders, ShopClient } from '@kilau/local-stack';
import { midtransControl } from '@kilau/provider-sim';
import { DEMO_STAFF_EMAIL } from '@kilau/shop';

import { logInShoppers } from '../shoppers.js';
import type { Stack } from '../stack.js';

const SEARCHES = ['kalung', 'gelang', 'cincin', 'anting', 'bulan', 'mutiara'];

interface Buyer {
  client: ShopClient;
  token: string;
  product: number;
  cost: number;
  contact: Record<string, string>;
}

export interface TrafficCount {
  reads: number;
  placed: number;
  paid: number;
  failed: number;
}

/**
 * A shop's few minutes, bounded and paced on 127.0.0.1 (a few dozen requests a second, never a
 * flood): the demo's dozen orders (payments at the simulated Snap, waybills, labels, a staff
 * cancellation, parcels moving), and meanwhile, every second, catalogue reads (lists, products,
 * searches, a missing product) and every few seconds an order checked out, two in three paid at
 * the simulator and the third left to its payment deadline.
 */
export async function driveTraffic(stack: Stack, seconds: number, log: (line: string) => void): Promise<TrafficCount> {
  const count: TrafficCount = { reads: 0, placed: 0, paid: 0, failed: 0 };
  const demo = placeDemoOrders({
    shopUrl: stack.apiUrl,
    inboxUrl: stack.inboxUrl,
    simUrl: stack.simUrl,
    staffEmail: DEMO_STAFF_EMAIL,
    waitMs: seconds * 1000,
  }).then(
    (result) => log(`demo orders: ${result.skipped ? 'skipped' : `${result.placed} placed, ${result.paid} paid`}`),
    (error: unknown) => log(`demo orders failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  const buyer = await newBuyer(stack);
  const ids = ((await (await fetch(`${stack.apiUrl}/api/products/`)).json()) as Array<{ id: number }>).map((p) => p.id);
  const sim = midtransControl(stack.simUrl);
  const end = Date.now() + seconds * 1000;
  for (let tick = 0; Date.now() < end; tick++) {
    const next = Date.now() + 1000;
    const work = [reads(stack.apiUrl, ids, tick, count)];
    if (tick % 3 === 0) work.push(order(buyer, sim, tick % 9 !== 6, count));
    await Promise.all(work);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    if (tick % 30 === 29) log(`traffic: ${count.reads} reads, ${count.placed} orders placed, ${count.paid} paid`);
  }
  await demo;
  return count;
}

/** The storefront's reads for a second: two list pages, three products, a search and a product that does not exist (404). */
async function reads(apiUrl: string, ids: number[], tick: number, count: TrafficCount): Promise<void> {
  const paths = [
    '/api/products/?page=1&page_size=12',
    `/api/products/?page=${1 + (tick % 3)}&page_size=12`,
    ...[0, 1, 2].map((i) => `/api/products/${ids[(tick * 3 + i) % ids.length]}/`),
    `/api/search/?q=${SEARCHES[tick % SEARCHES.length]}`,
    '/api/products/987654321/',
  ];
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${apiUrl}${path}`).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok || response?.status === 404) count.reads++;
      else count.failed++;
    }),
  );
}

async function order(buyer: Buyer, sim: ReturnType<typeof midtransControl>, pay: boolean, count: TrafficCount) {
  const { client, token, product, cost, contact } = buyer;
  try {
    const line = await client.call<{ id: number }>('POST', '/api/cart/add/', {
      token,
      body: { product, quantity: 1, message: '' },
    });
    const placed = await client.call<{ order_id: number }>('POST', '/api/selective_checkout/', {
      token,
      body: { cart_item_ids: [line.id], shipping_cost: cost, ...contact },
    });
    count.placed++;
    await client.call('POST', '/api/midtrans/token/', { token, body: { order_id: placed.order_id } });
    if (!pay) return;
    await sim.pay(`${placed.order_id}-1`);
    count.paid++;
  } catch {
    count.failed++;
  }
}

/** One shopper logged in by code, with a product of ample stock and J&T's fee to a demo address. */
async function newBuyer(stack: Stack): Promise<Buyer> {
  const client = new ShopClient(stack.apiUrl);
  const [token] = await logInShoppers(stack.apiUrl, stack.inboxUrl, 1, 'pratinjau');
  const contact = await demoContact(client, DEMO_CUSTOMERS[2]!);
  const sql = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
  try {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO products (name, price, discount, label, category, stock, images)
       VALUES ('Pratinjau Cincin', 150000, 0, 'gold', 'ring', 1000000, '[]'::jsonb) RETURNING id`,
    );
    const { cost } = await client.call<{ cost: number }>('POST', '/api/jnt/tariff/', {
      token,
      body: { weight: 1, destAreaCode: contact.destAreaCode },
    });
    return { client, token: token!, product: rows[0]!.id, cost, contact };
  } finally {
    await sql.end();
  }
}
