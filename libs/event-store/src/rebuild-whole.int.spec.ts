import type pg from 'pg';

import { createTestDatabase, type TestDatabase } from '@kilau/test';

import { readCheckpoint } from './checkpoints.js';
import {
  type Database,
  EventStore,
  pgDatabase,
  type Projection,
  ProjectionRunner,
  rebuildProjection,
  rebuildProjections,
} from './index.js';
import {
  appendConcurrently,
  gatePassed,
  head,
  latestFromLog,
  latestProjection,
  openPool,
  recordingLogger,
  settle,
  tableState,
} from './tally.spec-support.js';

describe('rebuildProjection of a read model of one row per stream', () => {
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

  it('writes it whole, its indexes back, while writers carry on; live runners go on from its checkpoint', async () => {
    const latest = await latestProjection(db, 'latest', { eventTypes: ['Counted'] });
    const { logger, errors } = recordingLogger();
    const pool = openPool(database.url, 3);
    pools.push(pool);
    const live = new ProjectionRunner(pgDatabase(pool), store, [latest], { batchSize: 25, idlePollMs: 20, logger });
    await live.start();
    try {
      await appendConcurrently(db, store, 400, { prefix: 'whole', streams: 30 });
      await settle(live);
      const before = await db.transaction((s) => tableState(s, 'latest'));
      expect(before.rows).toEqual(await db.transaction((s) => latestFromLog(s, ['Counted'])));

      // batches of 7 events cut streams of a dozen or more across batches
      const [rebuilt] = await Promise.all([
        rebuildProjection(db, store, latest, { batchSize: 7 }),
        appendConcurrently(db, store, 100, { prefix: 'during', writers: 4 }),
      ]);
      await settle(live);

      const after = await db.transaction((s) => tableState(s, 'latest'));
      expect(after.rows).toEqual(await db.transaction((s) => latestFromLog(s, ['Counted'])));
      expect(after.indexes).toEqual(before.indexes);
      expect(after.indexes).toContainEqual(expect.stringContaining('latest_seen_idx'));
      // the primary key, dropped for the copy, is back as it was
      expect(after.constraints).toEqual(before.constraints);
      expect(after.constraints).toEqual(['latest_pkey PRIMARY KEY (stream_id)']);
      // it read the Counted events behind the xmin gate, and no live batch ran under it
      expect(rebuilt.events).toBeGreaterThanOrEqual(200);
      expect(errors).toEqual([]);
      expect(await live.lag()).toEqual([{ name: 'latest', checkpoint: await db.transaction(head), behind: 0 }]);
    } finally {
      await live.stop();
    }
  });

  it("leaves out of its scan the keys of an event's data that every read model it rebuilds leaves unread", async () => {
    await db.transaction((s) =>
      store.append(
        s,
        'parcel-1',
        [
          { type: 'Packed', data: { box: 'S', address: 'Jl. Melati 5', note: 'fragile' } },
          { type: 'Sent', data: { box: 'S', address: 'Jl. Melati 5' } },
        ],
        { expectedVersion: 0 },
      ),
    );
    const seen: Record<string, string[][]> = {};
    const watching = async (name: string, unread: Record<string, string[]>): Promise<Projection> => {
      const inner = await latestProjection(db, name, { eventTypes: ['Packed', 'Sent'] });
      seen[name] = [];
      const fold = (events: Parameters<NonNullable<Projection['byStream']>['fold']>[0]) => {
        seen[name]!.push(...events.map((event) => Object.keys(event.data as object).sort()));
        return inner.byStream!.fold(events);
      };
      return { ...inner, byStream: { ...inner.byStream!, unread, fold } };
    };

    await gatePassed(db);
    await rebuildProjection(db, store, await watching('parcels', { Packed: ['address', 'note'] }));
    expect(seen['parcels']).toEqual([['box'], ['address', 'box']]);

    // together, only what both leave unread is left out
    const both = [
      await watching('parcels', { Packed: ['address', 'note'] }),
      await watching('notes', { Packed: ['address'], Sent: ['address'] }),
    ];
    await rebuildProjections(db, store, both);
    expect(seen['parcels']).toEqual([
      ['box', 'note'],
      ['address', 'box'],
    ]);
    expect(seen['notes']).toEqual([
      ['box', 'note'],
      ['address', 'box'],
    ]);
  });

  it('leaves the read model and its checkpoint as they were when it fails half-way; the next one completes', async () => {
    const good = await latestProjection(db, 'kept');
    await appendConcurrently(db, store, 200, { prefix: 'kept', streams: 20 });
    await rebuildProjection(db, store, good, { batchSize: 10 });
    // the log moves on with no runner: the read model stays behind, so old and new differ
    await appendConcurrently(db, store, 60, { prefix: 'later', streams: 10 });
    const state = () =>
      db.transaction(async (s) => ({
        table: await tableState(s, 'kept'),
        checkpoint: await readCheckpoint(s, 'kept'),
      }));
    const old = await state();
    expect(old.table.rows.some((row) => String(row.stream_id).startsWith('later'))).toBe(false);

    const failing = await latestProjection(db, 'kept', { failAt: 5 });
    await expect(rebuildProjection(db, store, failing, { batchSize: 10 })).rejects.toThrow('stream 5 cannot be folded');
    expect(await state()).toEqual(old);

    await rebuildProjection(db, store, good, { batchSize: 10 });
    // what the xmin gate (server-wide: another suite's transaction may hold it) kept back, a runner adds
    await settle(new ProjectionRunner(db, store, [good]));
    const rebuilt = await state();
    expect(rebuilt.table.rows).toEqual(await db.transaction((s) => latestFromLog(s)));
    expect(rebuilt.table.indexes).toEqual(old.table.indexes);
    expect(rebuilt.checkpoint).toEqual(await db.transaction(head));
  });
});
