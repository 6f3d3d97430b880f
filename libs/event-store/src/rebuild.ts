import { lockProjection, moveCheckpoint, resetCheckpoint } from './checkpoints.js';
import type { EventStore } from './event-store.js';
import type { Projection } from './projection.js';
import { refillByStream, typesRead, type WholeProjection } from './refill-by-stream.js';
import type { Database } from './sql-session.js';
import { type Checkpoint, type RecordedEvent, START } from './types.js';

/** Rebuilds one projection from the first event; see {@link rebuildProjections}. */
export function rebuildProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  options: { batchSize?: number } = {},
): Promise<{ events: number; ms: number }> {
  return rebuildProjections(db, store, [projection], options);
}

/**
 * Rebuilds projections from the first event while live runners keep running. One transaction
 * holds the projections' locks from start to end (taken in name order, so two rebuilds of
 * overlapping sets wait instead of deadlocking), so live runners find them taken and skip their
 * turns; it ends with each checkpoint past every event it replayed, where live runners go on.
 * Read models of one row per stream are written whole from one scan of the log (see
 * `refillByStream`): a reader sees the old contents or the new. The others replay the log batch by
 * batch, reading it once for all of them (see `replayInBatches`). Needs a Database that can hold
 * two connections more than there are projections. Answers events read and milliseconds.
 */
export async function rebuildProjections(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  options: { batchSize?: number } = {},
): Promise<{ events: number; ms: number }> {
  const batchSize = options.batchSize ?? 500;
  const started = performance.now();
  const whole = projections.filter((projection): projection is WholeProjection => !!projection.byStream);
  const batched = projections.filter((projection) => !projection.byStream);
  let events = 0;
  await db.transaction(async (lockHolder) => {
    for (const name of projections.map((projection) => projection.name).sort()) await lockProjection(lockHolder, name);
    if (whole.length) events += await refillByStream(db, whole, { batchSize });
    if (batched.length) events += await replayInBatches(db, store, batched, batchSize);
  });
  return { events, ms: Math.round(performance.now() - started) };
}

/**
 * Replays the log into projections batch by batch, for a caller that holds their locks: each batch
 * is read (only the event types some projection folds) and parsed once, then applied by every
 * projection at once, each on a connection of its own. The reset and each projection's batch
 * commit in transactions of their own, so the replay never holds a transaction id for long and the
 * xmin gate keeps moving for every other projection. The next batch is read while the current one
 * is written, so reading (mostly this process's work) and writing (mostly the database's) overlap.
 */
async function replayInBatches(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  batchSize: number,
): Promise<number> {
  const types = typesRead(projections);
  const read = (after: Checkpoint) =>
    db.transaction((session) => store.readAll(session, { after, limit: batchSize, types }));
  const appliers = projections.map((projection) => batchApplier(db, projection));
  let events = 0;
  await db.transaction(async (session) => {
    for (const projection of projections) {
      await projection.reset(session);
      await resetCheckpoint(session, projection.name);
    }
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
    await Promise.all(appliers.map((apply) => apply(batch, from, to)));
    from = to;
    events += batch.length;
  }
  return events;
}

/** A batch's events of the projection's types and its checkpoint's move, in one transaction. */
function batchApplier(db: Database, projection: Projection) {
  const types = projection.eventTypes && new Set(projection.eventTypes);
  return (batch: readonly RecordedEvent[], from: Checkpoint, to: Checkpoint) =>
    db.transaction(async (session) => {
      const wanted = types ? batch.filter((event) => types.has(event.type)) : batch;
      if (wanted.length > 0) await projection.apply(session, wanted);
      await moveCheckpoint(session, projection.name, from, to);
    });
}
