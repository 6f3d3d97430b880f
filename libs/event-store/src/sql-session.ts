import type pg from 'pg';

/** A database connection inside a transaction, as the store needs it: the shop adapts TypeORM's QueryRunner to it. */
export interface SqlSession {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: R[]; rowCount: number }>;
}

export interface Database {
  /** Runs work in one transaction (BEGIN ... COMMIT, ROLLBACK on throw) on one connection. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel on a dedicated connection; answers the unlisten. Optional: without it
   * projection runners only poll.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

/** A node-postgres client as a session; the caller owns the client and its transaction. */
export function pgSession(client: pg.ClientBase): SqlSession {
  return {
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, [...params]);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
}
