import type pg from 'pg';

import { PgListener } from './pg-listener.js';
import { type Database, pgSession, type SessionOptions, type SqlSession } from './sql-session.js';

/** A node-postgres pool as the store's database. The caller owns the pool and its 'error' listener. */
export function pgDatabase(pool: pg.Pool, options: SessionOptions = {}): Database {
  return {
    transaction: (work) => transaction(pool, work, options),
    listen: async (channel, onNotify) => {
      const listener = new PgListener(pool, channel, onNotify);
      await listener.start();
      return () => listener.stop();
    },
  };
}

async function transaction<T>(
  pool: pg.Pool,
  work: (session: SqlSession) => Promise<T>,
  options: SessionOptions,
): Promise<T> {
  const client = await pool.connect();
  // A checked-out client has no error listener of the pool's: without ours, a connection lost while
  // `work` awaits something else would be an unhandled 'error' event and end the process.
  let broken: Error | undefined;
  const onError = (error: Error) => void (broken ??= error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(pgSession(client, options));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => void (broken ??= rollbackError));
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
