import type { EventMetadata, SqlSession } from '@kilau/event-store';

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
 * draws its new line's id here (used or not: ids may skip), saving the round trip of its own.
 */
const tailSql = (events: string, newLineId = 'NULL::int') => `
  SELECT one.new_line_id, r.current_version, c.version AS snapshot_version, c.items, r.event_type, r.data
  FROM (SELECT ${newLineId} AS new_line_id) one LEFT JOIN cart_snapshots c ON c.user_id = $2
  LEFT JOIN LATERAL ${events} r ON true ORDER BY r.stream_version`;
const LOCKED = 'read_stream_locked($1, COALESCE(c.version, 0) + 1)';
const TAIL_LOCKED = tailSql(LOCKED);
const TAIL_LOCKED_NEW_LINE = tailSql(LOCKED, `nextval('cart_item_ids')::int`);
const TAIL = tailSql(`(SELECT s.version AS current_version, e.stream_version, e.event_type, e.data
    FROM event_streams s LEFT JOIN events e ON e.stream_id = s.stream_id AND e.stream_version > COALESCE(c.version, 0)
    WHERE s.stream_id = $1)`);
/** The whole stream, locked, for a snapshot ahead of its stream (the log was emptied under it). */
const WHOLE = `SELECT NULL::int AS new_line_id, r.current_version, NULL::int AS snapshot_version, NULL::jsonb AS items,
    r.event_type, r.data
  FROM read_stream_locked($1, 1) r ORDER BY r.stream_version`;

/**
 * A customer's cart: its latest snapshot with the events after it folded on, and the version the
 * next append must expect. A command loads it `forUpdate`, so changes from several tabs queue
 * rather than collide.
 */
export async function loadCart(
  session: SqlSession,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCart> {
  return (await readCart(session, userId, options.forUpdate ? TAIL_LOCKED : TAIL)).cart;
}

/** The cart locked, as {@link loadCart}, and a new line's id from the sequence: ids stay unique across carts and never come back. */
export async function loadCartForAdd(session: SqlSession, userId: number): Promise<LoadedCart & { newItemId: number }> {
  const { cart, newLineId } = await readCart(session, userId, TAIL_LOCKED_NEW_LINE);
  return { ...cart, newItemId: newLineId! };
}

async function readCart(session: SqlSession, userId: number, sql: string) {
  const streamId = cartStreamId(userId);
  let { rows } = await session.query<TailRow>(sql, [streamId, userId]);
  const newLineId = rows[0]?.new_line_id ?? undefined;
  const version = rows[0]?.current_version ?? 0;
  if (version === 0) return { cart: { state: emptyCart, version }, newLineId };
  if (version < (rows[0]?.snapshot_version ?? 0)) ({ rows } = await session.query<TailRow>(WHOLE, [streamId]));
  const initial = rows[0]?.items ? { items: rows[0].items } : emptyCart;
  const events = rows
    .filter((row) => row.event_type !== null)
    .map((row) => ({ type: row.event_type, data: row.data }) as CartEvent);
  return { cart: { state: events.reduce(evolve, initial), version }, newLineId };
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
      sql: `INSERT INTO cart_snapshots (user_id, version, items) SELECT $${first}::int, moved.version, $${first + 1}::jsonb
        FROM moved ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, items = EXCLUDED.items`,
      params: [userId, JSON.stringify(after.items)],
    }),
  });
  return after;
}
