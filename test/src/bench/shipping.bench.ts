import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { EventStore, pgDatabase } from '@kilau/event-store';
import { jntSign } from '@kilau/provider-sim';
import { EventLog } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { areaOf, quotedOrder } from '../shipping/shipping-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

/**
 * Shipping: how many waybills a second the job pipeline makes, from `PaymentSettled` (its outbox
 * row, the relay, the queue, the worker asking J&T, the waybill recorded), and how long a tracking
 * sweep of 10.000 parcels with the courier takes: once when every parcel has news (each records
 * its first courier entry) and once when none has (a refresh that writes nothing). The worker runs
 * as a process of its own; J&T is the simulator over HTTP.
 */
const WAYBILLS = 400;
const PARCELS = 10_000;
const write = (text: string) => process.stdout.write(`${text}\n`);

describe('shipping benchmark', () => {
  let shop: ShopUnderTest;
  let worker: ShopProcess;

  beforeAll(async () => {
    shop = await startShop({ trackingRefreshMs: 3_600_000 }, { providers: true, worker: false });
    worker = await spawnShopProcess(shop, 'worker');
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await shop?.close();
  });

  it('prints the figures', async () => {
    const area = await areaOf(shop);
    const template = await placedTemplate(shop, area);
    const log = shop.api.get(EventLog, { strict: false });
    const store = new EventStore();
    const db = pgDatabase(shop.sql);

    // waybills: orders placed (written straight to the log), then all paid at once through the shop's own append
    const first = 2_000_000;
    await writeOrders(db, store, template, first, WAYBILLS, []);
    const started = performance.now();
    for (let i = 0; i < WAYBILLS; i += 50) {
      await log.transact(async (session) => {
        for (let id = first + i; id < first + Math.min(i + 50, WAYBILLS); id++) {
          await log.append(session, `order-${id}`, [paid(id, template.totals.total)], { expectedVersion: 1 });
        }
      });
    }
    await waitUntil(async () => (await count(shop, 'WaybillAssigned', first)) >= WAYBILLS, {
      timeoutMs: 300_000,
      intervalMs: 100,
      what: 'every waybill',
    });
    const seconds = (performance.now() - started) / 1000;
    write(
      `shipping: ${WAYBILLS} waybills through the job pipeline in ${seconds.toFixed(1)} s: ${(WAYBILLS / seconds).toFixed(0)} waybills/s`,
    );

    // tracking: 10.000 parcels with the courier, their waybills made at J&T
    const parcels = 3_000_000;
    const awbs = await courierOrders(shop, parcels, PARCELS);
    await writeOrders(db, store, template, parcels, PARCELS, awbs);
    await waitUntil(async () => (await withCourier(shop, parcels)) >= PARCELS, {
      timeoutMs: 300_000,
      intervalMs: 500,
      what: 'the parcels in the staff table',
    });
    const tracking = shop.api.get<Queue>(getQueueToken('tracking'), { strict: false });
    for (const sweep of ['every parcel has news', 'no parcel has news']) {
      const before = await count(shop, 'ShipmentProgressed', parcels);
      const t0 = performance.now();
      await tracking.add('refresh-tracking', {});
      await waitUntil(async () => ((await tracking.getJobCounts('completed')).completed ?? 0) > 0, {
        what: 'the sweep',
      });
      await waitUntil(
        async () => {
          // (the schedule's next sweep sits delayed all along: only what waits or runs counts)
          const counts = await tracking.getJobCounts('waiting', 'active', 'prioritized');
          return (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) === 0;
        },
        { timeoutMs: 600_000, intervalMs: 100, what: 'the refreshes' },
      );
      const took = (performance.now() - t0) / 1000;
      const recorded = (await count(shop, 'ShipmentProgressed', parcels)) - before;
      write(
        `shipping: tracking sweep of ${PARCELS} parcels (${sweep}): ${took.toFixed(1)} s, ` +
          `${(PARCELS / took).toFixed(0)} parcels/s, ${recorded} progress events recorded`,
      );
      await tracking.clean(0, 100_000, 'completed');
    }
  }, 900_000);
});

type Placed = { orderId: number; totals: { total: number }; [key: string]: unknown };

/** One real order's `OrderPlaced`, to copy for the synthetic ones. */
async function placedTemplate(shop: ShopUnderTest, area: Awaited<ReturnType<typeof areaOf>>): Promise<Placed> {
  const { orderId } = await quotedOrder(shop, area);
  const { rows } = await shop.sql.query(`SELECT data FROM events WHERE stream_id = $1 AND event_type = 'OrderPlaced'`, [
    `order-${orderId}`,
  ]);
  return rows[0].data as Placed;
}

const paid = (orderId: number, amount: number) => ({
  type: 'PaymentSettled',
  data: {
    orderId,
    attemptId: `${orderId}-1`,
    transactionId: `t-${orderId}`,
    paymentType: 'qris',
    amount,
    at: new Date().toISOString(),
  },
});

/**
 * Orders written straight to the event store (no outbox: no mails, no timeouts), `count` of them
 * from id `first`; with waybills given, each is also paid, given its waybill and labelled.
 */
async function writeOrders(
  db: ReturnType<typeof pgDatabase>,
  store: EventStore,
  template: Placed,
  first: number,
  count: number,
  awbs: string[],
): Promise<void> {
  const at = new Date().toISOString();
  for (let i = 0; i < count; i += 500) {
    await db.transaction(async (session) => {
      for (let n = i; n < Math.min(i + 500, count); n++) {
        const orderId = first + n;
        const events: Array<{ type: string; data: unknown }> = [
          { type: 'OrderPlaced', data: { ...template, orderId } },
        ];
        const awb = awbs[n];
        if (awb) {
          events.push(paid(orderId, template.totals.total), {
            type: 'WaybillAssigned',
            data: {
              orderId,
              awb,
              destinationCode: 'DPS',
              receiverArea: 'DPS001',
              etd: null,
              reused: false,
              orderCancelled: false,
              at,
            },
          });
          events.push({ type: 'ShipmentLabelCreated', data: { orderId, awb, at } });
        }
        await store.append(session, `order-${orderId}`, events, { expectedVersion: 0 });
      }
    });
  }
}

/** Courier orders made at J&T (the simulator) through its real create call, 32 at a time. */
async function courierOrders(shop: ShopUnderTest, first: number, count: number): Promise<string[]> {
  const { orderUrl, username, apiKey, orderKey } = shop.config.jnt;
  const awbs: string[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const n = next++;
      const json = JSON.stringify({
        detail: [
          {
            username,
            api_key: apiKey,
            orderid: String(first + n),
            ...{
              shipper_name: 'Kilau',
              shipper_contact: 'Kilau',
              shipper_phone: '+6281100000000',
              shipper_addr: 'Jakarta',
            },
            ...{
              origin_code: 'JKT',
              receiver_name: 'Rina',
              receiver_phone: '+6281298765432',
              receiver_addr: 'Jl. Anggrek 12',
            },
            ...{ receiver_zip: '80225', destination_code: 'DPS', receiver_area: 'DPS001', qty: '1', weight: '1' },
            ...{
              goodsdesc: 'Perhiasan titanium',
              servicetype: '1',
              insurance: '0',
              expresstype: '1',
              goodsvalue: '150000',
            },
            ...{
              orderdate: '2026-11-22 10:00:00',
              sendstarttime: '2026-11-22 10:00:00',
              sendendtime: '2026-11-23 23:59:59',
            },
            ...{ item_name: 'Gelang', cod: '' },
          },
        ],
      });
      const response = await fetch(orderUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data_param: json, data_sign: jntSign(json, orderKey) }).toString(),
      });
      const answer = (await response.json()) as { detail: Array<{ awb_no?: string; reason?: string }> };
      const awb = answer.detail[0]?.awb_no;
      if (!awb) throw new Error(`J&T made no waybill: ${JSON.stringify(answer)}`);
      awbs[n] = awb;
    }
  };
  await Promise.all(Array.from({ length: 32 }, lane));
  return awbs;
}

async function count(shop: ShopUnderTest, type: string, from: number): Promise<number> {
  const { rows } = await shop.sql.query(
    `SELECT count(*)::int AS n FROM events WHERE event_type = $1 AND (data->>'orderId')::bigint >= $2 AND (data->>'orderId')::bigint < $3`,
    [type, from, from + 1_000_000],
  );
  return rows[0].n;
}

async function withCourier(shop: ShopUnderTest, from: number): Promise<number> {
  const { rows } = await shop.sql.query(
    `SELECT count(*)::int AS n FROM admin_orders WHERE order_id >= $1 AND billcode IS NOT NULL AND fulfillment_status = 'collection'`,
    [from],
  );
  return rows[0].n;
}
