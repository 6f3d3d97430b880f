import type pg from 'pg';

import { createTestDatabase, type TestDatabase, waitUntil } from '@kilau/test';

import { projectionLockKey } from './checkpoints.js';
import {
  type Database,
  EventStore,
  pgDatabase,
  type Projection,
  ProjectionRunner,
  type ProjectionRunnerOptions,
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

describe('projection runner', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  const runners: ProjectionRunner[] = [];
  let db: Database;
  const store = new EventStore();

  /** A runner on a pool of its own, as a separate process would have; stopped after each test. */
  function runnerOnOwnPool(projections: Projection[], options: ProjectionRunnerOptions) {
    const pool = openPool(database.url, 4);
    pools.push(pool);
    const runner = new ProjectionRunner(pgDatabase(pool), store, projections, options);
    runners.push(runner);
    return runner;
  }

  const countEvents = async () =>
    (await db.transaction((s) => s.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))).rows[0]!.n;
  const rows = (name: string) => db.transaction((s) => tallyRows(s, name));

  beforeAll(async () => {
    database = await createTestDatabase();
    pools.push(openPool(database.url, 12));
    db = pgDatabase(pools[0]!);
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it('applies every event exactly once with three runners racing while 500 events are written', async () => {
    const all = await tallyProjection(db, 'tally_all');
    const counted = await tallyProjection(db, 'tally_counted', ['Counted']);
    const { logger, errors } = recordingLogger();
    const three = [1, 2, 3].map(() => runnerOnOwnPool([all, counted], { batchSize: 20, idlePollMs: 100, logger }));
    await Promise.all(three.map((runner) => runner.start()));

    await appendConcurrently(db, store, 500, { writers: 10 });
    await waitUntil(async () => (await rows('tally_all')).length === 500, {
      what: 'the projection to see 500 events',
      timeoutMs: 20_000,
    });
    await settle(three[0]!);

    const tally = await rows('tally_all');
    expect(tally).toHaveLength(500);
    expect(tally.filter((row) => row.times !== 1)).toEqual([]);
    const countedOnly = await rows('tally_counted');
    expect(countedOnly).toHaveLength(250);
    expect(countedOnly.filter((row) => row.times !== 1)).toEqual([]);
    const end = await db.transaction(head);
    expect(await three[1]!.lag()).toEqual([
      { name: 'tally_all', checkpoint: end, behind: 0 },
      { name: 'tally_counted', checkpoint: end, behind: 0 },
    ]);
    expect(errors).toEqual([]);
  });

  it('applies a batch that threw once after the retry: nothing skipped, nothing doubled', async () => {
    const tally = await tallyProjection(db, 'tally_flaky');
    let applies = 0;
    const flaky: Projection = {
      ...tally,
      async apply(session, events) {
        await tally.apply(session, events);
        if (++applies === 3) throw new Error('the read model is out to lunch');
      },
    };
    const { logger, errors } = recordingLogger();
    const runner = runnerOnOwnPool([flaky], { batchSize: 10, idlePollMs: 50, logger });
    await runner.start();
    await appendConcurrently(db, store, 60, { writers: 3, prefix: 'flaky' });

    const total = await countEvents();
    await waitUntil(async () => (await rows('tally_flaky')).length === total, {
      what: 'the flaky projection to see every event',
    });
    await settle(runner);

    expect((await rows('tally_flaky')).filter((row) => row.times !== 1)).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ projection: 'tally_flaky', failures: 1 });
  });

  it('backs off, doubling, from a batch that always throws, and keeps its place', async () => {
    const tally = await tallyProjection(db, 'tally_poison');
    const poison: Projection = {
      ...tally,
      apply: () => Promise.reject(new Error('this batch can never be applied')),
    };
    const { logger, errors } = recordingLogger();
    const runner = runnerOnOwnPool([poison], { idlePollMs: 10, logger });
    await runner.start();

    await waitUntil(() => errors.length >= 4, { what: 'four failed batches' });

    const delays = errors.slice(0, 4).map((error) => (error as { delayMs: number }).delayMs);
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual(50 * 2 ** i);
      expect(delay).toBeLessThanOrEqual(100 * 2 ** i);
    });
    expect((await runner.lag())[0]).toMatchObject({ checkpoint: { position: '0' }, behind: await countEvents() });
  });

  it('wakes on NOTIFY long before its idle poll', async () => {
    const runner = runnerOnOwnPool([await tallyProjection(db, 'tally_woken')], { idlePollMs: 60_000 });
    await runner.start();

    for (const n of [1, 2, 3]) {
      await db.transaction((s) => store.append(s, 'woken-1', [{ type: 'Rang', data: {} }], { expectedVersion: 'any' }));
      const total = await countEvents();
      await waitUntil(async () => (await rows('tally_woken')).length === total, {
        what: `the projection to be woken by append ${n}`,
        timeoutMs: 3_000,
      });
    }
  });

  it('listens again after losing its LISTEN connection', async () => {
    const runner = runnerOnOwnPool([await tallyProjection(db, 'tally_relisten')], { idlePollMs: 60_000 });
    await runner.start();
    await runner.catchUp();
    const listeners = async () =>
      (
        await pools[0]!.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        )
      ).rows.map((row) => row.pid);
    const [before] = await listeners();
    await pools[0]!.query('SELECT pg_terminate_backend($1)', [before]);
    await waitUntil(async () => (await listeners()).some((pid) => pid !== before), {
      what: 'a new LISTEN connection',
    });

    await db.transaction((s) => store.append(s, 'relisten-1', [{ type: 'Rang', data: {} }], { expectedVersion: 0 }));
    const total = await countEvents();
    await waitUntil(async () => (await rows('tally_relisten')).length === total, {
      what: 'the projection to be woken through the new connection',
      timeoutMs: 3_000,
    });
  });

  it('stands by while another process applies the projection, one look a poll, and takes over when it stops', async () => {
    const projection = await tallyProjection(db, 'tally_standby');
    const pool = openPool(database.url, 4);
    pools.push(pool);
    let looks = 0;
    const counting = pgDatabase(pool);
    const looking: Database = {
      ...counting,
      transaction: (work) =>
        counting.transaction((session) =>
          work({
            ...session,
            query: (text, params) => {
              if (text.includes('pg_try_advisory_xact_lock')) looks++;
              return session.query(text, params);
            },
          }),
        ),
    };
    const runner = new ProjectionRunner(looking, store, [projection], { idlePollMs: 1_000, settleMs: 10 });
    runners.push(runner);
    // another process's loop in a batch: the projection's lock held, while events are written and NOTIFYs rung
    const holder = await pools[0]!.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1::bigint)', [projectionLockKey('tally_standby')]);
      await runner.start();
      const started = Date.now();
      while (Date.now() - started < 700) {
        await db.transaction((s) =>
          store.append(s, 'standby-1', [{ type: 'Rang', data: {} }], { expectedVersion: 'any' }),
        );
        await new Promise((done) => setTimeout(done, 20));
      }
      expect(looks).toBeLessThanOrEqual(2); // racing it, the runner took a look for every NOTIFY, some thirty
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }
    const total = await countEvents();
    await waitUntil(async () => (await rows('tally_standby')).length === total, {
      what: 'the runner to take the projection over within a poll',
      timeoutMs: 3_000,
    });
  });
});
