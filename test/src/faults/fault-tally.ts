import { jnt } from '../shipping/shipping-helpers.js';
import type { ShopUnderTest } from '../shop-app.js';

/** An order of a fault test, with the product it took one unit of (its own, of `stock` units). */
export interface TalliedOrder {
  orderId: number;
  product: number;
  /** Paid (a waybill and the payment mail are due), or left unpaid to be cancelled. */
  paid: boolean;
}

/** What the fault lost or doubled, across payments, waybills, stock units and mails, with the counts behind it. */
export interface Tally {
  lost: number;
  doubled: number;
  note: string;
}

interface Kind {
  lost: number;
  doubled: number;
}

/** How far `got` is from `want`, as lost (short) or doubled (over). */
const against = (got: number, want: number): Kind => ({
  lost: Math.max(0, want - got),
  doubled: Math.max(0, got - want),
});

const add = (a: Kind, b: Kind): Kind => ({ lost: a.lost + b.lost, doubled: a.doubled + b.doubled });

/**
 * Counts what each order should hold exactly once: a paid order one PaymentSettled, one
 * WaybillAssigned and one parcel at J&T, its confirmation and payment mails once, and one unit off
 * its product's stock; an unpaid one cancelled, its unit back and no payment mail.
 */
export async function tallyOrders(shop: ShopUnderTest, orders: TalliedOrder[], stock: number): Promise<Tally> {
  const parcels = await jnt(shop).orders();
  const mails = shop.mail.store.list().map((mail) => mail.subject);
  const kinds: Record<'payments' | 'waybills' | 'stock' | 'mails', Kind> = {
    payments: { lost: 0, doubled: 0 },
    waybills: { lost: 0, doubled: 0 },
    stock: { lost: 0, doubled: 0 },
    mails: { lost: 0, doubled: 0 },
  };
  for (const { orderId, product, paid } of orders) {
    const facts = await factCounts(shop, orderId);
    kinds.payments = add(kinds.payments, against(facts.PaymentSettled ?? 0, paid ? 1 : 0));
    kinds.waybills = add(kinds.waybills, against(facts.WaybillAssigned ?? 0, paid ? 1 : 0));
    const atJnt = parcels.filter((parcel) => parcel.orderid === String(orderId)).length;
    kinds.waybills = add(kinds.waybills, against(atJnt, paid ? 1 : 0));
    const left = await stockOf(shop, product);
    // a unit taken twice shows as stock short; one lost (an order with no unit) as stock over
    kinds.stock = add(kinds.stock, against(stock - left, paid ? 1 : 0));
    const received = mails.filter((s) => s.startsWith(`Kilau order #${orderId} received`)).length;
    const receipt = mails.filter((s) => s.startsWith(`Kilau payment received for order #${orderId} `)).length;
    kinds.mails = add(add(kinds.mails, against(received, 1)), against(receipt, paid ? 1 : 0));
  }
  const sum = Object.values(kinds).reduce(add);
  const note = Object.entries(kinds)
    .map(([kind, { lost, doubled }]) => `${kind} ${lost}/${doubled}`)
    .join(', ');
  return { ...sum, note: `${orders.length} orders (lost/doubled: ${note})` };
}

async function factCounts(shop: ShopUnderTest, orderId: number): Promise<Record<string, number>> {
  const { rows } = await shop.sql.query<{ event_type: string; n: number }>(
    `SELECT event_type, count(*)::int AS n FROM events WHERE stream_id = $1 GROUP BY event_type`,
    [`order-${orderId}`],
  );
  return Object.fromEntries(rows.map((row) => [row.event_type, row.n]));
}

async function stockOf(shop: ShopUnderTest, product: number): Promise<number> {
  const { rows } = await shop.sql.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [product]);
  return rows[0]!.stock;
}
