import { createHash } from 'node:crypto';

import type { SqlSession } from './sql-session.js';
import { type Checkpoint, START } from './types.js';

/** A projection's advisory-lock key: 64 bits of a hash of its name, the same in every process. */
export function projectionLockKey(name: string): string {
  return createHash('sha256').update(`kilau-projection:${name}`).digest().readBigInt64BE(0).toString();
}

/** Takes the projection's lock until the transaction ends, or answers false when another session holds it. */
export async function tryLockProjection(session: SqlSession, name: string): Promise<boolean> {
  const { rows } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [
    projectionLockKey(name),
  ]);
  return rows[0]?.locked === true;
}

/** Waits for the projection's lock and holds it until the transaction ends. */
export async function lockProjection(session: SqlSession, name: string): Promise<void> {
  await session.query('SELECT pg_advisory_xact_lock($1::bigint)', [projectionLockKey(name)]);
}

/** A missing row reads as START: reading must not write, so the batch's transaction has no id before it reads. */
export async function readCheckpoint(session: SqlSession, name: string): Promise<Checkpoint> {
  const { rows } = await session.query<Checkpoint>(
    `SELECT last_transaction_id::text AS "transactionId", last_position::text AS position
     FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ?? START;
}

/**
 * Moves the checkpoint from `from` to `to`, compare-and-set: if another session moved it meanwhile
 * (which the lock should prevent) it throws, so the batch's writes roll back instead of doubling.
 */
export async function moveCheckpoint(session: SqlSession, name: string, from: Checkpoint, to: Checkpoint) {
  const { rows } = await session.query(
    `INSERT INTO projection_checkpoints AS c (name, last_transaction_id, last_position) VALUES ($1, $2::xid8, $3::bigint)
     ON CONFLICT (name) DO UPDATE
       SET last_transaction_id = EXCLUDED.last_transaction_id, last_position = EXCLUDED.last_position, updated_at = now()
       WHERE (c.last_transaction_id, c.last_position) = ($4::xid8, $5::bigint)
     RETURNING name`,
    [name, to.transactionId, to.position, from.transactionId, from.position],
  );
  if (rows.length !== 1)
    throw new Error(`The checkpoint of projection ${name} moved under its batch; the batch is undone`);
}

export async function resetCheckpoint(session: SqlSession, name: string): Promise<void> {
  await session.query(
    `INSERT INTO projection_checkpoints (name) VALUES ($1)
     ON CONFLICT (name) DO UPDATE SET last_transaction_id = '0', last_position = 0, updated_at = now()`,
    [name],
  );
}

/** Committed events after the checkpoint, counting those the xmin gate still holds back. */
export async function eventsAfter(session: SqlSession, checkpoint: Checkpoint): Promise<number> {
  const { rows } = await session.query<{ behind: string }>(
    'SELECT count(*) AS behind FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)',
    [checkpoint.transactionId, checkpoint.position],
  );
  return Number(rows[0]?.behind ?? 0);
}

/**
 * Committed events some projection with a checkpoint has not applied yet, summed over the
 * projections: 0 once every read model has caught up with the log.
 */
export async function eventsNotApplied(session: Pick<SqlSession, 'query'>): Promise<number> {
  const { rows } = await session.query<{ behind: string }>(
    `SELECT count(*) AS behind FROM projection_checkpoints c
     JOIN events e ON (e.transaction_id, e.global_position) > (c.last_transaction_id, c.last_position)`,
  );
  return Number(rows[0]?.behind ?? 0);
}
