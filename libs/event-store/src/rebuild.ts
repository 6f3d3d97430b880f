import { lockProjection, moveCheckpoint, resetCheckpoint } from './checkpoints.js';
import type { EventStore } from './event-store.js';
import type { Projection } from './projection.js';
import type { Database } from './sql-session.js';
import { type Checkpoint, type RecordedEvent, START } from './types.js';

/**
 * Rebuilds one projection from the first event while live runners keep running. One transaction
 * holds the projection's lock from start to end, so live runners find it taken and skip their
 * turns; the reset and each batch commit in transactions of their own, so the rebuild never holds
 * a transaction id for long and the xmin gate keeps moving for every other projection. The next
 * batch is read while the current one is written, so reading (mostly this process's work) and
 * writing (mostly the database's) overlap. It ends with the checkpoint past every event it
 * replayed, where live runners go on. Needs a Database that can hold three connections at once.
 * Answers events read and milliseconds.
 */
export async function rebuildProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  options: { batchSize?: number } = {},
): Promise<{ events: number; ms: number }> {
  const batchSize = options.batchSize ?? 500;
  const started = performance.now();
  const types = projection.eventTypes && new Set(projection.eventTypes);
  const read = (after: Checkpoint) => db.transaction((session) => store.readAll(session, { after, limit: batchSize }));
  let events = 0;
  await db.transaction(async (lockHolder) => {
    await lockProjection(lockHolder, projection.name);
    await db.transaction(async (session) => {
      await projection.reset(session);
      await resetCheckpoint(session, projection.name);
    });
    let from = START;
    let next: Promise<RecordedEvent[]> | undefined = read(from);
    while (next) {
      const batch: RecordedEvent[] = await next;
      const last = batch.at(-1);
      if (!last) break;
      const to = { transactionId: last.transactionId, position: last.globalPosition };
      next = batch.length === batchSize ? read(to) : undefined;
      next?.catch(() => undefined); // a failed write below rejects first; this read's error is not the news
      const wanted = types ? batch.filter((event) => types.has(event.type)) : batch;
      await db.transaction(async (session) => {
        if (wanted.length > 0) await projection.apply(session, wanted);
        await moveCheckpoint(session, projection.name, from, to);
      });
      from = to;
      events += batch.length;
    }
  });
  return { events, ms: Math.round(performance.now() - started) };
}
