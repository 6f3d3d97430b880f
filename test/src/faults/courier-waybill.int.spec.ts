import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { stopChild } from '@kilau/local-stack';

import { waitUntil } from '../harness/wait.js';
import { areaOf, as, jnt, orderEvents, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { reportFault } from './fault-figures.js';

/**
 * The courier order has one driver, the worker: J&T failing (5xx, timeouts), a worker killed in
 * the middle of booking, and shoppers asking `POST /api/jnt/order/` meanwhile still make exactly
 * one waybill and one parcel at J&T, and the API never asks J&T itself (it answers what the worker
 * recorded, 202 'Proses' while it is being made).
 */

type Shop = ShopUnderTest;

/** J&T's create calls for the order, as the simulator received them (failed ones included). */
const creates = async (shop: Shop, orderId: number) =>
  (await jnt(shop).requests()).filter(
    (r) => r.route === 'create' && JSON.stringify(r.payload).includes(`"orderid":"${orderId}"`),
  );
/** The parcels J&T holds for the order. */
const parcels = async (shop: Shop, orderId: number) =>
  (await jnt(shop).orders()).filter((o) => o.orderid === String(orderId));
const waybillsRecorded = async (shop: Shop, orderId: number) =>
  (await orderEvents(shop, orderId)).filter((type) => type === 'WaybillAssigned').length;
const askWaybill = (shop: Shop, access: string, orderId: number) =>
  as(shop, access).call('POST', '/api/jnt/order/', { orderid: String(orderId) });
const pending = (orderId: number) => ({
  status: 202,
  body: { success: false, detail: [{ orderid: String(orderId), status: 'Proses' }] },
});

/**
 * The fault's row of README's table: a waybill lost (no parcel at J&T) or doubled (more than one
 * parcel or waybill), the time to recover, and how often J&T was asked.
 */
async function report(shop: Shop, orderId: number, fault: string, recoveryMs: number): Promise<void> {
  const atJnt = (await parcels(shop, orderId)).length;
  const recorded = await waybillsRecorded(shop, orderId);
  await reportFault({
    fault,
    lost: atJnt === 0 || recorded === 0 ? 1 : 0,
    doubled: Math.max(atJnt, recorded, 1) - 1,
    recoveryMs,
    note: `J&T create calls: ${(await creates(shop, orderId)).length}, all from the worker`,
  });
}

describe('faults: J&T failing while the waybill is made', () => {
  let shop: Shop;

  beforeAll(async () => {
    // the waybill job keeps retrying through the outage (backoff from 200 ms, doubling)
    shop = await startShop(
      { trackingRefreshMs: 3_600_000, jobAttempts: 12, jobBackoffMs: 200, waybillWaitMs: 1_000 },
      { providers: true },
    );
  });
  afterEach(() => jnt(shop).clearFaults());
  afterAll(() => shop?.close());

  it('makes exactly one waybill once J&T answers again after 5xx and timeouts', async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    const { customer, orderId } = await quotedOrder(shop, area);
    await jnt(shop).addFault({ route: 'create', kind: 'status', status: 503 });
    await pay(shop, customer.access, orderId);
    await waitUntil(async () => (await creates(shop, orderId)).length >= 3, {
      timeoutMs: 30_000,
      what: 'the worker retrying through the 503s',
    });
    // the shopper asks meanwhile: told it is being made; the API does not try J&T itself
    expect(await askWaybill(shop, customer.access, orderId)).toMatchObject(pending(orderId));
    await jnt(shop).clearFaults();
    await jnt(shop).addFault({ route: 'create', kind: 'timeout', ms: 1_500 });
    const beforeTimeouts = (await creates(shop, orderId)).length;
    await waitUntil(async () => (await creates(shop, orderId)).length >= beforeTimeouts + 2, {
      timeoutMs: 30_000,
      what: 'the worker retrying through the timeouts',
    });
    expect(await parcels(shop, orderId)).toHaveLength(0);

    const recovering = Date.now();
    await jnt(shop).clearFaults();
    const order = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    const recoveredMs = Date.now() - recovering;

    expect(await parcels(shop, orderId)).toHaveLength(1);
    expect((await parcels(shop, orderId))[0]!.awb).toBe(order.waybill);
    expect(await waybillsRecorded(shop, orderId)).toBe(1);
    const asked = await askWaybill(shop, customer.access, orderId);
    expect(asked).toMatchObject({ status: 200, body: { success: true, detail: [{ awb_no: order.waybill }] } });
    await report(shop, orderId, 'J&T 5xx then timeouts on order creation', recoveredMs);
  }, 120_000);
});

/**
 * A test shop whose API runs alone in this process (any J&T create call it made would be the API's
 * own), with worker processes of its own started by `worker()` and stopped after each test. The
 * API waits up to `waybillWaitMs` for the worker's waybill before answering where it stands.
 */
function useShopWithWorkerProcesses(waybillWaitMs: number) {
  const world = {} as { shop: Shop; worker(): Promise<ShopProcess> };
  const running: ShopProcess[] = [];
  // J&T answers within the worker's patience, but not before the worker is killed
  const slowCourier = { JOB_LOCK_MS: '3000', JNT_TIMEOUT_MS: '15000' };
  world.worker = async () => {
    const spawned = await spawnShopProcess(world.shop, 'worker', slowCourier);
    running.push(spawned);
    return spawned;
  };
  beforeAll(async () => {
    world.shop = await startShop({ trackingRefreshMs: 3_600_000, waybillWaitMs }, { providers: true, worker: false });
  });
  afterEach(async () => {
    await jnt(world.shop).clearFaults();
    for (const spawned of running.splice(0)) await spawned.stop().catch(() => undefined);
  });
  afterAll(() => world.shop?.close());
  return world;
}

describe('faults: the waybill with the worker in processes of its own', () => {
  // the shopper and staff ask while no worker runs, and wait all of it: a second says the same as 20
  const world = useShopWithWorkerProcesses(1_000);
  const worker = () => world.worker();
  let shop: Shop;
  beforeAll(() => void (shop = world.shop));

  it('makes exactly one waybill when the worker is SIGKILLed mid-booking, the shopper asking meanwhile', async () => {
    const area = await areaOf(shop, 'KOTA MEDAN');
    const first = await worker();
    const { customer, orderId } = await quotedOrder(shop, area);
    // J&T makes the waybill, then takes its time answering: the worker dies waiting
    await jnt(shop).addFault({ route: 'create', kind: 'latency', ms: 6_000, times: 1 });
    await pay(shop, customer.access, orderId);
    const shipping = shop.api.get<Queue>(getQueueToken('shipping'), { strict: false });
    await waitUntil(async () => (await creates(shop, orderId)).length === 1, {
      intervalMs: 50,
      timeoutMs: 30_000,
      what: 'the worker asking J&T',
    });
    await stopChild(first.child, 'SIGKILL');

    // no worker: the shopper waits the whole WAYBILL_WAIT_MS and is told it is being made; J&T is not asked
    const asked = await askWaybill(shop, customer.access, orderId);
    expect(asked).toMatchObject(pending(orderId));
    expect(await creates(shop, orderId)).toHaveLength(1);

    await worker();
    const replaced = Date.now();
    // the replacement takes the killed worker's job once its lock has lapsed (BullMQ's stalled check)
    const order = await waitUntil(
      async () => {
        const answer = await shop.call('GET', `/api/orders/${orderId}/`, { token: customer.access });
        return answer.body.waybill ? answer.body : undefined;
      },
      { timeoutMs: 60_000, what: 'the waybill' },
    ).catch(async (error: unknown) => {
      const jobs = await shipping.getJobs(['active', 'wait', 'delayed', 'failed', 'completed']);
      const states = await Promise.all(
        jobs.map(async (job) => `${job.id} ${await job.getState()} ${job.failedReason}`),
      );
      console.log(states, await orderEvents(shop, orderId), await creates(shop, orderId));
      throw error;
    });
    const recoveredMs = Date.now() - replaced;
    expect(await waybillsRecorded(shop, orderId)).toBe(1);
    expect(await parcels(shop, orderId)).toHaveLength(1);
    // the killed worker's call and the replacement's, which J&T answered with the first waybill
    expect(await creates(shop, orderId)).toHaveLength(2);
    expect((await shipping.getJobs(['completed'])).filter((job) => job.data.orderId === orderId)).toHaveLength(1);
    const again = await askWaybill(shop, customer.access, orderId);
    expect(again).toMatchObject({ status: 200, body: { detail: [{ status: 'Sukses', awb_no: order.waybill }] } });
    await report(shop, orderId, 'worker SIGKILL mid-waybill-job (from the replacement worker starting)', recoveredMs);
  }, 120_000);

  it('labels an order whose waybill job gave up by asking the worker again, never J&T from the API', async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    // a staff member (minted: the mailed-code login is proven elsewhere, and needs a worker)
    const [member] = await customers(shop, 1, 'staff-label');
    await shop.sql.query('UPDATE users SET is_staff = true WHERE id = $1', [member!.id]);
    const staff = member!.access;
    const label = (orderId: number) =>
      as(shop, staff).call(
        'POST',
        '/api/orders/create_labels/',
        { order_ids: [orderId] },
        { accept: 'application/json' },
      );
    const first = await worker();
    // every answer J&T gives is garbled: the waybill job gives up and says so on the order
    await jnt(shop).addFault({ route: 'create', kind: 'malformed' });
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    await waitUntil(async () => (await orderEvents(shop, orderId)).includes('ShipmentCreationFailed'), {
      timeoutMs: 30_000,
      what: 'the waybill job giving up',
    });
    await first.stop();
    await jnt(shop).clearFaults();
    const asked = (await creates(shop, orderId)).length;

    // no worker running: the label waits for the waybill, reports why there is none (502: no label at
    // all, the console's 'Label creation failed'), and asks for it again
    const waiting = await label(orderId);
    expect(waiting).toMatchObject({
      status: 502,
      body: { results: [{ order_id: orderId, ok: false, reason: 'Respons tidak valid dari JNT.' }] },
    });
    expect(await creates(shop, orderId)).toHaveLength(asked);
    expect(await orderEvents(shop, orderId)).toContain('WaybillRequested');

    // a worker again: it makes the waybill asked for, and the label prints with it
    const restarted = Date.now();
    await worker();
    const order = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    const recoveredMs = Date.now() - restarted;
    const labelled = await label(orderId);
    expect(labelled).toMatchObject({
      status: 200,
      body: { results: [{ order_id: orderId, ok: true, waybill: order.waybill, fulfillment_status: 'collection' }] },
    });
    expect(await parcels(shop, orderId)).toHaveLength(1);
    expect(await waybillsRecorded(shop, orderId)).toBe(1);
    await report(
      shop,
      orderId,
      'waybill job gave up (J&T garbled), staff label it (from a worker running again)',
      recoveredMs,
    );
  }, 120_000);
});

describe('faults: the storefront asking while the worker in its own process books the waybill', () => {
  // the API waits for the worker's answer: long enough for J&T's 2 s on a busy machine
  const world = useShopWithWorkerProcesses(20_000);
  const worker = () => world.worker();
  let shop: Shop;
  beforeAll(() => void (shop = world.shop));

  it('answers two storefront requests at once with the same waybill, J&T asked only by the worker', async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    await worker();
    const { customer, orderId } = await quotedOrder(shop, area);
    await jnt(shop).addFault({ route: 'create', kind: 'latency', ms: 2_000, times: 1 });
    const paying = Date.now();
    await pay(shop, customer.access, orderId);
    // the worker's call is in flight when the storefront asks, twice at once
    await waitUntil(async () => (await creates(shop, orderId)).length === 1, {
      intervalMs: 50,
      timeoutMs: 30_000,
      what: 'the worker asking J&T',
    });
    const [one, two] = await Promise.all([
      askWaybill(shop, customer.access, orderId),
      askWaybill(shop, customer.access, orderId),
    ]);
    const answeredMs = Date.now() - paying;
    expect(one).toMatchObject({ status: 200, body: { success: true, detail: [{ status: 'Sukses' }] } });
    expect(two.body.detail[0].awb_no).toBe(one.body.detail[0].awb_no);
    expect(await creates(shop, orderId)).toHaveLength(1);
    expect(await parcels(shop, orderId)).toHaveLength(1);
    expect(await waybillsRecorded(shop, orderId)).toBe(1);
    await report(shop, orderId, 'two POST /api/jnt/order/ at once, J&T slow (from paying to both answers)', answeredMs);
  }, 90_000);
});
