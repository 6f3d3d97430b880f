import type pg from 'pg';

import { createTestDatabase, type TestDatabase, waitUntil } from '@kilau/test';

import {
  type Checkpoint,
  type Database,
  EventStore,
  pgDatabase,
  pgSession,
  ProjectionRunner,
  type SqlSession,
} from './index.js';
import { openPool, settle, tallyProjection, tallyRows } from './tally.spec-support.js';

/**
 * Marten #4953: transaction A is still open when a later transaction B commits. A reader that
 * passes B's event and keeps a checkpoint there would leave A's event behind for good, whichever
 * of the two has the smaller position.
 */
describe('event store: the global log never passes an event still in flight', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Database;
  let a: pg.PoolClient;
  let inA: SqlSession;
  const store = new EventStore();
  const placed = [{ type: 'OrderPlaced', data: {} }];

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = openPool(database.url);
    db = pgDatabase(pool);
  });

  beforeEach(async () => {
    a = await pool.connect();
    inA = pgSession(a);
    await a.query('BEGIN');
  });

  afterEach(() => a.release());

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const readAll = (after: Checkpoint) => db.transaction((s) => store.readAll(s, { after, limit: 100 }));
  /** The streams of the events after `after`, once all `count` have passed the gate, which is server-wide. */
  const streamsOnceVisible = async (after: Checkpoint, count: number) =>
    (
      await waitUntil(async () => (await readAll(after)).length === count && readAll(after), {
        what: `${count} events to pass the xmin gate`,
      })
    ).map((e) => e.streamId);
  const commitB = (streamId: string) =>
    db.transaction((s) => store.append(s, streamId, placed, { expectedVersion: 0 }));

  async function tally(name: string) {
    const runner = new ProjectionRunner(db, store, [await tallyProjection(db, name)], { batchSize: 10 });
    await settle(runner);
    const earlier = (await db.transaction((s) => tallyRows(s, name))).length;
    const checkpoint = (await runner.lag())[0]!.checkpoint;
    /** What the projection applied since, in the order applied. */
    const rows = async () =>
      (await db.transaction((s) => tallyRows(s, name))).slice(earlier).map((r) => [r.stream_id, r.times]);
    return { runner, checkpoint, rows };
  }

  it('holds back a commit behind an earlier insert still open, then hands over both, in order, once', async () => {
    const { runner, checkpoint, rows } = await tally('tally_a');

    const fromA = await store.append(inA, 'order-a', placed, { expectedVersion: 0 });
    const fromB = await commitB('order-b');

    expect(BigInt(fromB.lastPosition)).toBeGreaterThan(BigInt(fromA.lastPosition));
    expect(await readAll(checkpoint)).toEqual([]);
    expect(await runner.catchUp()).toBe(0);
    expect((await runner.lag())[0]).toMatchObject({ checkpoint, behind: 1 });

    await a.query('COMMIT');

    expect(await streamsOnceVisible(checkpoint, 2)).toEqual(['order-a', 'order-b']);
    expect(await runner.catchUp()).toBe(2);
    expect(await rows()).toEqual([
      ['order-a', 1],
      ['order-b', 1],
    ]);
  });

  it('hands over an older transaction before a newer one even when its position is larger', async () => {
    const { runner, checkpoint, rows } = await tally('tally_b');

    await a.query('SELECT pg_current_xact_id()');
    const fromB = await commitB('order-d');
    const fromA = await store.append(inA, 'order-c', placed, { expectedVersion: 0 });

    expect(BigInt(fromA.lastPosition)).toBeGreaterThan(BigInt(fromB.lastPosition));
    expect(await readAll(checkpoint)).toEqual([]);
    expect(await runner.catchUp()).toBe(0);

    await a.query('COMMIT');

    expect(await streamsOnceVisible(checkpoint, 2)).toEqual(['order-c', 'order-d']);
    expect(await runner.catchUp()).toBe(2);
    expect(await rows()).toEqual([
      ['order-c', 1],
      ['order-d', 1],
    ]);
  });

  it('passes over a rolled-back transaction once it has ended', async () => {
    const { runner, checkpoint, rows } = await tally('tally_c');

    await store.append(inA, 'order-e', placed, { expectedVersion: 0 });
    await commitB('order-f');
    expect(await runner.catchUp()).toBe(0);

    await a.query('ROLLBACK');

    expect(await streamsOnceVisible(checkpoint, 1)).toEqual(['order-f']);
    expect(await runner.catchUp()).toBe(1);
    expect(await rows()).toEqual([['order-f', 1]]);
  });
});
