import { type LegacyOrderPiece, parcelWeightKg } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { loadCart, type LoadedCart } from '../../../cart/cart-stream.js';
import { type CartItem, findItem } from '../../../cart/decider.js';
import { pricingMoment } from '../../../catalogue/items/item-facts.js';
import { weighedLine } from '../../../catalogue/items/item-weights.js';
import type { StockLine } from '../../../catalogue/items/stock.js';
import { takeItems } from '../../../catalogue/items/take-items.js';
import type { CheckedDestination, CheckoutFees } from '../../../shipping/fees/checkout-fees.js';
import type { ShippingAddress } from '../../events.js';
import type { OrderCommand, ShortLine } from '../../order/commands.js';
import { orderStock } from '../../order/price-order.js';
import type { PlaceOrder } from './command.js';

/** What PlaceOrder's decision needs, gathered inside the checkout's transaction. */
export interface GatheredOrder {
  command: Extract<OrderCommand, { type: 'PlaceOrder' }>;
  now: Date;
  /** The shopper's cart, locked, when the lines come from it (not the legacy order call). */
  cart?: LoadedCart;
}

/**
 * Takes the units with a guarded update (rows locked in one order, so checkouts queue instead of
 * deadlocking), reads the catalogue's prices and campaigns of this moment, weighs the parcel as
 * the fee was asked for and checks that fee: everything PlaceOrder decides on.
 */
export async function gatherOrderToPlace(
  session: SqlSession,
  fees: CheckoutFees,
  placing: {
    command: PlaceOrder;
    orderId: number;
    shipping: ShippingAddress;
    destination: CheckedDestination;
    paymentTtlMs: number;
  },
): Promise<GatheredOrder> {
  const { command, orderId, destination } = placing;
  const { user, checkout } = command;
  const cart = command.pieces ? undefined : await loadCart(session, user.id, { forUpdate: true });
  const items = cart ? checkout.cart_item_ids.map((id) => findItem(cart.state, id)) : legacyItems(command.pieces!);
  // the moment first: the units' rows stay locked from their taking to the commit, so the fewer
  // round trips after it, the sooner the next checkout of the same piece goes on
  const moment = await pricingMoment(session);
  const taken = await takeItems(session, orderStock(items));
  const facts = { ...taken, ...moment };
  const weight = parcelWeightKg(items.map((item) => weighedLine(item, facts)));
  const shippingCost = await fees.charged(session, destination, weight, checkout.shipping_cost);
  const shipping = { ...placing.shipping, areaCode: destination.areaCode };
  const order = {
    ...{ orderId, userId: user.id, email: user.email, items, facts, shippingCost, language: command.language },
    ...{ shipping, paymentTtlMs: placing.paymentTtlMs },
  };
  const short = taken.short[0] ? await shortLine(session, taken.short[0]) : null;
  return { command: { type: 'PlaceOrder', order, short }, now: facts.now, cart };
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
