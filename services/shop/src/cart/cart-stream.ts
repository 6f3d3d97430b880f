import type { EventMetadata, GuardedWrite, SqlSession } from '@kilau/event-store';

import {
  type CatalogueFacts,
  factsFrom,
  type FactsRow,
  type ItemIds,
  lookUpParams,
  lookUpSql,
} from '../catalogue/items/item-facts.js';
import type { EventLog } from '../platform/event-log/event-log.js';
import { type CartItem, type CartState, emptyCart, evolve } from './decider.js';
import { type CartEvent, cartStreamId } from './events.js';

/** A cart as a command found it: its state and the version the next append must expect. */
export interface LoadedCart {
  state: CartState;
  version: number;
}

interface TailRow {
  new_line_id: number | null;
  current_version: number | null;
  snapshot_version: number | null;
  items: CartItem[] | null;
  event_type: string | null;
  data: unknown;
}

/**
 * The snapshot and the events after it, in one statement. Locked, the stream's row is locked
 * first and the events are read after the lock was granted (read_stream_locked), so a writer that
 * went first is seen whole, whatever the older snapshot the statement itself saw. An add also
 * draws its new line's id here (used or not: ids may skip) and reads its line's catalogue facts
 * (by the statement's snapshot, taken before the lock, as a statement of its own before it would),
 * saving the round trips of their own.
 */
const tailSql = (events: string, along: { newLine?: boolean; read?: string } = {}) => `
  SELECT one.new_line_id, ${along.read ? 'along.*, ' : ''}r.current_version, c.version AS snapshot_version, c.items,
    r.event_type, r.data
  FROM (SELECT ${along.newLine ? `nextval('cart_item_ids')::int` : 'NULL::int'} AS new_line_id) one
  LEFT JOIN cart_snapshots c ON c.user_id = $2
  ${along.read ? `CROSS JOIN LATERAL (${along.read}) along` : ''}
  LEFT JOIN LATERAL ${events} r ON true ORDER BY r.stream_version`;

/**
 * The item ids of the snapshot's lines (none without one), or of those among `lineIds` (an SQL
 * int[] expression), for a read made along with the cart's to read their catalogue facts (as
 * `lookUpSql` takes them): the cart drawer's of every line, a checkout's of the lines it takes.
 */
export function snapshotLinesIds(lineIds?: string) {
  const among = lineIds ? `(i ->> 'id')::int = ANY(${lineIds})` : 'true';
  return {
    products: `ARRAY(SELECT (i ->> 'product')::int FROM jsonb_array_elements(c.items) i
      WHERE ${among} AND jsonb_typeof(i -> 'product') = 'number')`,
    charms: `ARRAY(SELECT ch::int FROM jsonb_array_elements(c.items) i, jsonb_array_elements_text(i -> 'charms') ch
      WHERE ${among})`,
    giftSets: `ARRAY(SELECT (i ->> 'giftSet')::int FROM jsonb_array_elements(c.items) i
      WHERE ${among} AND jsonb_typeof(i -> 'giftSet') = 'number')`,
  };
}

const LOCKED = 'read_stream_locked($1, COALESCE(c.version, 0) + 1)';
const TAIL_LOCKED = tailSql(LOCKED);
const UNLOCKED = `(SELECT s.version AS current_version, e.stream_version, e.event_type, e.data
    FROM event_streams s LEFT JOIN events e ON e.stream_id = s.stream_id AND e.stream_version > COALESCE(c.version, 0)
    WHERE s.stream_id = $1)`;
const ADD_LINE = { newLine: true, read: lookUpSql({ products: '$3', charms: '$4', giftSets: '$5' }) };
const TAIL_FOR_ADD = { locked: tailSql(LOCKED, ADD_LINE), unlocked: tailSql(UNLOCKED, ADD_LINE) };
const TAIL = tailSql(UNLOCKED);
const TAIL_PRICED = tailSql(UNLOCKED, { read: lookUpSql(snapshotLinesIds()) });
/** The whole stream, locked, for a snapshot ahead of its stream (the log was emptied under it). */
const WHOLE = `SELECT NULL::int AS new_line_id, r.current_version, NULL::int AS snapshot_version, NULL::jsonb AS items,
    r.event_type, r.data
  FROM read_stream_locked($1, 1) r ORDER BY r.stream_version`;

/**
 * A customer's cart: its latest snapshot with the events after it folded on, and the version the
 * next append must expect. A command reads it unlocked first, and `forUpdate` once another change
 * went first (EventLog.transactUnlockedFirst), so changes from several tabs queue rather than collide.
 */
export async function loadCart(
  session: SqlSession,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCart> {
  return (await readCart(session, userId, options.forUpdate ? TAIL_LOCKED : TAIL)).cart;
}

/** A read of one row made along with the cart's, in the same statement; its parameters are numbered from $3. */
export interface AlongRead {
  sql: string;
  params: readonly unknown[];
}

/**
 * The cart unlocked, as {@link loadCart}, and the row `along` read in the same round trip (a
 * checkout that decides first and then writes guarded: see {@link appendToCartGuarded}).
 */
export async function loadCartWith<R>(
  session: SqlSession,
  userId: number,
  along: AlongRead,
): Promise<{ cart: LoadedCart; along: R }> {
  const { cart, first } = await readCart(session, userId, tailSql(UNLOCKED, { read: along.sql }), along.params);
  return { cart, along: first as TailRow & R };
}

/**
 * The cart, as {@link loadCart} unlocked, with the catalogue's facts of its snapshot's lines and
 * the campaigns running now, in one round trip; facts of lines added after the snapshot (a cart
 * older than snapshots) are missing, so the caller checks (factsHold).
 */
export async function loadCartPriced(
  session: SqlSession,
  userId: number,
): Promise<{ cart: LoadedCart; facts: CatalogueFacts }> {
  const { cart, first } = await readCart(session, userId, TAIL_PRICED);
  return { cart, facts: factsFrom(first as TailRow & FactsRow) };
}

/**
 * The cart, locked or not, as {@link loadCart}, a new line's id from the sequence (ids stay unique
 * across carts and never come back), and the catalogue's facts of `ids` with the campaigns running now.
 */
export async function loadCartForAdd(
  session: SqlSession,
  userId: number,
  ids: ItemIds,
  options: { forUpdate: boolean },
): Promise<LoadedCart & { newItemId: number; facts: CatalogueFacts }> {
  const sql = options.forUpdate ? TAIL_FOR_ADD.locked : TAIL_FOR_ADD.unlocked;
  const { cart, first } = await readCart(session, userId, sql, lookUpParams(ids));
  return { ...cart, newItemId: first.new_line_id!, facts: factsFrom(first as TailRow & FactsRow) };
}

async function readCart(session: SqlSession, userId: number, sql: string, more: readonly unknown[] = []) {
  const streamId = cartStreamId(userId);
  let { rows } = await session.query<TailRow>(sql, [streamId, userId, ...more]);
  const first = rows[0]!;
  const version = first.current_version ?? 0;
  if (version === 0) return { cart: { state: emptyCart, version }, first };
  if (version < (first.snapshot_version ?? 0)) ({ rows } = await session.query<TailRow>(WHOLE, [streamId]));
  const initial = rows[0]?.items ? { items: rows[0].items } : emptyCart;
  const events = rows
    .filter((row) => row.event_type !== null)
    .map((row) => ({ type: row.event_type, data: row.data }) as CartEvent);
  return { cart: { state: events.reduce(evolve, initial), version }, first };
}

/**
 * Appends the cart's events and, in the same statement, its snapshot as they leave it; answers
 * the cart after them.
 */
export async function appendToCart(
  log: EventLog,
  session: SqlSession,
  userId: number,
  cart: LoadedCart,
  events: readonly CartEvent[],
  metadata: EventMetadata,
): Promise<CartState> {
  const after = events.reduce(evolve, cart.state);
  await log.append(session, cartStreamId(userId), events, {
    expectedVersion: cart.version,
    metadata,
    alongside: (first) => ({
      sql: snapshotUpsert('moved', `$${first}`, `$${first + 1}`),
      params: [userId, JSON.stringify(after.items)],
    }),
  });
  return after;
}

/**
 * {@link appendToCart} within a guarded write (CTEs named `cart_…`): the events, expecting the
 * version read, and the snapshot as they leave the cart; the write fails whole when another
 * change of the cart went first. Answers the cart after them.
 */
export function appendToCartGuarded(
  log: EventLog,
  write: GuardedWrite,
  userId: number,
  cart: LoadedCart,
  events: readonly CartEvent[],
  metadata: EventMetadata,
): CartState {
  const after = events.reduce(evolve, cart.state);
  log.appendGuarded(write, 'cart', cartStreamId(userId), events, { expectedVersion: cart.version, metadata });
  const [user, items] = [write.param(userId), write.param(JSON.stringify(after.items))];
  write.with('cart_snapshot', snapshotUpsert('cart_moved', user, items));
  return after;
}

/**
 * The cart's snapshot at the version its append moved the stream to (`moved`, the append's CTE
 * of the stream's new version): written only when the append went through.
 */
function snapshotUpsert(moved: string, user: string, items: string): string {
  return `INSERT INTO cart_snapshots (user_id, version, items) SELECT ${user}::int, m.version, ${items}::jsonb
    FROM ${moved} m ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, items = EXCLUDED.items`;
}
