import { moveCheckpoint, tryLockProjection } from './checkpoints.js';
import type { Projection } from './projection.js';
import { readBatch } from './read.js';
import type { Database, SqlSession } from './sql-session.js';
import type { Checkpoint, RecordedEvent } from './types.js';

export interface BatchResult {
  /** Events read from the log; fewer than the batch size means the log is read to its end. */
  read: number;
  /** Of those, the ones of the projection's types, handed to `apply`. */
  applied: number;
  /**
   * The log was read to the xmin gate, and committed events wait behind it: a transaction still
   * open (in any database of the server) holds them back. Its end sends no NOTIFY when it wrote no
   * events, so the loop looks again soon instead of waiting for the idle poll.
   */
  heldBack: boolean;
}

/**
 * One batch in its own transaction, under the projection's lock; undefined when another session
 * holds the lock. The checkpoint moves in the same transaction as the batch's writes, so a crash
 * or a throw undoes both and the batch is read again.
 */
export function runBatch(db: Database, projection: Projection, batchSize: number): Promise<BatchResult | undefined> {
  return db.transaction(async (session) =>
    (await tryLockProjection(session, projection.name)) ? applyNextBatch(session, projection, batchSize) : undefined,
  );
}

/** The next batch after the checkpoint, for a caller that holds the projection's lock. */
export async function applyNextBatch(
  session: SqlSession,
  projection: Projection,
  batchSize: number,
): Promise<BatchResult> {
  const batch = await readBatch(session, projection.name, batchSize);
  const { from, events } = batch;
  const last = events.at(-1);
  const heldBack = events.length < batchSize && batch.heldBack;
  if (!last) return { read: 0, applied: 0, heldBack };
  const types = projection.eventTypes && new Set(projection.eventTypes);
  const wanted = types ? events.filter((event) => types.has(event.type)) : events;
  if (wanted.length > 0) await projection.apply(session, wanted);
  await moveCheckpoint(session, projection.name, from, checkpointOf(last));
  return { read: events.length, applied: wanted.length, heldBack };
}

function checkpointOf(event: RecordedEvent): Checkpoint {
  return { transactionId: event.transactionId, position: event.globalPosition };
}
