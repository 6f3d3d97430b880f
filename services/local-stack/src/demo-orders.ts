/**
 * Demo orders for `npm start`: a dozen orders placed on a freshly seeded shop the way shoppers and
 * staff place them, so the staff console's Order Management shows a shop's day at once.
 *
 * Everything goes through the shop's HTTP API and the provider simulator's control API, never the
 * database: four demo shoppers log in by code (read from the mail catcher), fill their carts
 * (pieces, charm necklaces, gift sets, loose charms, some with a gift message), get J&T's fee for a
 * real area code, check out and start a Snap payment; the simulator settles all but two. Then the
 * staff member waits for the worker's waybills, cancels one order, creates the labels of the rest
 * and has the simulated courier move some parcels, which the shop's tracking sweep then reads.
 * A shop that already has orders is left as it is.
 */
import {
  type CartLineView,
  COURIER_STAGES,
  type OrderManagementRow,
  type OrderStatus,
  parcelWeightKg,
  type PlacedOrder,
} from '@kilau/domain';
import { jntControl, midtransControl } from '@kilau/provider-sim';

import {
  courierStage,
  DEMO_CUSTOMERS,
  DEMO_ORDERS,
  type DemoOrder,
  isLabelled,
  isPaid,
  statusAfter,
} from './demo-plan.js';
import { ShopClient } from './demo-shop-client.js';
import { DemoCatalogue, demoContact } from './demo-shoppers.js';
import { waitUntil } from './wait-until.js';

export interface DemoOrdersOptions {
  /** The shop's API, e.g. http://127.0.0.1:3000. */
  shopUrl: string;
  /** The mail catcher's inbox page (its JSON is at `api/messages` below it). */
  inboxUrl: string;
  /** The provider simulator, e.g. http://127.0.0.1:4010. */
  simUrl: string;
  /** A staff account of the shop. */
  staffEmail: string;
  /** How long to wait for the worker's waybills and the tracking sweep (default 2 minutes each). */
  waitMs?: number;
  log?: (line: string) => void;
}

export type DemoOrdersResult =
  | { skipped: true; existing: number }
  | {
      skipped: false;
      placed: number;
      paid: number;
      labelled: number;
      cancelled: number;
      /** Orders the staff table did not yet show where their plan leaves them when the step ended (the tracking sweep or the table still catching up). */
      stillMoving: number;
      tabs: Record<string, number>;
    };

interface Placed {
  plan: DemoOrder;
  orderId: number;
}

export async function placeDemoOrders(options: DemoOrdersOptions): Promise<DemoOrdersResult> {
  const shop = new ShopClient(options.shopUrl);
  const staff = await shop.logIn(options.staffEmail, options.inboxUrl);
  const tabCounts = () => shop.call<Record<string, number>>('GET', '/api/admin/orders/tab-counts', { token: staff });
  const existing = (await tabCounts()).all ?? 0;
  if (existing > 0) return { skipped: true, existing };

  const placed = await shoppersOrder(shop, options);
  options.log?.(`demo orders: ${placed.length} placed; waiting for payments and waybills`);
  const day = await staffDay(shop, staff, placed, options);
  return {
    skipped: false,
    placed: placed.length,
    paid: placed.filter((order) => isPaid(order.plan.fate)).length,
    ...day,
    tabs: await tabCounts(),
  };
}

/** The shoppers' part: log in, place the planned orders, pay all but the unpaid at the simulated Snap. */
async function shoppersOrder(shop: ShopClient, options: DemoOrdersOptions): Promise<Placed[]> {
  const catalogue = await DemoCatalogue.read(shop);
  const tokens: string[] = [];
  for (const customer of DEMO_CUSTOMERS) tokens.push(await shop.logIn(customer.email, options.inboxUrl));
  const contacts = await Promise.all(DEMO_CUSTOMERS.map((customer) => demoContact(shop, customer)));
  const midtrans = midtransControl(options.simUrl);
  const placed: Placed[] = [];
  for (const plan of DEMO_ORDERS) {
    const token = tokens[plan.customer]!;
    const orderId = await checkOut(shop, token, catalogue, plan, contacts[plan.customer]!);
    placed.push({ plan, orderId });
    if (!isPaid(plan.fate)) continue;
    const body = { order_id: orderId };
    const snap = await shop.call<{ attempt_id: string }>('POST', '/api/midtrans/token/', { token, body });
    await midtrans.pay(snap.attempt_id);
  }
  return placed;
}

/**
 * The staff's part, once the worker has made the paid orders' waybills: cancel, create the labels,
 * and (as the courier) move parcels at the simulator for the tracking sweep to read.
 */
async function staffDay(shop: ShopClient, staff: string, placed: Placed[], options: DemoOrdersOptions) {
  const waitMs = options.waitMs ?? 120_000;
  const row = (orderId: number) =>
    shop.call<OrderManagementRow>('GET', `/api/admin/orders/${orderId}`, { token: staff });
  const paid = placed.filter((order) => isPaid(order.plan.fate));
  await waitUntil(
    async () => {
      const rows = await Promise.all(paid.map((order) => row(order.orderId)));
      return rows.every((r) => r.fulfillment_status === 'awaiting_shipment' && r.billcode);
    },
    { timeoutMs: waitMs, intervalMs: 500, what: 'the paid demo orders to hold their waybills' },
  );
  // the demo's parcels stay where their plan puts them (the simulator would otherwise move them a
  // stage a minute and empty the courier tabs within minutes); orders placed later still move
  const jnt = jntControl(options.simUrl);
  for (const order of paid) await jnt.hold((await row(order.orderId)).billcode!, true);

  const cancelled = placed.filter((order) => order.plan.fate === 'cancelled');
  for (const order of cancelled) {
    const detail = [{ orderid: String(order.orderId), reason: 'Pembeli minta dibatalkan' }];
    await shop.call('POST', '/api/jnt/cancel/', { token: staff, body: { detail } });
  }

  const waybills = await createLabels(
    shop,
    staff,
    placed.filter((order) => isLabelled(order.plan.fate)),
  );
  const moved = placed.filter((order) => courierStage(order.plan.fate) && waybills.has(order.orderId));
  for (const order of moved) await jnt.advance(waybills.get(order.orderId)!, courierStage(order.plan.fate));
  const stillMoving = await settled(placed, row, waitMs);
  return { labelled: waybills.size, cancelled: cancelled.length, stillMoving };
}

/** One order as the storefront places it: its lines in the cart, J&T's fee for the address, the checkout. */
async function checkOut(
  shop: ShopClient,
  token: string,
  catalogue: DemoCatalogue,
  plan: DemoOrder,
  contact: Awaited<ReturnType<typeof demoContact>>,
): Promise<number> {
  const lines: CartLineView[] = [];
  for (const line of plan.lines) {
    const quantity = line.quantity ?? 1;
    const body = { ...catalogue.lineFor(line), quantity, message: line.message ?? '' };
    lines.push(await shop.call<CartLineView>('POST', '/api/cart/add/', { token, body }));
  }
  // the parcel's kilos as the storefront asks them: each line's weight times its quantity
  const weight = parcelWeightKg(
    lines.map((line) => ({ baseGrams: line.weight_grams, charmGrams: [], quantity: line.quantity })),
  );
  const lineIds = lines.map((line) => line.id);
  const fee = await shop.call<{ cost: number }>('POST', '/api/jnt/tariff/', {
    token,
    body: { weight: String(weight), destAreaCode: contact.destAreaCode },
  });
  const order = await shop.call<PlacedOrder>('POST', '/api/selective_checkout/', {
    token,
    body: { cart_item_ids: lineIds, shipping_cost: fee.cost, ...contact },
  });
  return order.order_id;
}

/** 'Create Label & Move to Collection' on the orders, as one batch; answers each labelled order's waybill. */
async function createLabels(shop: ShopClient, staff: string, orders: Placed[]): Promise<Map<number, string>> {
  const { results } = await shop.call<{ results: Array<{ order_id: number; ok: boolean; waybill: string | null }> }>(
    'POST',
    '/api/orders/create_labels/',
    { token: staff, accept: 'application/json', body: { order_ids: orders.map((order) => order.orderId) } },
  );
  return new Map(results.filter((r) => r.ok && r.waybill).map((r) => [r.order_id, r.waybill!]));
}

/**
 * Waits until the staff's table shows every order where its plan leaves it: the labels and the
 * cancellation recorded, the courier's moves read by the tracking sweep (every
 * TRACKING_REFRESH_MS). The table is a read model that follows the log in its own time, so an
 * order still at its old status may simply not be there yet. The demo's parcels are held at the
 * simulator, but one may have moved a stage before it was held, so a parcel further along counts.
 * Answers how many orders had not arrived by the deadline.
 */
async function settled(
  placed: Placed[],
  row: (orderId: number) => Promise<OrderManagementRow>,
  waitMs: number,
): Promise<number> {
  let waiting = placed.length;
  await waitUntil(
    async () => {
      const rows = await Promise.all(placed.map((order) => row(order.orderId)));
      waiting = rows.filter((r, i) => !hasArrived(r.fulfillment_status, statusAfter(placed[i]!.plan.fate))).length;
      return waiting === 0;
    },
    {
      timeoutMs: waitMs,
      intervalMs: 500,
      what: 'the staff table to show the demo orders where their plan leaves them',
    },
  ).catch(() => undefined);
  return waiting;
}

/** The statuses the courier's stages move an order through. */
const COURIER_STATUSES: ReadonlySet<string> = new Set(COURIER_STAGES);

/** Before the courier: only the planned status itself; with the courier: that stage or any later one. */
function hasArrived(shown: string, planned: OrderStatus): boolean {
  if (planned === 'collection') return shown !== 'awaiting_shipment';
  if (COURIER_STATUSES.has(planned)) return shown !== 'awaiting_shipment' && shown !== 'collection';
  return shown === planned;
}

/**
 * The simulator's address when `npm start` started it for both Midtrans and J&T (its env answer
 * names both), else undefined: demo payments and parcels are moved through its control API.
 */
export function simulatorUrl(providers: Record<string, string>): string | undefined {
  const midtrans = providers.MIDTRANS_API_URL?.replace(/\/midtrans\/api\/?$/, '');
  const jnt = providers.JNT_API_URL?.replace(/\/jnt\/?$/, '');
  return midtrans && midtrans === jnt ? midtrans : undefined;
}

/** The line `npm start` logs: what was placed and what each tab holds. */
export function demoOrdersSummary(result: DemoOrdersResult, tabLabels: Record<string, string>): string {
  if (result.skipped) return `demo orders: the shop already holds ${result.existing} orders, none added`;
  const tabs = Object.entries(result.tabs)
    .filter(([key, count]) => key !== 'all' && count > 0)
    .map(([key, count]) => `${tabLabels[key] ?? key} ${count}`)
    .join(', ');
  const moving = result.stillMoving
    ? `; ${result.stillMoving} orders still on their way (the tracking sweep and the staff table catch up)`
    : '';
  return (
    `demo orders: ${result.placed} placed, ${result.paid} paid, ${result.placed - result.paid} unpaid, ` +
    `${result.labelled} labelled, ${result.cancelled} cancelled (tabs: ${tabs})${moving}`
  );
}
