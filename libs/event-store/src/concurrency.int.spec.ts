import { type Database, type EventStore, retryOnConflict } from './index.js';
import { suiteDatabase } from './tally.spec-support.js';

/** Load, decide, append: the next total is decided from the stream as read, so a lost update shows. */
function increment(db: Database, store: EventStore, streamId: string, forUpdate = false) {
  return db.transaction(async (session) => {
    const { version, events } = await store.readStream(session, streamId, { forUpdate });
    const total = (events.at(-1)?.data as { total: number } | undefined)?.total ?? 0;
    await store.append(session, streamId, [{ type: 'Incremented', data: { total: total + 1 } }], {
      expectedVersion: version,
    });
  });
}

describe('event store: concurrent writers on one stream', () => {
  const suite = suiteDatabase(25);
  const store = suite.store;

  const totals = async (streamId: string) => {
    const { events } = await suite.db.transaction((s) => store.readStream(s, streamId));
    return events.map((e) => [e.streamVersion, (e.data as { total: number }).total]);
  };

  it('lands both of two racing appends, the loser retried on fresh state', async () => {
    await Promise.all([0, 1].map(() => retryOnConflict(() => increment(suite.db, store, 'counter-2'))));

    expect(await totals('counter-2')).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('lands 20 concurrent increments with contiguous versions and no lost update', async () => {
    // Each conflict means another writer committed meanwhile, so 20 attempts always suffice for 20 writers.
    const increments = Array.from({ length: 20 }, () =>
      retryOnConflict(() => increment(suite.db, store, 'counter-20'), { attempts: 20 }),
    );
    await Promise.all(increments);

    expect(await totals('counter-20')).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, i + 1]));
  });

  it('queues writers that lock the stream as they read it, so none has to retry', async () => {
    await increment(suite.db, store, 'counter-locked', true);
    const attempts: number[] = [];
    const counted = () => {
      let tries = 0;
      return retryOnConflict(() => (tries++, increment(suite.db, store, 'counter-locked', true)), { attempts: 1 }).then(
        () => attempts.push(tries),
      );
    };
    await Promise.all(Array.from({ length: 20 }, counted));

    expect(attempts).toEqual(Array(20).fill(1));
    expect(await totals('counter-locked')).toEqual(Array.from({ length: 21 }, (_, i) => [i + 1, i + 1]));
  });
});
