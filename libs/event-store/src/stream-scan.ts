import type { SqlSession } from './sql-session.js';
import { type Checkpoint, type FoldedEvent, START } from './types.js';

/** Where the scan stands: the last (stream, version) read. */
type Key = [streamId: string, version: number];

export interface StreamScan {
  /** Past every event the scan reads: where a live runner goes on. */
  checkpoint: Checkpoint;
  /** The streams in batches of whole streams, each stream's events in version order. */
  streams(): AsyncGenerator<FoldedEvent[][]>;
}

/**
 * The log behind the xmin gate one stream at a time, from one snapshot, so every batch and the
 * checkpoint see the same log. Call it first thing in its transaction, which it makes REPEATABLE
 * READ and READ ONLY: the snapshot is taken here, before any writer of the caller's starts.
 */
export async function openStreamScan(
  session: SqlSession,
  options: { types?: readonly string[]; batchSize: number },
): Promise<StreamScan> {
  await session.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  // the key's index gives the order: a log just grown (an import, before its statistics) otherwise
  // gets a plan that filters and sorts the whole log for each batch, ~20 times the CPU
  await session.query('SET LOCAL enable_sort = off');
  const { gate, checkpoint } = await gateAndCheckpoint(session, options.types);
  const read = (after: Key) => readAfter(session, after, gate, options);
  async function* streams() {
    let pending: FoldedEvent[] = [];
    let next: Promise<FoldedEvent[]> | undefined = read(['', 0]);
    while (next) {
      const batch: FoldedEvent[] = await next;
      const last = batch.at(-1);
      next = last && batch.length === options.batchSize ? read([last.streamId, last.streamVersion]) : undefined;
      next?.catch(() => undefined); // the batch in hand may fail first; this read's error is not the news
      const whole = byStream([...pending, ...batch]);
      // a full batch may have cut its last stream short: it goes with the next batch
      pending = next ? (whole.pop() ?? []) : [];
      if (whole.length) yield whole;
    }
  }
  return { checkpoint, streams };
}

/**
 * The xmin gate of the transaction's snapshot, and the last event of the types behind it in log
 * order: in one statement, so that statement's snapshot (the transaction's, once REPEATABLE READ)
 * sees both.
 */
async function gateAndCheckpoint(
  session: SqlSession,
  types: readonly string[] | undefined,
): Promise<{ gate: string; checkpoint: Checkpoint }> {
  const { rows } = await session.query<{ gate: string; transactionId: string | null; position: string | null }>(
    `WITH gate AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
     SELECT gate.xmin::text AS gate, last.transaction_id::text AS "transactionId", last.global_position::text AS position
     FROM gate LEFT JOIN LATERAL (
       SELECT transaction_id, global_position FROM events
       WHERE transaction_id < gate.xmin AND ($1::text[] IS NULL OR event_type = ANY ($1::text[]))
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last ON true`,
    [types ?? null],
  );
  const { gate, transactionId, position } = rows[0]!;
  return { gate, checkpoint: transactionId && position ? { transactionId, position } : START };
}

/** A scanned event as the database sends it: the time as whole milliseconds since the epoch, as `readAll` reads it. */
interface ScannedRow {
  stream_id: string;
  stream_version: number;
  event_type: string;
  data: unknown;
  recorded_ms: number;
}

/** Only what a fold reads ({@link FoldedEvent}): the metadata and ids are most of the rest of each event's bytes. */
async function readAfter(
  session: SqlSession,
  [streamId, version]: Key,
  gate: string,
  options: { types?: readonly string[]; batchSize: number },
): Promise<FoldedEvent[]> {
  const { rows } = await session.query<ScannedRow>(
    `SELECT stream_id, stream_version, event_type, data,
       floor(extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_ms
     FROM events
     WHERE (stream_id, stream_version) > ($1, $2::int) AND transaction_id < $3::xid8
       AND ($5::text[] IS NULL OR event_type = ANY ($5::text[]))
     ORDER BY events.stream_id, events.stream_version
     LIMIT $4`,
    [streamId, version, gate, options.batchSize, options.types ?? null],
  );
  return rows.map((row) => ({
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.event_type,
    data: row.data,
    recordedAt: new Date(row.recorded_ms),
  }));
}

/** Consecutive events of one stream together. */
function byStream(events: readonly FoldedEvent[]): FoldedEvent[][] {
  const streams: FoldedEvent[][] = [];
  for (const event of events) {
    const current = streams.at(-1);
    if (current?.[0]?.streamId === event.streamId) current.push(event);
    else streams.push([event]);
  }
  return streams;
}
