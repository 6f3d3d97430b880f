import { waitUntil } from '@kilau/test';

import { type Checkpoint, type RecordedEvent, START } from './index.js';
import { suiteDatabase } from './tally.spec-support.js';

describe('event store: reading the global log', () => {
  const suite = suiteDatabase();
  const store = suite.store;

  beforeAll(async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ type: i % 3 ? 'Noted' : 'Counted', data: { i } }));
    await suite.db.transaction((s) => store.append(s, 'ledger-1', twelve, { expectedVersion: 0 }));
    await suite.db.transaction((s) => store.append(s, 'ledger-2', twelve.slice(0, 3), { expectedVersion: 0 }));
    // The xmin gate is server-wide: a transaction open in another suite's database may hold it back a moment.
    await waitUntil(
      async () => (await suite.db.transaction((s) => store.readAll(s, { after: START, limit: 20 }))).length === 15,
      {
        what: 'the xmin gate to pass the appends',
      },
    );
  });

  /** Reads the whole log in pages of `limit`, each page after the last event of the one before. */
  async function page(limit: number, types?: readonly string[]): Promise<RecordedEvent[]> {
    const read: RecordedEvent[] = [];
    let after: Checkpoint = START;
    for (;;) {
      const batch = await suite.db.transaction((s) => store.readAll(s, { after, limit, types }));
      read.push(...batch);
      const last = batch.at(-1);
      if (!last) return read;
      after = { transactionId: last.transactionId, position: last.globalPosition };
    }
  }

  it('answers every event once, in (transaction, position) order, across pages', async () => {
    const read = await page(5);

    // Positions 1 to 15 cross from one digit to two: a page boundary ordered as text would go back.
    expect(read.map((e) => Number(e.globalPosition))).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(read.map((e) => `${e.streamId}/${e.streamVersion}`).slice(9, 13)).toEqual([
      'ledger-1/10',
      'ledger-1/11',
      'ledger-1/12',
      'ledger-2/1',
    ]);
    expect(BigInt(read[14]!.transactionId)).toBeGreaterThan(BigInt(read[0]!.transactionId));
  });

  it('answers only the asked types', async () => {
    const counted = await page(2, ['Counted']);

    expect(counted.map((e) => (e.data as { i: number }).i)).toEqual([0, 3, 6, 9, 0]);
    expect(counted.every((e) => e.type === 'Counted')).toBe(true);
  });
});
