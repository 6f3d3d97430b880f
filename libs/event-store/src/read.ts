import type { SqlSession } from './sql-session.js';
import type { Checkpoint, EventMetadata, RecordedEvent } from './types.js';

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_ms: number;
}

/**
 * The text casts keep positions and transaction ids exact whatever int8 parser the connection's
 * owner set. The aliases shadow the columns in ORDER BY, so order by qualified names: ordering by
 * the text would put position 10 before 9 and move a checkpoint backwards. The time comes as
 * whole milliseconds since the epoch (exact: extract answers numeric): a replay reads every
 * event, and parsing timestamp text cost it more than anything else on the way in.
 */
export const columns = (t: string) =>
  `${t}.global_position::text AS global_position, ${t}.transaction_id::text AS transaction_id, ${t}.stream_id,
   ${t}.stream_type, ${t}.stream_version, ${t}.event_id::text AS event_id, ${t}.event_type, ${t}.data, ${t}.metadata,
   floor(extract(epoch FROM ${t}.recorded_at) * 1000)::float8 AS recorded_ms`;

const READ_STREAM = `SELECT s.version AS current_version, ${columns('e')}
  FROM event_streams s LEFT JOIN events e ON e.stream_id = s.stream_id AND e.stream_version >= $2
  WHERE s.stream_id = $1 ORDER BY e.stream_version`;

/** The same, the stream's row locked first (the migration's read_stream_locked). */
const READ_STREAM_LOCKED = `SELECT * FROM read_stream_locked($1, $2)`;

/**
 * One statement sees one snapshot, so the version answered is the version of the events answered.
 * Locked, the events are read after the lock was granted, so a writer that went first is seen whole.
 */
export async function readStream(
  session: SqlSession,
  streamId: string,
  fromVersion: number,
  forUpdate = false,
): Promise<{ version: number; events: RecordedEvent[] }> {
  const { rows } = await session.query<{ current_version: number } & Partial<EventRow>>(
    forUpdate ? READ_STREAM_LOCKED : READ_STREAM,
    [streamId, fromVersion],
  );
  return {
    version: rows[0]?.current_version ?? 0,
    events: rows.filter((row): row is EventRow & typeof row => row.event_id != null).map(toRecordedEvent),
  };
}

/**
 * The global log after `after`, behind the xmin gate: only events written by transactions older
 * than every transaction still running. Any event that commits later belongs to a transaction at
 * or above that bound, so it sorts after everything answered here and no checkpoint can pass it.
 * The bound is server-wide: a transaction open in any database holds it. Call this before the
 * transaction writes anything, since a transaction with an id of its own holds the bound there, for
 * itself and every other reader, until it ends.
 */
export async function readAll(
  session: SqlSession,
  after: Checkpoint,
  limit: number,
  types?: readonly string[],
): Promise<RecordedEvent[]> {
  const { rows } = await session.query<EventRow>(
    `SELECT ${columns('events')} FROM events
     WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
       AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       AND ($4::text[] IS NULL OR event_type = ANY ($4::text[]))
     ORDER BY events.transaction_id, events.global_position
     LIMIT $3`,
    [after.transactionId, after.position, limit, types ?? null],
  );
  return rows.map(toRecordedEvent);
}

/** A projection's next batch, read in one statement (see {@link readBatch}). */
export interface Batch {
  /** The projection's checkpoint the batch follows. */
  from: Checkpoint;
  events: RecordedEvent[];
  /** Committed events after the checkpoint that the xmin gate holds back (the batch stops before them). */
  heldBack: boolean;
}

type BatchRow = { from_transaction_id: string; from_position: string; held_back: boolean } & (
  EventRow | { [column in keyof EventRow]: null }
);

/**
 * A projection's checkpoint, up to `limit` events of the global log after it (behind the xmin
 * gate, as {@link readAll}) and whether committed events wait behind the gate: one statement,
 * one snapshot, so the three agree. Run it after the projection's lock was granted, in a
 * statement of its own: a snapshot taken before the lock could show a checkpoint the lock's last
 * holder has since moved.
 */
export async function readBatch(session: SqlSession, name: string, limit: number): Promise<Batch> {
  const { rows } = await session.query<BatchRow>(
    `WITH gate AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
     c AS (
       SELECT coalesce((SELECT last_transaction_id FROM projection_checkpoints WHERE name = $1), '0'::xid8) AS tx,
              coalesce((SELECT last_position FROM projection_checkpoints WHERE name = $1), 0) AS pos)
     SELECT c.tx::text AS from_transaction_id, c.pos::text AS from_position,
       (SELECT global_position FROM events, gate
        WHERE (transaction_id, global_position) > (c.tx, c.pos) AND transaction_id >= gate.xmin
        ORDER BY transaction_id, global_position LIMIT 1) IS NOT NULL AS held_back,
       e.*
     FROM c LEFT JOIN LATERAL (
       SELECT ${columns('events')}, events.transaction_id AS tx_order, events.global_position AS position_order
       FROM events, gate
       WHERE (transaction_id, global_position) > (c.tx, c.pos) AND transaction_id < gate.xmin
       ORDER BY events.transaction_id, events.global_position
       LIMIT $2) e ON true
     ORDER BY e.tx_order, e.position_order`,
    [name, limit],
  );
  const first = rows[0]!;
  return {
    from: { transactionId: first.from_transaction_id, position: first.from_position },
    events: rows.filter((row): row is BatchRow & EventRow => row.event_id !== null).map(toRecordedEvent),
    heldBack: first.held_back,
  };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: row.stream_version,
    eventId: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_ms),
  };
}
