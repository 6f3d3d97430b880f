import { moveCheckpoint, resetCheckpoint } from './checkpoints.js';
import type { SqlSession } from './sql-session.js';
import { type Checkpoint, START } from './types.js';

/** The table's columns that take values, in the table's order: those COPY writes. */
export async function tableColumns(session: SqlSession, table: string): Promise<string[]> {
  const { rows } = await session.query<{ name: string }>(
    `SELECT quote_ident(attname) AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

/**
 * Refills a projection's table whole in the caller's transaction, with its checkpoint: emptied,
 * its secondary indexes dropped, the rows copied in, the indexes built again from their own
 * definitions (one sorted build each costs far less than an entry a row; the staff table's
 * trigram index most of all), the checkpoint set. Indexes that back a constraint (the primary
 * key, a unique waybill) stay. The table is locked from the emptying to the commit: readers wait
 * for the new contents instead of seeing them half written.
 */
export async function refillTable(
  session: SqlSession,
  target: { name: string; table: string; columns: readonly string[] },
  lines: AsyncIterable<string>,
  checkpoint: Checkpoint,
): Promise<number> {
  const { name, table, columns } = target;
  if (!session.copyFrom) throw new Error(`Rebuilding ${name} whole needs a session that can COPY`);
  await session.query(`TRUNCATE ${table}`);
  // the indexes are built after the scan, when this process and the reader are idle: a build may
  // take the server's parallel workers (PostgreSQL 18 builds the staff table's trigram index in
  // about two thirds of the time with them; their CPU is then not the connection's backend's)
  const indexes = await dropSecondaryIndexes(session, table);
  // FREEZE: rows copied into a table emptied in this transaction go in frozen, so no reader pays for them later
  const copied = await session.copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FREEZE)`, lines);
  for (const definition of indexes) await session.query(definition);
  await resetCheckpoint(session, name);
  await moveCheckpoint(session, name, START, checkpoint);
  return copied;
}

/** Drops the table's indexes that back no constraint; answers the statements that build them again. */
async function dropSecondaryIndexes(session: SqlSession, table: string): Promise<string[]> {
  const { rows } = await session.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY i.indexrelid`,
    [table],
  );
  for (const { name } of rows) await session.query(`DROP INDEX ${name}`);
  return rows.map((row) => row.definition);
}
