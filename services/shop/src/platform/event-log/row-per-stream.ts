import type { FoldedEvent, Projection, RecordedEvent, SqlSession, UnreadKeys } from '@kilau/event-store';

/** A read-model row as JSON: timestamps as ISO text, numbers as numbers. */
export type JsonRow = Record<string, unknown> & { last_version: number };

export interface RowPerStream<Row extends JsonRow> {
  name: string;
  table: string;
  /** The key column, holding the stream's id without its type prefix (`order-42` -> 42). */
  key: string;
  /** The key column's type, so the lookup uses its index. */
  keyType: 'bigint' | 'integer' | 'text';
  eventTypes: readonly string[];
  /**
   * The row after one event; pure, so live runs and replays build identical rows. It reads no
   * metadata: a full rebuild's scan leaves it out.
   */
  evolve(row: Row | undefined, event: FoldedEvent): Row | undefined;
  /** Top-level keys of an event type's data `evolve` never reads: a full rebuild's scan may leave them out. */
  unread?: UnreadKeys;
}

/**
 * A read model of one row per stream, applied a batch at a time: read the batch's rows, fold
 * the events into them in memory, write them back in one upsert. Two statements a batch
 * whatever its size. An event at or below the row's `last_version` was applied already and is
 * skipped, so applying a batch twice changes nothing. A full rebuild folds each stream whole
 * with the same step and writes each row once (`byStream`).
 */
export function rowPerStream<Row extends JsonRow>(spec: RowPerStream<Row>): Projection {
  return {
    name: spec.name,
    eventTypes: spec.eventTypes,
    tables: [spec.table],
    async apply(session, events) {
      const rows = await readRows<Row>(session, spec, events);
      const changed = new Set<string>();
      for (const event of events) {
        const id = streamKey(event.streamId);
        const row = afterEvent(spec, rows.get(id), event);
        if (!row) continue;
        rows.set(id, row);
        changed.add(id);
      }
      await writeRows(
        session,
        spec,
        [...changed].map((id) => rows.get(id)!),
      );
    },
    async reset(session) {
      await session.query(`TRUNCATE ${spec.table}`);
    },
    byStream: {
      table: spec.table,
      unread: spec.unread,
      fold(events) {
        let row: Row | undefined;
        for (const event of events) row = afterEvent(spec, row, event) ?? row;
        return row;
      },
    },
  };
}

/** The row an event leaves, or undefined when it changes nothing (applied already, or no row to change). */
function afterEvent<Row extends JsonRow>(
  spec: RowPerStream<Row>,
  row: Row | undefined,
  event: FoldedEvent,
): Row | undefined {
  if (row && row.last_version >= event.streamVersion) return undefined;
  const next = spec.evolve(row, event);
  return next && { ...next, last_version: event.streamVersion };
}

function streamKey(streamId: string): string {
  return streamId.slice(streamId.indexOf('-') + 1);
}

/**
 * The rows the batch continues. A stream whose first event here is its first event at all has
 * no row yet (a batch and its checkpoint commit together), so most of a busy batch, and nearly
 * all of a replay, needs no lookup; were such a row there, the upsert would write it the same.
 */
async function readRows<Row extends JsonRow>(
  session: SqlSession,
  spec: RowPerStream<Row>,
  events: readonly RecordedEvent[],
): Promise<Map<string, Row>> {
  const firstSeen = new Map<string, number>();
  for (const event of events) if (!firstSeen.has(event.streamId)) firstSeen.set(event.streamId, event.streamVersion);
  const ids = [...firstSeen].filter(([, version]) => version > 1).map(([streamId]) => streamKey(streamId));
  if (!ids.length) return new Map();
  // every column, written back whole by the upsert: a table of this kind has no generated columns
  const { rows } = await session.query<{ key: string; row: Row }>(
    `SELECT ${spec.key}::text AS key, to_jsonb(t) AS row FROM ${spec.table} t WHERE ${spec.key} = ANY($1::${spec.keyType}[])`,
    [ids],
  );
  return new Map(rows.map(({ key, row }) => [key, row]));
}

async function writeRows<Row extends JsonRow>(
  session: SqlSession,
  spec: RowPerStream<Row>,
  rows: Row[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const list = columns.join(', ');
  const updates = columns.filter((c) => c !== spec.key).map((c) => `${c} = EXCLUDED.${c}`);
  await session.query(
    `INSERT INTO ${spec.table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${spec.table}, $1::json)
     ON CONFLICT (${spec.key}) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(rows)],
  );
}
