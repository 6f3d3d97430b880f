import autocannon from 'autocannon';

import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { buyNow } from '../orders/checkout-helpers.js';
import { control, signedNotification } from '../payments/payment-helpers.js';
import { customers, shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { percentile } from './http-load.js';
import { jobsInHand, queuesDrained } from './queue-counts.js';
import { UNLIMITED_SHOPPERS } from './unlimited-shoppers.js';

/**
 * Payment notifications: how many a second the webhook accepts, and, while that flood runs, how
 * long a settlement takes from the payer paying to the order reading awaiting_shipment to its
 * customer. The flood is what a busy hour sends most of: signed pending notifications, each new
 * (the payer picked another bank, so another transaction id), for orders with a live bank
 * transfer, so each is kept and gets a check. Those checks cannot move money: they run at
 * PAYMENT_CHECK_RATE, and each ends on one read (a pending claim for an attempt known pending is
 * no news); the figures say how many were waiting when the flood ended and how long they took to
 * drain. API and worker run as processes of their own, Midtrans is the simulator, and its
 * notifications reach the spawned API.
 */
const FLOOD_SECONDS = 10;
const FLOOD_ORDERS = 40;
const SETTLEMENTS = 30;
const write = (text: string) => process.stdout.write(`${text}\n`);

describe('payments benchmark', () => {
  let started: ShopUnderTest;
  let shop: ShopUnderTest;
  let api: ShopProcess;
  let worker: ShopProcess;

  beforeAll(async () => {
    started = await startShop(UNLIMITED_SHOPPERS, { providers: true, worker: false });
    api = await spawnShopProcess(started, 'main', {}, { public: true });
    worker = await spawnShopProcess(started, 'worker');
    await started.retireInProcess();
    shop = shopAt(started, api.url!);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await started?.close();
  });

  it('prints the figures', async () => {
    const product = await addProduct(shop.sql, { price: 120_000, stock: 10_000, category: 'ring' });
    const [buyer] = await customers(shop, 1, 'pembayar');
    const order = async () => {
      const placed = await buyNow(shop, buyer!.access, { product }, shop.url);
      if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}`);
      return placed.body as { order_id: number; total_price: number };
    };
    const floodAttempts: Array<{ attemptId: string; amount: string }> = [];
    for (let i = 0; i < FLOOD_ORDERS; i++) {
      const placed = await order();
      const charge = await shop.call('POST', `/api/payments/${placed.order_id}/charge/`, {
        token: buyer!.access,
        body: { method: 'bank_transfer', bank: 'bca' },
      });
      if (charge.status !== 200) throw new Error(`charge answered ${charge.status}`);
      floodAttempts.push({ attemptId: charge.body.attempt_id, amount: `${placed.total_price}.00` });
    }
    const probes = [];
    for (let i = 0; i < SETTLEMENTS; i++) {
      const placed = await order();
      const token = await shop.call('POST', '/api/midtrans/token/', {
        token: buyer!.access,
        body: { order_id: placed.order_id },
      });
      if (token.status !== 200) throw new Error(`token answered ${token.status}`);
      probes.push(placed.order_id);
    }
    await queuesDrained(shop);

    let sent = 0;
    const flood = autocannon({
      url: `${shop.url}/api/midtrans/notification/`,
      connections: 16,
      duration: FLOOD_SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Veritrans' },
          setupRequest: (request) => ({ ...request, body: pendingNotification() }),
        },
      ],
    });
    function pendingNotification(): string {
      const attempt = floodAttempts[sent % floodAttempts.length]!;
      sent += 1;
      return JSON.stringify(
        signedNotification(shop, {
          order_id: attempt.attemptId,
          gross_amount: attempt.amount,
          transaction_id: `flood-${sent}`,
          transaction_time: '2026-11-22 10:00:00',
        }),
      );
    }

    const latencies: number[] = [];
    const settle = async (orderId: number) => {
      const begun = performance.now();
      await control(shop).pay(`${orderId}-1`);
      await waitUntil(
        async () => {
          const order = await shop.call('GET', `/api/orders/${orderId}/`, { token: buyer!.access });
          return order.body?.fulfillment_status === 'awaiting_shipment';
        },
        { timeoutMs: 30_000, intervalMs: 10, what: `order ${orderId} awaiting shipment` },
      );
      latencies.push(performance.now() - begun);
    };
    const settling = (async () => {
      // spread over the flood, after its first second
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const gap = ((FLOOD_SECONDS - 2) * 1000) / SETTLEMENTS;
      for (const orderId of probes) {
        const next = performance.now() + gap;
        await settle(orderId);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    })();
    const [result] = await Promise.all([flood, settling]);
    const floodEnded = performance.now();
    const backlog = await jobsInHand(shop);
    await queuesDrained(shop, { timeoutMs: 300_000 });
    const drainSeconds = (performance.now() - floodEnded) / 1000;

    const accepted = result.requests.average;
    const p99 = percentile(latencies, 99);
    const row = (figure: string, value: string, unit = '', target = '') =>
      `${figure.padEnd(70)} ${value.padStart(8)} ${unit.padEnd(8)} ${target}`;
    write(
      [
        '',
        row('figure', 'value', 'unit', 'target'),
        row(
          'notifications accepted by the webhook, 16 connections',
          accepted.toFixed(0),
          '/s',
          `>= 1000 ${accepted >= 1000 ? 'met' : 'MISSED'}`,
        ),
        row('notification answer p99', String(result.latency.p99), 'ms'),
        row(
          `settlement to awaiting_shipment in the customer's order, p99 of ${latencies.length}`,
          p99.toFixed(0),
          'ms',
          `< 1000 ${p99 < 1000 ? 'met' : 'MISSED'}`,
        ),
        row('settlement to awaiting_shipment, median', percentile(latencies, 50).toFixed(0), 'ms'),
        row('checks of pending notifications waiting when the flood ended', String(backlog), 'jobs'),
        row('time from the end of the flood to the last check done', drainSeconds.toFixed(1), 's'),
        row('non-2xx answers during the flood', String(result.non2xx)),
        '',
      ].join('\n'),
    );
    expect(result.non2xx).toBe(0);
    expect(latencies).toHaveLength(SETTLEMENTS);
  }, 600_000);
});
