import pg from 'pg';

import { ExpectedVersionConflict } from './index.js';
import { suiteDatabase } from './tally.spec-support.js';

describe('event store: append and read', () => {
  const suite = suiteDatabase();
  const store = suite.store;

  const countEvents = async (streamId: string) =>
    (await suite.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [streamId]))
      .rows[0]!.n;

  it('reads back what it appended, with metadata, fresh ids, the stream type and rising positions', async () => {
    const actor = { kind: 'customer' as const, id: 7, email: 'sari@example.com' };
    const appended = await suite.db.transaction((s) =>
      store.append(
        s,
        'order-41',
        [
          { type: 'OrderPlaced', data: { total: 1_250_000 }, metadata: { causationId: 'cmd-1' } },
          { type: 'OrderPaid', data: { method: 'qris' }, metadata: { correlationId: 'own' } },
        ],
        { expectedVersion: 0, metadata: { correlationId: 'req-9', actor } },
      ),
    );
    const { version, events } = await suite.db.transaction((s) => store.readStream(s, 'order-41'));

    expect(appended.nextVersion).toBe(2);
    expect(version).toBe(2);
    expect(events.map((e) => [e.type, e.data, e.streamVersion, e.streamType])).toEqual([
      ['OrderPlaced', { total: 1_250_000 }, 1, 'order'],
      ['OrderPaid', { method: 'qris' }, 2, 'order'],
    ]);
    expect(events[0]!.metadata).toEqual({ correlationId: 'req-9', causationId: 'cmd-1', actor });
    expect(events[1]!.metadata).toEqual({ correlationId: 'own', actor });
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
    expect(events.every((e) => /^[0-9a-f-]{36}$/.test(e.eventId))).toBe(true);
    expect(BigInt(events[1]!.globalPosition)).toBeGreaterThan(BigInt(events[0]!.globalPosition));
    expect(appended.lastPosition).toBe(events[1]!.globalPosition);
    expect(events[0]!.recordedAt).toBeInstanceOf(Date);
    expect(typeof events[0]!.transactionId).toBe('string');
  });

  it('keeps a given event id and reads a stream from a version on', async () => {
    const eventId = '0f8b6a52-3c1e-4d7a-9b2f-5e6d7c8b9a01';
    await suite.db.transaction((s) =>
      store.append(s, 'cart-5', [{ type: 'ItemAdded', data: { sku: 'K-1' }, eventId }], { expectedVersion: 0 }),
    );
    await suite.db.transaction((s) =>
      store.append(s, 'cart-5', [{ type: 'ItemAdded', data: { sku: 'K-2' } }], { expectedVersion: 1 }),
    );
    const all = await suite.db.transaction((s) => store.readStream(s, 'cart-5'));
    const later = await suite.db.transaction((s) => store.readStream(s, 'cart-5', { fromVersion: 2 }));
    const beyond = await suite.db.transaction((s) => store.readStream(s, 'cart-5', { fromVersion: 3 }));

    expect(all.events[0]!.eventId).toBe(eventId);
    expect(later).toMatchObject({ version: 2, events: [{ streamVersion: 2, data: { sku: 'K-2' } }] });
    expect(beyond).toEqual({ version: 2, events: [] });
    expect(await suite.db.transaction((s) => store.readStream(s, 'cart-none'))).toEqual({ version: 0, events: [] });
  });

  it('refuses a stale expected version with a typed conflict and writes nothing', async () => {
    await suite.db.transaction((s) =>
      store.append(s, 'order-42', [{ type: 'OrderPlaced', data: {} }], { expectedVersion: 0 }),
    );

    const conflict = await suite.db.transaction(async (s) => {
      const error = await store
        .append(s, 'order-42', [{ type: 'OrderPaid', data: {} }], { expectedVersion: 3 })
        .catch((e: unknown) => e);
      // The transaction stays usable: the conflict was found without a failed statement.
      await store.append(s, 'order-42', [{ type: 'OrderPaid', data: {} }], { expectedVersion: 1 });
      return error;
    });

    expect(conflict).toBeInstanceOf(ExpectedVersionConflict);
    expect(conflict).toMatchObject({ streamId: 'order-42', expected: 3, actual: 1 });
    expect(await countEvents('order-42')).toBe(2);
    expect((await suite.db.transaction((s) => store.readStream(s, 'order-42'))).version).toBe(2);
  });

  it('writes the rows given alongside in the append, and none when it conflicts', async () => {
    await suite.pool.query('CREATE TABLE IF NOT EXISTS alongside_rows (note text NOT NULL)');
    const alongside = (note: string) => (first: number, whenAppended: string) => ({
      sql: `INSERT INTO alongside_rows (note) SELECT $${first} WHERE ${whenAppended}`,
      params: [note],
    });
    await suite.db.transaction(async (s) => {
      await store.append(s, 'order-143', [{ type: 'OrderPlaced', data: {} }], {
        expectedVersion: 0,
        alongside: alongside('placed'),
      });
      const conflict = await store
        .append(s, 'order-143', [{ type: 'OrderPaid', data: {} }], {
          expectedVersion: 5,
          alongside: alongside('stale'),
        })
        .catch((e: unknown) => e);
      expect(conflict).toBeInstanceOf(ExpectedVersionConflict);
      await store.append(s, 'order-143', [{ type: 'OrderPaid', data: {} }], {
        expectedVersion: 1,
        alongside: alongside('paid'),
      });
    });
    const { rows } = await suite.pool.query('SELECT note FROM alongside_rows ORDER BY note');
    expect(rows.map((row) => row.note)).toEqual(['paid', 'placed']);
    expect(await countEvents('order-143')).toBe(2);
  });

  it('folds a stream into state with the version to expect, and an unknown stream into the initial state', async () => {
    await suite.db.transaction((s) =>
      store.append(
        s,
        'cart-144',
        [
          { type: 'Added', data: { n: 2 } },
          { type: 'Added', data: { n: 3 } },
        ],
        {
          expectedVersion: 0,
        },
      ),
    );
    const fold = { initial: 0, evolve: (sum: number, event: { data: { n: number } }) => sum + event.data.n };
    await expect(suite.db.transaction((s) => store.foldStream(s, 'cart-144', fold))).resolves.toEqual({
      state: 5,
      version: 2,
    });
    await expect(suite.db.transaction((s) => store.foldStream(s, 'cart-145', fold))).resolves.toEqual({
      state: 0,
      version: 0,
    });
  });

  it('treats expected version 0 on an existing stream as a conflict', async () => {
    await suite.db.transaction((s) =>
      store.append(s, 'order-43', [{ type: 'OrderPlaced', data: {} }], { expectedVersion: 0 }),
    );

    const again = suite.db.transaction((s) =>
      store.append(s, 'order-43', [{ type: 'OrderPlaced', data: {} }], { expectedVersion: 0 }),
    );

    await expect(again).rejects.toMatchObject({ name: 'ExpectedVersionConflict', expected: 0, actual: 1 });
    expect(await countEvents('order-43')).toBe(1);
  });

  it("appends with 'any' to a new and to an existing stream", async () => {
    const first = await suite.db.transaction((s) =>
      store.append(s, 'payment-44', [{ type: 'Attempted', data: {} }], { expectedVersion: 'any' }),
    );
    const second = await suite.db.transaction((s) =>
      store.append(
        s,
        'payment-44',
        [
          { type: 'Attempted', data: {} },
          { type: 'Captured', data: {} },
        ],
        {
          expectedVersion: 'any',
        },
      ),
    );

    expect([first.nextVersion, second.nextVersion]).toEqual([1, 3]);
    const { events } = await suite.db.transaction((s) => store.readStream(s, 'payment-44'));
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('answers the version without writing when there is nothing to append', async () => {
    const result = await suite.db.transaction((s) => store.append(s, 'order-43', [], { expectedVersion: 1 }));
    const stale = suite.db.transaction((s) => store.append(s, 'order-43', [], { expectedVersion: 0 }));

    expect(result.nextVersion).toBe(1);
    await expect(stale).rejects.toBeInstanceOf(ExpectedVersionConflict);
  });

  it('refuses a stream id without a type', async () => {
    const append = suite.db.transaction((s) =>
      store.append(s, 'order', [{ type: 'X', data: {} }], { expectedVersion: 0 }),
    );
    await expect(append).rejects.toThrow(/<type>-<id>/);
  });

  it('keeps the log append-only: the table refuses UPDATE and DELETE', async () => {
    const update = suite.pool.query(`UPDATE events SET data = '{}' WHERE stream_id = 'order-41'`);
    const remove = suite.pool.query(`DELETE FROM events WHERE stream_id = 'order-41'`);

    await expect(update).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(remove).rejects.toThrow(/append-only: DELETE refused/);
  });

  it('wakes the projections at commit, but not for an append that says no projection reads its events', async () => {
    const listener = new pg.Client({ connectionString: suite.database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (note) => heard.push(note.channel));
    await listener.query(`LISTEN ${store.notifyChannel}`);
    const append = (streamId: string, notify?: boolean) =>
      suite.db.transaction((s) =>
        store.append(s, streamId, [{ type: 'Noted', data: {} }], { expectedVersion: 0, notify }),
      );
    try {
      await append('quiet-1', false);
      await append('quiet-2', false);
      await append('loud-1');
      // notifications arrive in commit order: once the loud append's is heard, the quiet ones' would have been
      const deadline = Date.now() + 5_000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10));
      expect(heard).toEqual([store.notifyChannel]);
      expect(await countEvents('quiet-1')).toBe(1);
      expect(await countEvents('quiet-2')).toBe(1);
    } finally {
      await listener.end();
    }
  });
});
