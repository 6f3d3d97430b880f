import { type CampaignRule, type LegacyOrderPiece, parcelWeightKg } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { loadCartLockedWith, type LoadedCart } from '../../../cart/cart-stream.js';
import { type CartItem, findItem } from '../../../cart/decider.js';
import { RUNNING_CAMPAIGNS } from '../../../catalogue/items/item-facts.js';
import { weighedLine } from '../../../catalogue/items/item-weights.js';
import type { StockLine } from '../../../catalogue/items/stock.js';
import { takeItems } from '../../../catalogue/items/take-items.js';
import {
  type CheckedDestination,
  type CheckoutFees,
  type QuotedFees,
  quotedFees,
} from '../../../shipping/fees/checkout-fees.js';
import type { ShippingAddress } from '../../events.js';
import type { OrderCommand, ShortLine } from '../../order/commands.js';
import { orderStock } from '../../order/price-order.js';
import type { PlaceOrder } from './command.js';

/** What PlaceOrder's decision needs, gathered inside the checkout's transaction. */
export interface GatheredOrder {
  command: Extract<OrderCommand, { type: 'PlaceOrder' }>;
  now: Date;
}

/** The lines a checkout sells, and what it prices and charges them by, read before any unit is taken. */
export interface LinesToSell {
  items: CartItem[];
  /** The shopper's cart, locked, when the lines come from it (not the legacy order call). */
  cart?: LoadedCart;
  /** The database's clock and the campaigns running by it. */
  moment: { now: Date; campaigns: CampaignRule[] };
  quoted: QuotedFees;
}

/**
 * The lines, the pricing moment and the destination's quoted fees in one round trip: with the
 * shopper's cart, locked, when the lines come from it; alone for the legacy order call.
 */
export async function linesToSell(
  session: SqlSession,
  fees: CheckoutFees,
  { command, destination }: { command: PlaceOrder; destination: CheckedDestination },
): Promise<LinesToSell> {
  const { user, checkout, pieces } = command;
  const read = (first: number) => {
    const quotes = fees.quotesRead(destination, first);
    return {
      sql: `SELECT m.now, m.campaigns, q.costs FROM (${RUNNING_CAMPAIGNS}) m, (${quotes.sql}) q`,
      params: quotes.params,
    };
  };
  const priced = (row: PricesRow) => ({
    moment: { now: row.now, campaigns: row.campaigns },
    quoted: quotedFees(row.costs, destination),
  });
  if (pieces) {
    const { sql, params } = read(1);
    return { items: legacyItems(pieces), ...priced((await session.query<PricesRow>(sql, params)).rows[0]!) };
  }
  const { cart, along } = await loadCartLockedWith<PricesRow>(session, user.id, read(3));
  return { items: checkout.cart_item_ids.map((id) => findItem(cart.state, id)), cart, ...priced(along) };
}

interface PricesRow {
  now: Date;
  campaigns: CampaignRule[];
  costs: Record<string, number>;
}

/**
 * Takes the units with a guarded update (rows locked in one order, so checkouts queue instead of
 * deadlocking) and reads the items' facts as the lock found them, weighs the parcel as the fee
 * was asked for and checks that fee: everything PlaceOrder decides on. The units' rows stay
 * locked from here to the commit, so everything else was read and written before.
 */
export async function gatherOrderToPlace(
  session: SqlSession,
  placing: {
    command: PlaceOrder;
    lines: LinesToSell;
    orderId: number;
    shipping: ShippingAddress;
    destination: CheckedDestination;
    paymentTtlMs: number;
  },
): Promise<GatheredOrder> {
  const { command, lines, orderId, destination } = placing;
  const { items } = lines;
  const { user, checkout } = command;
  const taken = await takeItems(session, orderStock(items));
  const facts = { ...taken, ...lines.moment };
  const weight = parcelWeightKg(items.map((item) => weighedLine(item, facts)));
  const shippingCost = lines.quoted.charged(weight, checkout.shipping_cost);
  const shipping = { ...placing.shipping, areaCode: destination.areaCode };
  const order = {
    ...{ orderId, userId: user.id, email: user.email, items, facts, shippingCost, language: command.language },
    ...{ shipping, paymentTtlMs: placing.paymentTtlMs },
  };
  const short = taken.short[0] ? await shortLine(session, taken.short[0]) : null;
  return { command: { type: 'PlaceOrder', order, short }, now: facts.now };
}

/**
 * The legacy order's products as the lines a checkout sells: each product bare (no charms, no
 * note), its pieces as the quantity. They were never cart lines, so their line id is 0.
 */
function legacyItems(pieces: readonly LegacyOrderPiece[]): CartItem[] {
  return pieces.map(({ product, quantity }) => ({ id: 0, product, giftSet: null, charms: [], message: '', quantity }));
}

/**
 * Another checkout took the units between this one's snapshot and its lock: the line with the
 * item as it is now (the row is locked, so this read is current), for the refusal to name.
 */
async function shortLine(session: SqlSession, line: StockLine): Promise<ShortLine> {
  const table = { product: 'products', charm: 'charms', gift_set: 'gift_sets' }[line.kind];
  const { rows } = await session.query<{ name: string; stock: number }>(
    `SELECT name, stock FROM ${table} WHERE id = $1`,
    [line.id],
  );
  return { line, left: rows[0] ?? { name: `#${line.id}`, stock: 0 } };
}
