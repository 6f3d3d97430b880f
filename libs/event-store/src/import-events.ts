import { type EventLine, parseEventLine } from './event-file.js';
import { DEFAULT_NOTIFY_CHANNEL } from './event-store.js';
import type { Database, SqlSession } from './sql-session.js';

export interface ImportResult {
  /** Events added to the log. */
  imported: number;
  /** Events the log held already (same id, stream and version): importing twice changes nothing. */
  alreadyThere: number;
  /** One message per refused line; when any, nothing was imported. */
  problems: string[];
}

interface Numbered extends EventLine {
  line: number;
}

const BATCH = 500;

class Refused extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} lines refused`);
  }
}

/**
 * Adds the events of an event file (see event-file.ts) to the log, keeping their streams,
 * versions, ids, metadata and times, all or nothing in one transaction. An event whose id the log
 * holds at the same stream and version is skipped, so an import can be repeated. A line is
 * refused, and with it the whole file, when its event id sits elsewhere in the log, when its
 * stream holds another event at its version, or when it would leave a gap in its stream. The
 * streams' rows are locked as they are met, so the shop's own appends to them wait; the
 * projections of a running shop see the events once the import commits.
 */
export async function importEvents(
  db: Database,
  lines: AsyncIterable<string>,
  options: { notifyChannel?: string } = {},
): Promise<ImportResult> {
  try {
    return await db.transaction(async (session) => {
      const state = new ImportState(session);
      let batch: Numbered[] = [];
      let number = 0;
      let started = false;
      for await (const text of lines) {
        number++;
        if (!text.trim() || (!started && text.startsWith('> '))) continue; // npm run's banner, when the file came through it
        started = true;
        const parsed = parseEventLine(text);
        if (typeof parsed === 'string') state.problems.push(`line ${number}: ${parsed}`);
        else batch.push({ ...parsed, line: number });
        if (batch.length === BATCH) {
          await state.take(batch);
          batch = [];
        }
      }
      await state.take(batch);
      if (state.problems.length) throw new Refused(state.problems);
      if (state.imported)
        await session.query('SELECT pg_notify($1, $2)', [options.notifyChannel ?? DEFAULT_NOTIFY_CHANNEL, '']);
      return { imported: state.imported, alreadyThere: state.alreadyThere, problems: [] };
    });
  } catch (error) {
    if (error instanceof Refused) return { imported: 0, alreadyThere: 0, problems: error.problems };
    throw error;
  }
}

class ImportState {
  readonly problems: string[] = [];
  imported = 0;
  alreadyThere = 0;
  /** Each stream met so far: its type and version, counting what this import added. */
  private readonly streams = new Map<string, { type: string; version: number }>();
  /** Event ids of this file so far, where they went: a file that repeats one is refused too. */
  private readonly seen = new Map<string, string>();

  constructor(private readonly session: SqlSession) {}

  async take(batch: Numbered[]): Promise<void> {
    if (!batch.length) return;
    await this.lockStreams(batch);
    const { rows } = await this.session.query<{ event_id: string; stream_id: string; stream_version: number }>(
      `SELECT event_id::text AS event_id, stream_id, stream_version FROM events WHERE event_id = ANY($1::uuid[])`,
      [batch.map((event) => event.eventId)],
    );
    const inLog = new Map(
      rows.map((row) => [row.event_id.toLowerCase(), `${row.stream_id} version ${row.stream_version}`]),
    );
    const fresh: Numbered[] = [];
    for (const event of batch) {
      const id = event.eventId.toLowerCase();
      const place = `${event.streamId} version ${event.version}`;
      const earlier = inLog.get(id) ?? this.seen.get(id);
      if (earlier === place && inLog.has(id)) {
        this.alreadyThere++;
        continue;
      }
      if (earlier) {
        this.problems.push(`line ${event.line}: event ${event.eventId} (${place}) is already in ${earlier}`);
        continue;
      }
      this.seen.set(id, place);
      const problem = this.fit(event);
      if (problem) this.problems.push(`line ${event.line}: ${problem}`);
      else fresh.push(event);
    }
    if (!this.problems.length) await this.insert(fresh);
  }

  /** Why the event cannot be its stream's next, or undefined when it is (and the stream moves on). */
  private fit(event: Numbered): string | undefined {
    const stream = this.streams.get(event.streamId) ?? { type: event.streamType, version: 0 };
    if (stream.type !== event.streamType) {
      return `stream ${event.streamId} is of type ${stream.type} in the log, not ${event.streamType}`;
    }
    if (event.version <= stream.version) {
      return `stream ${event.streamId} already has another event at version ${event.version} (event ${event.eventId} conflicts with it)`;
    }
    if (event.version > stream.version + 1) {
      return `stream ${event.streamId} is at version ${stream.version}, so version ${event.version} would leave a gap (the file lacks the stream's earlier events)`;
    }
    this.streams.set(event.streamId, { type: stream.type, version: event.version });
    return undefined;
  }

  private async lockStreams(batch: Numbered[]): Promise<void> {
    const unknown = [...new Set(batch.map((event) => event.streamId))].filter((id) => !this.streams.has(id));
    if (!unknown.length) return;
    const { rows } = await this.session.query<{ stream_id: string; stream_type: string; version: number }>(
      `SELECT stream_id, stream_type, version FROM event_streams WHERE stream_id = ANY($1::varchar[]) ORDER BY stream_id FOR UPDATE`,
      [unknown],
    );
    for (const row of rows) this.streams.set(row.stream_id, { type: row.stream_type, version: row.version });
  }

  private async insert(events: Numbered[]): Promise<void> {
    if (!events.length) return;
    const streams = new Map<string, { type: string; version: number; first: string; last: string }>();
    for (const event of events) {
      const stream = streams.get(event.streamId);
      if (stream) Object.assign(stream, { version: event.version, last: event.recordedAt });
      else
        streams.set(event.streamId, {
          type: event.streamType,
          version: event.version,
          first: event.recordedAt,
          last: event.recordedAt,
        });
    }
    const list = [...streams];
    await this.session.query(
      `INSERT INTO event_streams (stream_id, stream_type, version, created_at, updated_at)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::timestamptz[], $5::timestamptz[])
       ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [
        list.map(([id]) => id),
        list.map(([, s]) => s.type),
        list.map(([, s]) => s.version),
        list.map(([, s]) => s.first),
        list.map(([, s]) => s.last),
      ],
    );
    // ORDER BY the ordinality: the events take their positions in the file's order
    await this.session.query(
      `INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata, recorded_at)
       SELECT stream_id, stream_type, stream_version, event_id, event_type, data, metadata, recorded_at
       FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::uuid[], $5::varchar[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])
         WITH ORDINALITY AS e(stream_id, stream_type, stream_version, event_id, event_type, data, metadata, recorded_at, n)
       ORDER BY n`,
      [
        events.map((e) => e.streamId),
        events.map((e) => e.streamType),
        events.map((e) => e.version),
        events.map((e) => e.eventId),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
        events.map((e) => e.recordedAt),
      ],
    );
    this.imported += events.length;
  }
}
