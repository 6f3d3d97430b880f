import type pg from 'pg';

import { PgListener } from './pg-listener.js';
import { type Database, pgSession, type SessionOptions, type SqlSession } from './sql-session.js';

/** A node-postgres pool as the store's database. The caller owns the pool and its 'error' listener. */
export function pgDatabase(pool: pg.Pool, options: SessionOptions = {}): Database {
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
