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
 * its indexes dropped, the rows copied in, the indexes built again from their own definitions
 * (one sorted build each costs far less than an entry a row; the staff table's trigram index most
 * of all), the checkpoint set. That includes the indexes of its primary key and unique
 * constraints (the order's id, a unique waybill), dropped with their constraints and added back
 * after the copy, which then checks them whole: rows arrive in stream order, not the key's, and
 * 100,000 of them copied in with the key's index took 370 ms against 260 ms and 30 ms for the
 * build. A constraint a foreign key leans on stays. The table is locked from the emptying to the
 * commit: readers wait for the new contents instead of seeing them half written, and a copy whose
 * keys clash fails at the constraint's return and leaves the table as it was.
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
  const constraints = await dropKeyConstraints(session, table);
  // FREEZE: rows copied into a table emptied in this transaction go in frozen, so no reader pays for them later
  const copied = await session.copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FREEZE)`, lines);
  for (const statement of [...constraints, ...indexes]) await session.query(statement);
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

/**
 * Drops the table's primary key and unique constraints, with their indexes, unless a foreign key
 * leans on the table; answers the statements that add them again.
 */
async function dropKeyConstraints(session: SqlSession, table: string): Promise<string[]> {
  const { rows } = await session.query<{ name: string; definition: string }>(
    `SELECT quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE c.conrelid = $1::regclass AND c.contype IN ('p', 'u')
       AND NOT EXISTS (SELECT FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.conrelid)
     ORDER BY c.contype, c.oid`,
    [table],
  );
  for (const { name } of rows) await session.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  return rows.map(({ name, definition }) => `ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition}`);
}
