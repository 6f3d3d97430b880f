import type { LegacyOrderPiece } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { loadCartWith, type LoadedCart, snapshotLinesIds } from '../../../cart/cart-stream.js';
import { type CartItem, findItem } from '../../../cart/decider.js';
import {
  type CatalogueFacts,
  factsFrom,
  factsHold,
  type FactsRow,
  type ItemIds,
  lookUpItems,
  lookUpParams,
  lookUpSql,
} from '../../../catalogue/items/item-facts.js';
import type { StockLine } from '../../../catalogue/items/stock.js';
import {
  type CheckedDestination,
  type CheckoutFees,
  type QuotedFees,
  quotedFees,
} from '../../../shipping/fees/checkout-fees.js';
import { orderStock } from '../../order/price-order.js';
import type { PlaceOrder } from './command.js';
import type { UsedKey } from './idempotency.js';
import { checkUnpaidOrders, unpaidOrdersSql } from './unpaid-orders.js';

/** Everything a checkout decides on, read in one statement without a lock (the write guards it). */
export interface CheckoutRead {
  items: CartItem[];
  /** The shopper's cart, when the lines come from it (not the legacy order call). */
  cart?: LoadedCart;
  /** The lines' items, the database's clock and the campaigns running by it. */
  facts: CatalogueFacts;
  quoted: QuotedFees;
  /** The account's orders waiting for payment. */
  openOrders: number;
}

interface ReadRow extends FactsRow {
  costs: Record<string, number>;
  open: number;
  key_order: string | null;
  key_hash: string | null;
}

/**
 * The checkout's read, its parameters numbered from $3 whether the cart's statement takes $1 and
 * $2 (the item ids then come from the cart's snapshot, by line id in $3) or the legacy call's ids
 * do: the items' facts with the moment, the destination's quotes, the unpaid orders and the key.
 */
const readSql = (ids: { products: string; charms: string; giftSets: string }, quotes: string) => `
  SELECT f.*, q.costs, u.open, k.order_id::text AS key_order, k.request_hash AS key_hash
  FROM (${lookUpSql(ids)}) f
  CROSS JOIN (${quotes}) q
  CROSS JOIN (${unpaidOrdersSql('$7::int')}) u
  LEFT JOIN checkout_requests k ON k.user_id = $7::int AND k.idempotency_key = $8::text`;

/**
 * One round trip, before any decision: the shopper's cart (its snapshot and the events after
 * it) or the legacy call's products, the items' facts and the pricing moment, the destination's
 * kept quotes, the account's unpaid orders (refused over their cap) and an earlier use of the
 * Idempotency-Key, which is answered before anything else is looked at. A line added after the cart's snapshot has its
 * facts read on their own.
 */
export async function readCheckout(
  session: SqlSession,
  fees: CheckoutFees,
  placing: { command: PlaceOrder; destination: CheckedDestination; maxOpenUnpaidOrders: number },
): Promise<CheckoutRead | { usedKey: UsedKey }> {
  const { command, destination } = placing;
  const { user, checkout, pieces, idempotencyKey } = command;
  const quotes = fees.quotesRead(destination, 4);
  const params = [...quotes.params, user.id, idempotencyKey ?? null];
  let read: { lines: () => CartItem[]; cart?: LoadedCart; row: ReadRow };
  if (pieces) {
    const items = legacyItems(pieces);
    const ids = lookUpParams(itemIds(items));
    const sql = readSql({ products: '$1', charms: '$2', giftSets: '$3' }, quotes.sql);
    read = { lines: () => items, row: (await session.query<ReadRow>(sql, [...ids, ...params])).rows[0]! };
  } else {
    const sql = readSql(snapshotLinesIds('$3::int[]'), quotes.sql);
    const { cart, along: row } = await loadCartWith<ReadRow>(session, user.id, {
      ...{ sql, params: [checkout.cart_item_ids, ...params] },
    });
    read = { lines: () => checkout.cart_item_ids.map((id) => findItem(cart.state, id)), cart, row };
  }
  const { cart, row } = read;
  // refused in the order a checkout always answered: the key, the unpaid orders, then the lines
  if (row.key_order !== null) return { usedKey: { orderId: Number(row.key_order), hash: row.key_hash! } };
  checkUnpaidOrders(row.open, placing.maxOpenUnpaidOrders);
  const items = read.lines();
  return {
    items,
    ...(cart && { cart }),
    facts: await factsOf(session, items, factsFrom(row)),
    quoted: quotedFees(row.costs, destination),
    openOrders: row.open,
  };
}

/** The facts read with the cart, or, when a line is newer than the cart's snapshot, every line's read anew. */
async function factsOf(session: SqlSession, items: readonly CartItem[], read: CatalogueFacts): Promise<CatalogueFacts> {
  const needed = itemIds(items);
  return factsHold(read, needed) ? read : lookUpItems(session, needed);
}

function itemIds(items: readonly CartItem[]): ItemIds {
  const stock = orderStock(items);
  const ids = (kind: StockLine['kind']) => stock.filter((line) => line.kind === kind).map((line) => line.id);
  return { products: ids('product'), charms: ids('charm'), giftSets: ids('gift_set') };
}

/**
 * The legacy order's products as the lines a checkout sells: each product bare (no charms, no
 * note), its pieces as the quantity. They were never cart lines, so their line id is 0.
 */
function legacyItems(pieces: readonly LegacyOrderPiece[]): CartItem[] {
  return pieces.map(({ product, quantity }) => ({ id: 0, product, giftSet: null, charms: [], message: '', quantity }));
}
