import type pg from 'pg';

import { createTestDatabase, type TestDatabase } from '@kilau/test';

import {
  type Database,
  EventStore,
  pgDatabase,
  ProjectionRunner,
  rebuildProjection,
  rebuildProjections,
} from './index.js';
import {
  appendConcurrently,
  head,
  openPool,
  recordingLogger,
  settle,
  tallyProjection,
  tallyRows,
} from './tally.spec-support.js';

describe('rebuildProjection', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  let db: Database;
  const store = new EventStore();

  beforeAll(async () => {
    database = await createTestDatabase();
    pools.push(openPool(database.url));
    db = pgDatabase(pools[0]!);
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it('rebuilds the live contents while live runners and writers carry on, applying nothing twice', async () => {
    const tally = await tallyProjection(db, 'tally');
    const { logger, errors } = recordingLogger();
    const live = [1, 2].map(() => {
      const pool = openPool(database.url, 3);
      pools.push(pool);
      return new ProjectionRunner(pgDatabase(pool), store, [tally], { batchSize: 25, idlePollMs: 20, logger });
    });
    await Promise.all(live.map((runner) => runner.start()));
    try {
      await appendConcurrently(db, store, 400);
      await settle(live[0]!);
      const before = await db.transaction((s) => tallyRows(s, 'tally'));

      const [rebuilt] = await Promise.all([
        rebuildProjection(db, store, tally, { batchSize: 10 }),
        appendConcurrently(db, store, 100, { prefix: 'during', writers: 4 }),
      ]);
      await settle(live[1]!);

      const after = await db.transaction((s) => tallyRows(s, 'tally'));
      const byEvent = (rows: typeof after) => rows.map((row) => JSON.stringify(row)).sort();
      const firstFourHundred = new Set(before.map((row) => row.event_id));
      expect(before).toHaveLength(400);
      expect(byEvent(after.filter((row) => firstFourHundred.has(row.event_id)))).toEqual(byEvent(before));
      expect(after).toHaveLength(500);
      expect(after.filter((row) => row.times !== 1)).toEqual([]);
      // It replays up to the xmin gate; live runners go on from its checkpoint.
      expect(rebuilt.events).toBeGreaterThan(0);
      // The live runners found the projection locked and skipped their turns: no batch of theirs was undone.
      expect(errors).toEqual([]);
      expect(await live[0]!.lag()).toEqual([{ name: 'tally', checkpoint: await db.transaction(head), behind: 0 }]);
    } finally {
      await Promise.all(live.map((runner) => runner.stop()));
    }
  });

  it('rebuilds several projections from one read of the log, each equal to its live contents and of its own types', async () => {
    const counted = await tallyProjection(db, 'counted', ['Counted']);
    const noted = await tallyProjection(db, 'noted', ['Noted']);
    const pool = openPool(database.url, 3);
    pools.push(pool);
    const live = new ProjectionRunner(pgDatabase(pool), store, [counted, noted], { batchSize: 25, idlePollMs: 20 });
    await live.start();
    try {
      await appendConcurrently(db, store, 300, { prefix: 'shared' });
      await db.transaction((s) =>
        store.append(s, 'other-1', [{ type: 'Ignored', data: {} }], { expectedVersion: 'any' }),
      );
      await settle(live);
      const rows = () => db.transaction(async (s) => [await tallyRows(s, 'counted'), await tallyRows(s, 'noted')]);
      const byEvent = (tables: Awaited<ReturnType<typeof rows>>) =>
        tables.map((table) => table.map((row) => JSON.stringify(row)).sort());
      const before = await rows();
      const { rows: log } = await db.query<{ counted: number; noted: number }>(
        `SELECT count(*) FILTER (WHERE event_type = 'Counted')::int AS counted,
                count(*) FILTER (WHERE event_type = 'Noted')::int AS noted FROM events`,
      );

      const rebuilt = await rebuildProjections(db, store, [counted, noted], { batchSize: 40 });

      const after = await rows();
      expect(before.map((table) => table.length)).toEqual([log[0]!.counted, log[0]!.noted]);
      expect(byEvent(after)).toEqual(byEvent(before));
      expect(after.flat().filter((row) => row.times !== 1)).toEqual([]);
      // one read of the two projections' types for both: the other event is not read
      expect(rebuilt.events).toBe(log[0]!.counted + log[0]!.noted);
      await settle(live);
      expect(await live.lag()).toEqual([
        { name: 'counted', checkpoint: expect.anything(), behind: 0 },
        { name: 'noted', checkpoint: expect.anything(), behind: 0 },
      ]);
    } finally {
      await live.stop();
    }
  });
});
