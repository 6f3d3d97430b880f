import type pg from 'pg';

import { PgListener } from './pg-listener.js';
import { type Database, pgSession, type SessionOptions, type SqlSession } from './sql-session.js';

/** A node-postgres pool as the store's database. The caller owns the pool and its 'error' listener. */
export function pgDatabase(pool: pg.Pool, options: SessionOptions = {}): Database {
  hearClientsForLife(pool);
  return {
    transaction: (work) => transaction(pool, work, options),
    query: (text, params) => onOneConnection(pool, (client) => pgSession(client, options).query(text, params)),
    listen: async (channel, onNotify) => {
      const listener = new PgListener(pool, channel, onNotify);
      await listener.start();
      return () => listener.stop();
    },
  };
}

function transaction<T>(pool: pg.Pool, work: (session: SqlSession) => Promise<T>, options: SessionOptions): Promise<T> {
  return onOneConnection(pool, async (client, markBroken) => {
    try {
      await client.query('BEGIN');
      const result = await work(pgSession(client, options));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(markBroken);
      throw error;
    }
  });
}

const heardPools = new WeakSet<pg.Pool>();

/**
 * Gives every connection the pool opens an 'error' listener for its whole life. The pool listens
 * only while a connection is idle and stops as it hands one out; the taker's listener comes a
 * microtask later. A connection whose server ended it (an administrator's terminate, a restart)
 * can read its last "ready" and that end in one chunk: handed out by the first, it heard the
 * second with no listener at all, an unhandled 'error' event that ended the process (the
 * PostgreSQL-drops fault test saw it). The pool still discards such a connection when it comes
 * back, since it is no longer queryable; whoever holds it sees the error on its next query.
 */
export function hearClientsForLife(pool: pg.Pool): void {
  if (heardPools.has(pool)) return;
  heardPools.add(pool);
  pool.on('connect', (client) => client.on('error', ignoreHeldClientError));
}

/** The pool's or the holder's own listener reports the error; this one only keeps it from ending the process. */
function ignoreHeldClientError(): void {}

/**
 * Work on one checked-out connection, given back broken if it broke. A checked-out client has no
 * error listener of the pool's: without ours, a connection lost while the work awaits something
 * else would be an unhandled 'error' event and end the process.
 */
async function onOneConnection<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, markBroken: (error: Error) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const markBroken = (error: Error) => void (broken ??= error);
  client.on('error', markBroken);
  try {
    return await work(client, markBroken);
  } finally {
    client.off('error', markBroken);
    client.release(broken);
  }
}
