import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { EventStore, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { readModels } from '@kilau/shop';

import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { buyNow, projectionsCaughtUp, readModelTables } from '../orders/checkout-helpers.js';
import { control } from '../payments/payment-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

/** A small round-robin balancer in front of the API processes (`targets` may be filled later). */
async function roundRobin(targets: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const ORDERS = 12;

/**
 * Three API and two worker processes on one PostgreSQL and one Redis, behind a round-robin
 * balancer, take orders, payments and waybills at once: every order is paid once, gets one
 * waybill and each of its mails once, and every read model ends as a replay of the log builds it.
 */
describe('scaled out: 3 API and 2 worker processes', () => {
  let shop: ShopUnderTest;
  let balancer: Awaited<ReturnType<typeof roundRobin>>;
  const processes: ShopProcess[] = [];

  beforeAll(async () => {
    shop = await startShop({}, { providers: true, worker: false });
    const targets: string[] = [];
    balancer = await roundRobin(targets);
    // every process tells Midtrans to notify the balancer, as a public address would be
    const behindBalancer = {
      PUBLIC_URL: balancer.url,
      MIDTRANS_NOTIFICATION_URL: `${balancer.url}/api/midtrans/notification/`,
      TRUST_PROXY: 'loopback',
      // five processes of 2 x 4 + 4 connections each: .ci/run gives PostgreSQL room for them
      DATABASE_POOL_MAX: '4',
    };
    const apis = await Promise.all([1, 2, 3].map(() => spawnShopProcess(shop, 'main', behindBalancer)));
    targets.push(...apis.map((api) => api.url!));
    processes.push(
      ...apis,
      ...(await Promise.all([1, 2].map(() => spawnShopProcess(shop, 'worker', { DATABASE_POOL_MAX: '4' })))),
    );
    await shop.retireInProcess();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    balancer?.server.close();
    await shop?.close();
  });

  it('pays each order once, gives it one waybill and sends each mail once', async () => {
    const product = await addProduct(shop.sql, { price: 150_000, stock: 1000, category: 'ring' });
    const shoppers = await customers(shop, ORDERS, 'skala');
    const placed = await Promise.all(
      shoppers.map((shopper) => buyNow(shop, shopper.access, { product }, balancer.url)),
    );
    expect(placed.map((answer) => answer.status)).toEqual(Array(ORDERS).fill(201));
    const orders = placed.map((answer) => answer.body.order_id as number);
    await Promise.all(
      orders.map(async (orderId, i) => {
        const token = await fetch(`${balancer.url}/api/midtrans/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${shoppers[i]!.access}` },
          body: JSON.stringify({ order_id: orderId }),
        });
        expect(token.status).toBe(200);
        await control(shop).pay(`${orderId}-1`);
      }),
    );

    // this try's orders only: a try again (CI retries a failed test once) finds the first try's beside them
    const streams = orders.map((orderId) => `order-${orderId}`);
    const count = async (type: string) => {
      const { rows } = await shop.sql.query<{ stream_id: string; n: number }>(
        `SELECT stream_id, count(*)::int AS n FROM events WHERE event_type = $1 AND stream_id = ANY($2)
         GROUP BY stream_id`,
        [type, streams],
      );
      return rows;
    };
    await waitUntil(async () => (await count('WaybillAssigned')).length === ORDERS, {
      what: 'a waybill for every order',
      timeoutMs: 150_000,
    }).catch(async (error: Error) => {
      // what a slow run got to, and where the waybills' jobs stand
      const got = async (type: string) => `${type} ${(await count(type)).length}`;
      const facts = await Promise.all(['PaymentSettled', 'WaybillAssigned', 'WaybillRefused', 'JobFailed'].map(got));
      const { rows: jobs } = await shop.sql.query(
        `SELECT job_id, published_at IS NOT NULL AS published, attempts, done_at IS NOT NULL AS done, parked_at IS NOT NULL
           AS parked, left(last_error, 200) AS last_error
         FROM outbox WHERE job_id = ANY($1) ORDER BY id`,
        [orders.map((orderId) => `create-waybill_${orderId}`)],
      );
      throw new Error(
        `${error.message}; of ${ORDERS} orders: ${facts.join(', ')}; their jobs: ${JSON.stringify(jobs)}`,
      );
    });
    for (const type of ['PaymentSettled', 'WaybillAssigned']) {
      expect((await count(type)).map((row) => row.n)).toEqual(Array(ORDERS).fill(1));
    }
    const mails = () => shop.mail.store.list().map((m) => m.subject);
    await waitUntil(async () => mails().filter((s) => s.includes('Pembayaran diterima')).length >= ORDERS, {
      what: 'every receipt mail',
      timeoutMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const orderId of orders) {
      expect(mails().filter((s) => s.startsWith(`Kilau order #${orderId} received`))).toHaveLength(1);
      expect(mails().filter((s) => s.startsWith(`Kilau payment received for order #${orderId} `))).toHaveLength(1);
    }

    await waitUntil(() => projectionsCaughtUp(shop), { timeoutMs: 30_000, what: 'every read model to catch up' });
    const live = await readModelTables(shop);
    const ours = live.admin_orders.filter((row) => orders.includes(Number(JSON.parse(row).order_id)));
    expect(ours).toHaveLength(ORDERS);
    const db = pgDatabase(shop.sql);
    for (const model of readModels()) await rebuildProjection(db, new EventStore(), model);
    expect(await readModelTables(shop)).toEqual(live);
  }, 300_000);
});
