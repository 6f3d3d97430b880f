import { lockProjection, resetCheckpoint } from './checkpoints.js';
import type { EventStore } from './event-store.js';
import type { Projection } from './projection.js';
import { applyNextBatch } from './projection-batch.js';
import type { Database } from './sql-session.js';

/**
 * Rebuilds one projection from the first event while live runners keep running. One transaction
 * holds the projection's lock from start to end, so live runners find it taken and skip their
 * turns; the reset and each batch commit in transactions of their own, so the rebuild never holds
 * a transaction id for long and the xmin gate keeps moving for every other projection. It ends
 * with the checkpoint past every event it replayed, where live runners go on. Needs a Database
 * that can hold two connections at once. Answers events read and milliseconds.
 */
export async function rebuildProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  options: { batchSize?: number } = {},
): Promise<{ events: number; ms: number }> {
  const batchSize = options.batchSize ?? 500;
  const started = performance.now();
  let events = 0;
  await db.transaction(async (lockHolder) => {
    await lockProjection(lockHolder, projection.name);
    await db.transaction(async (session) => {
      await projection.reset(session);
      await resetCheckpoint(session, projection.name);
    });
    for (;;) {
      const batch = await db.transaction((session) => applyNextBatch(session, store, projection, batchSize));
      events += batch.read;
      if (batch.read < batchSize) break;
    }
  });
  return { events, ms: Math.round(performance.now() - started) };
}
