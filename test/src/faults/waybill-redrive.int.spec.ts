import { waitUntil } from '../harness/wait.js';
import { areaOf, jnt, orderEvents, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { reportFault } from './fault-figures.js';
import { tallyOrders } from './fault-tally.js';

const REDRIVE_MS = 1_500;
const REDRIVE_MAX = 3;

type Shop = ShopUnderTest;

const creates = async (shop: Shop, orderId: number) =>
  (await jnt(shop).requests()).filter(
    (r) => r.route === 'create' && JSON.stringify(r.payload).includes(`"orderid":"${orderId}"`),
  ).length;
const count = async (shop: Shop, orderId: number, type: string) =>
  (await orderEvents(shop, orderId)).filter((t) => t === type).length;

/**
 * A waybill whose job gave up (J&T failing longer than the job's retries) with nobody waiting on
 * it: the worker's timer asks for it again, so it comes once J&T answers, exactly once; and a J&T
 * that never answers is asked a bounded number of times.
 */
describe('faults: a waybill job that gave up, nobody asking', () => {
  let shop: Shop;
  let worker: ShopProcess | undefined;

  beforeAll(async () => {
    shop = await startShop(
      { trackingRefreshMs: 3_600_000, waybillRedriveMs: REDRIVE_MS, waybillRedriveMax: REDRIVE_MAX },
      { providers: true, worker: false },
    );
    worker = await spawnShopProcess(shop, 'worker');
  }, 90_000);
  afterEach(() => jnt(shop).clearFaults());
  afterAll(async () => {
    await worker?.stop();
    await shop?.close();
  });

  it('asks J&T again from the timer once the job gave up, and the waybill comes once', async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    await jnt(shop).addFault({ route: 'create', kind: 'malformed' });
    const { customer, orderId, product } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    await waitUntil(async () => (await count(shop, orderId, 'ShipmentCreationFailed')) >= 1, {
      timeoutMs: 30_000,
      what: 'the waybill job giving up',
    });

    const recovering = Date.now();
    await jnt(shop).clearFaults();
    const order = await orderWhen(shop, customer.access, orderId, (o) => Boolean(o.waybill), 'the waybill');
    const recoveredMs = Date.now() - recovering;
    // a few periods on, the timer finds nothing more to ask
    await new Promise((resolve) => setTimeout(resolve, 2 * REDRIVE_MS));
    expect(await count(shop, orderId, 'WaybillAssigned')).toBe(1);
    expect((await jnt(shop).orders()).filter((o) => o.orderid === String(orderId)).map((o) => o.awb)).toEqual([
      order.waybill,
    ]);
    const asked = await count(shop, orderId, 'WaybillRequested');
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(REDRIVE_MAX);
    const tally = await tallyOrders(shop, [{ orderId, product, paid: true }], 1000);
    expect(tally.note).toContain('payments 0/0, waybills 0/0, stock 0/0, mails 0/0');
    await reportFault({
      fault: `waybill job gave up (J&T garbled), nobody asking (WAYBILL_REDRIVE_MS ${REDRIVE_MS / 1000} s)`,
      ...tally,
      recoveryMs: recoveredMs,
      note: `from J&T answering again; asked again ${asked}x by the timer, J&T create calls ${await creates(shop, orderId)}; ${tally.note}`,
    });
  }, 90_000);

  it(`stops asking after ${REDRIVE_MAX} asks when J&T never answers`, async () => {
    const area = await areaOf(shop, 'KOTA BANDUNG');
    await jnt(shop).addFault({ route: 'create', kind: 'malformed' });
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    await waitUntil(async () => (await count(shop, orderId, 'ShipmentCreationFailed')) === REDRIVE_MAX + 1, {
      timeoutMs: 60_000,
      what: 'every job asked for giving up',
    });
    const calls = await creates(shop, orderId);
    await new Promise((resolve) => setTimeout(resolve, 3 * REDRIVE_MS));
    expect(await count(shop, orderId, 'WaybillRequested')).toBe(REDRIVE_MAX);
    expect(await count(shop, orderId, 'ShipmentCreationFailed')).toBe(REDRIVE_MAX + 1);
    expect(await creates(shop, orderId)).toBe(calls);
  }, 90_000);
});
