import { copyLine } from './copy-text.js';
import { HandOver } from './hand-over.js';
import type { Projection, StreamFold, UnreadKeys } from './projection.js';
import type { Database } from './sql-session.js';
import { openStreamScan } from './stream-scan.js';
import { refillTable, tableColumns } from './table-refill.js';
import type { FoldedEvent } from './types.js';

/** A projection a rebuild can write whole. */
export type WholeProjection = Projection & { readonly byStream: StreamFold };

/**
 * Rebuilds read models of one row per stream whole, for a caller that holds their locks. One scan
 * of the log in stream order, from one snapshot, serves them all: each stream is folded into its
 * row in memory and each row written once, by COPY, each read model in one transaction of its own
 * on a connection of its own (see `refillTable`), with its checkpoint past every event scanned. A
 * reader sees the old read model or the new one; a crash or a throw leaves the old one and its
 * checkpoint. Needs a Database that can hold one connection more than there are projections.
 * Answers the events read.
 */
export async function refillByStream(
  db: Database,
  projections: readonly WholeProjection[],
  options: { batchSize: number },
): Promise<number> {
  const columns = await db.transaction(async (session) => {
    const answer: string[][] = [];
    for (const projection of projections) answer.push(await tableColumns(session, projection.byStream.table));
    return answer;
  });
  const types = typesRead(projections);
  // about a hundred events a fold: the events parsed die before V8's next scavenge instead of being
  // copied and promoted (the three read models at once: ~37 µs of this process's CPU an event against
  // ~50 at 500 and ~75 at 2,000, on a busy machine)
  const batchSize = Math.min(options.batchSize, 100);
  let events = 0;
  await db.transaction(async (reader) => {
    const scan = await openStreamScan(reader, { types, batchSize, unread: unreadByAll(projections) });
    const handOvers = projections.map(() => new HandOver<string>());
    const writers = projections.map((projection, i) => {
      const target = { name: projection.name, table: projection.byStream.table, columns: columns[i]! };
      return db
        .transaction((session) => refillTable(session, target, handOvers[i]!, scan.checkpoint))
        .catch((error) => {
          handOvers[i]!.end(error);
          throw error;
        });
    });
    try {
      for await (const streams of scan.streams()) {
        events += streams.reduce((sum, stream) => sum + stream.length, 0);
        await Promise.all(
          projections.map(async (projection, i) => {
            const lines = rowLines(projection, columns[i]!, streams);
            if (lines) await handOvers[i]!.push(lines);
          }),
        );
      }
      for (const handOver of handOvers) handOver.end();
    } catch (error) {
      for (const handOver of handOvers) handOver.end(error);
    }
    const ends = await Promise.allSettled(writers);
    const failed = ends.find((end) => end.status === 'rejected');
    if (failed) throw failed.reason;
  });
  return events;
}

/** The event types any of the projections folds; undefined when one of them reads them all. */
export function typesRead(projections: readonly Projection[]): string[] | undefined {
  if (projections.some((projection) => !projection.eventTypes)) return undefined;
  return [...new Set(projections.flatMap((projection) => projection.eventTypes!))];
}

/**
 * The keys of each event type's data that every projection leaves unread; a projection that
 * folds a type without saying what it leaves unread reads all of it.
 */
export function unreadByAll(projections: readonly WholeProjection[]): UnreadKeys {
  const answer: Record<string, readonly string[]> = {};
  for (const type of typesRead(projections) ?? []) {
    const readers = projections.filter((projection) => !projection.eventTypes || projection.eventTypes.includes(type));
    const lists = readers.map((projection) => projection.byStream.unread?.[type] ?? []);
    const common = lists.reduce((kept, keys) => kept.filter((key) => keys.includes(key)), lists[0] ?? []);
    if (common.length) answer[type] = common;
  }
  return answer;
}

/** The streams' rows as COPY text, each stream folded over its events of the projection's types. */
function rowLines(projection: WholeProjection, columns: readonly string[], streams: FoldedEvent[][]): string {
  const types = projection.eventTypes && new Set(projection.eventTypes);
  let text = '';
  for (const stream of streams) {
    const events = types ? stream.filter((event) => types.has(event.type)) : stream;
    const row = events.length ? projection.byStream.fold(events) : undefined;
    if (row) text += copyLine(columns, row);
  }
  return text;
}
