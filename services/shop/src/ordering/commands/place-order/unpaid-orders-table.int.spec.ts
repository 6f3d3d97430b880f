import pg from 'pg';

import { EventStore, pgDatabase } from '@kilau/event-store';
import { revertMigration, runMigrations } from '@kilau/migrations';
import { createTestDatabase, type TestDatabase } from '@kilau/test';

import { ORDER_EVENT_TYPES } from '../../events.js';
import { UNPAID_ORDER_ENDS, unpaidOrdersSql } from './unpaid-orders.js';

/**
 * The orders waiting for payment as the checkout counts them and the unpaid sweep reads them, with
 * their deadlines (migrations 1763800004500 and 1763800004600): kept by a trigger on the log in the
 * appending transaction, held here to the shop's UNPAID_ORDER_ENDS event type by event type, and
 * filled from the log when the migrations run on a shop with orders.
 */
describe("the log's orders waiting for payment", () => {
  let database: TestDatabase;
  let sql: pg.Pool;
  let nextUser = 1;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // the pool's end does not wait for the server to close its sessions; the database's drop may end one first
    sql.on('error', () => undefined);
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  /** Appends `types` to an order's stream through the event log, whatever its version. */
  const append = (order: string, types: readonly string[], data: Record<string, unknown>) =>
    pgDatabase(sql).transaction((session) =>
      new EventStore().append(
        session,
        order,
        types.map((type) => ({ type, data })),
        { expectedVersion: 'any' },
      ),
    );
  const open = async (userId: number) =>
    (await sql.query<{ open: number }>(unpaidOrdersSql('$1'), [userId])).rows[0]!.open;
  const deadlines = async (streams: readonly string[]) =>
    (
      await sql.query<{ stream_id: string; user_id: string | null; payment_deadline: Date | null }>(
        `SELECT stream_id, user_id, payment_deadline FROM unpaid_orders WHERE stream_id = ANY($1) ORDER BY stream_id`,
        [streams],
      )
    ).rows.map((row) => [row.stream_id, row.user_id, row.payment_deadline?.toISOString() ?? null]);
  const openLocked = async (userId: number) =>
    (await sql.query<{ open: number }>(`SELECT unpaid_orders_of_locked(1, $1::int) AS open`, [userId])).rows[0]!.open;

  it.each(ORDER_EVENT_TYPES.filter((type) => type !== 'OrderPlaced'))(
    'an order placed and then %s waits for payment unless the shop says that fact ends the wait',
    async (type) => {
      const user = nextUser++;
      await append(`order-${user}01`, ['OrderPlaced', type], { orderId: user * 100 + 1, userId: user });
      expect(await open(user)).toBe((UNPAID_ORDER_ENDS as readonly string[]).includes(type) ? 0 : 1);
    },
  );

  it("counts the account's own open orders alone, before and under its lock", async () => {
    const [buyer, other] = [nextUser++, nextUser++];
    for (const n of [1, 2, 3]) await append(`order-${buyer}0${n}`, ['OrderPlaced'], { orderId: n, userId: buyer });
    await append(`order-${other}01`, ['OrderPlaced'], { orderId: 4, userId: other });
    // an order placed without an account (as the count never counted one)
    await append(`order-${other}02`, ['OrderPlaced'], { orderId: 5 });
    expect([await open(buyer), await openLocked(buyer), await open(other)]).toEqual([3, 3, 1]);

    await append(`order-${buyer}01`, ['PaymentSettled'], { orderId: 1 });
    await append(`order-${buyer}02`, ['OrderCancelled'], { orderId: 2 });
    expect([await open(buyer), await openLocked(buyer), await open(other)]).toEqual([1, 1, 1]);
  });

  it("keeps each order's payment deadline, an order of no account's too, for the sweep", async () => {
    const user = nextUser++;
    const deadline = '2026-11-27T20:11:24.139Z';
    await append(`order-${user}01`, ['OrderPlaced'], { orderId: 1, userId: user, paymentDeadline: deadline });
    await append(`order-${user}02`, ['OrderPlaced'], { orderId: 2, paymentDeadline: deadline });
    expect(await deadlines([`order-${user}01`, `order-${user}02`])).toEqual([
      [`order-${user}01`, String(user), deadline],
      [`order-${user}02`, null, deadline],
    ]);
    expect(await open(user)).toBe(1);
    await append(`order-${user}02`, ['OrderCancelled'], { orderId: 2 });
    expect(await deadlines([`order-${user}02`])).toEqual([]);
  });

  it('is filled from the log when the migration runs on a shop that already has orders', async () => {
    const reverted: string[] = [];
    while (!reverted.includes('UnpaidOrders1763800004500')) reverted.push((await revertMigration(database.url))!);
    const user = nextUser++;
    for (const n of [1, 2, 3, 4]) await append(`order-${user}0${n}`, ['OrderPlaced'], { orderId: n, userId: user });
    await append(`order-${user}01`, ['PaymentSettled'], { orderId: 1 });
    await append(`order-${user}02`, ['OrderCancelled'], { orderId: 2 });

    const deadline = '2026-11-28T01:00:00.000Z';
    await append(`order-${user}05`, ['OrderPlaced'], { orderId: 5, paymentDeadline: deadline }); // of no account

    expect(await runMigrations(database.url)).toEqual(reverted.reverse());
    expect(await open(user)).toBe(2);
    expect(await deadlines([`order-${user}03`, `order-${user}05`])).toEqual([
      [`order-${user}03`, String(user), null], // placed without a deadline in its data
      [`order-${user}05`, null, deadline],
    ]);
    await append(`order-${user}03`, ['PaymentSettled'], { orderId: 3 });
    expect(await open(user)).toBe(1);
  });
});
