import pg from 'pg';

import type { SqlSession } from '@kilau/event-store';
import { addProduct, logIn, type ShopUnderTest, startShop } from '@kilau/test';

import { EventLog } from './event-log.js';
import { planOfKeyedLookup, plansOfThreeRuns } from './keyed-plans.spec-support.js';

/** The write side's own connections, as commands use them. */
describe('event log', () => {
  let shop: ShopUnderTest;
  let log: EventLog;

  beforeAll(async () => {
    shop = await startShop();
    log = shop.api.get(EventLog);
  });
  afterAll(() => shop.close());

  it('runs a statement on its generic plan from the first time, instead of planning it for each call', async () => {
    const plans = await log.transact((session) => plansOfThreeRuns(session, 'event-log spec'));
    expect(plans).toEqual([{ generic: 3, custom: 0 }]);
  });

  it('tries work unlocked without a transaction first, and locked in one when another writer went first', async () => {
    const streamId = `spec-${Date.now()}`;
    const version = async (session: SqlSession) =>
      (
        await session.query<{ version: number | null }>('SELECT version FROM event_streams WHERE stream_id = $1', [
          streamId,
        ])
      ).rows[0]?.version ?? 0;
    const noted = { type: 'SpecNoted', data: {} };
    const tries: Array<{ locked: boolean; inTransaction: boolean }> = [];
    const work = (cutIn: boolean) => async (session: SqlSession, locked: boolean) => {
      const read = await version(session);
      // now() is the transaction's start: two statements see the same one only inside a transaction
      const now = async () => (await session.query<{ now: string }>('SELECT now()::text AS now')).rows[0]!.now;
      tries.push({ locked, inTransaction: (await now()) === (await now()) });
      // another writer appends between this read and this append, on the first try only
      if (cutIn && !locked)
        await log.transact((other) => log.append(other, streamId, [noted], { expectedVersion: read }));
      return (await log.append(session, streamId, [noted], { expectedVersion: read })).nextVersion;
    };
    expect(await log.transactUnlockedFirst(work(false))).toBe(1);
    expect(tries).toEqual([{ locked: false, inTransaction: false }]);
    tries.length = 0;
    expect(await log.transactUnlockedFirst(work(true))).toBe(3);
    expect(tries).toEqual([
      { locked: false, inTransaction: false },
      { locked: true, inTransaction: true },
    ]);
    expect(await version(log.autocommit)).toBe(3);
  });

  it('looks a row up by its key through the index, though the table was small when it was planned', async () => {
    const plan = await log.transact((session) => planOfKeyedLookup(session, 'event-log spec'));
    expect(plan).toContain('outbox_job_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('wakes no read model for a cart add, which none reads', async () => {
    const { access: token } = await logIn(shop, 'tanpa-bangun@example.com');
    const product = await addProduct(shop.sql, { name: 'Kalung Sunyi', price: 100_000 });
    const listener = new pg.Client({ connectionString: shop.config.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (note) => heard.push(note.payload ?? ''));
    await listener.query(`LISTEN ${log.store.notifyChannel}`);
    try {
      const added = await shop.call('POST', '/api/cart/add/', { body: { product, quantity: 1 }, token });
      expect(added.status).toBe(201);
      // notifications arrive in commit order: once this one is heard, the add's would have been
      await shop.sql.query('SELECT pg_notify($1, $2)', [log.store.notifyChannel, 'after the add']);
      const deadline = Date.now() + 5_000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10));
      expect(heard).toEqual(['after the add']);
    } finally {
      await listener.end();
    }
  });
});
