import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type pg from 'pg';
import copyStreams from 'pg-copy-streams';

/** A database connection inside a transaction, as the store needs it: the shop adapts TypeORM's QueryRunner to it. */
export interface SqlSession {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: R[]; rowCount: number }>;
  /**
   * Runs a `COPY … FROM STDIN` statement fed with the chunks of text given, in order; answers the
   * rows copied. A chunk source that throws aborts the COPY, which then throws. Optional: a
   * rebuild that writes tables whole needs it.
   */
  copyFrom?(statement: string, chunks: AsyncIterable<string>): Promise<number>;
  /**
   * Runs a `COPY … TO STDOUT` statement and answers the chunks the server sends, as the caller
   * reads them (the server waits for a slow reader). A caller that stops early leaves the
   * connection mid-COPY, so it is closed: the transaction then fails and the connection is
   * discarded. Optional: a rebuild that writes tables whole needs it.
   */
  copyTo?(statement: string): AsyncIterable<Buffer>;
}

export interface Database {
  /** Runs work in one transaction (BEGIN ... COMMIT, ROLLBACK on throw) on one connection. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Runs one statement on its own, atomic as every single statement is: for a write that needs no
   * more, without the round trips of BEGIN and COMMIT.
   */
  query: SqlSession['query'];
  /**
   * LISTEN on a channel on a dedicated connection; answers the unlisten. Optional: without it
   * projection runners only poll.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

export interface SessionOptions {
  /**
   * Prepare each statement once per connection and reuse its plan (node-postgres named
   * statements). For sessions whose statements are a small fixed set, as a write side's are:
   * every distinct text stays prepared on each connection for the connection's life.
   */
  prepared?: boolean;
}

const statementNames = new Map<string, string>();

/** A stable name for a statement's text, the same in every process. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `kilau_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A node-postgres client as a session; the caller owns the client and its transaction. */
export function pgSession(client: pg.ClientBase, options: SessionOptions = {}): SqlSession {
  return {
    async query<R>(text: string, params: readonly unknown[] = []) {
      const values = [...params];
      const result = options.prepared
        ? await client.query({ name: statementName(text), text, values })
        : await client.query(text, values);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
    async copyFrom(statement, chunks) {
      const copy = client.query(copyStreams.from(statement));
      await pipeline(Readable.from(chunks, { objectMode: false }), copy);
      return copy.rowCount;
    },
    async *copyTo(statement) {
      const copy = client.query(copyStreams.to(statement));
      let finished = false;
      try {
        for await (const chunk of copy) yield chunk as Buffer;
        finished = true;
      } finally {
        // only closing the connection ends a COPY the server is still sending
        if (!finished) void (client as pg.Client).end().catch(() => undefined);
      }
    },
  };
}
