import { randomUUID } from 'node:crypto';

import { streamTypeOf } from './append.js';
import { GuardFailed } from './conflict.js';
import type { SqlSession } from './sql-session.js';
import type { EventMetadata, NewEvent } from './types.js';

/** The SQLSTATE `write_guard` raises (migration 1763800004000) when a guard does not hold. */
const GUARD_FAILED = 'KL409';

/**
 * Several appends, the writes that go with them and the guards they rely on, as one statement:
 * without a transaction around it, every row goes in or none does. Each part is a named
 * data-modifying CTE; each guard an SQL condition over them. The guards are checked in the order
 * they were added (a guard's subqueries run its CTEs then, so the first guard's locks are taken
 * first), and the first that fails makes the statement fail whole: {@link GuardFailed}, naming it. CTEs no guard reads run
 * after the guards, at the statement's end.
 *
 * For a command that read without locks and decided: the guards say that what it decided on
 * still holds (a stream's version, a stock level), so a race lost costs one statement instead
 * of a transaction's round trips. The text depends only on the shape of the write, so a
 * prepared statement serves every write of that shape.
 */
export class GuardedWrite {
  private readonly values: unknown[] = [];
  private readonly ctes: string[] = [];
  private readonly guards: { holds: string; reason: string }[] = [];
  private readonly appended: NewEvent[] = [];

  /** A parameter, as `$n` for the SQL. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The number the next parameter gets, for SQL built elsewhere that numbers its own from there ({@link params}). */
  get nextParam(): number {
    return this.values.length + 1;
  }

  /** Parameters in a row, numbered from {@link nextParam}. */
  params(values: readonly unknown[]): this {
    this.values.push(...values);
    return this;
  }

  /** A data-modifying statement (or a SELECT a guard reads) under `name`. */
  with(name: string, sql: string): this {
    this.ctes.push(`${name} AS (${sql})`);
    return this;
  }

  /** A condition that must hold when the statement runs, or it writes nothing; `reason` names it in the error. */
  guard(holds: string, reason: string): this {
    this.guards.push({ holds, reason });
    return this;
  }

  /**
   * Appends `events` to a stream expected at `expectedVersion` (0: a new stream): `${name}_moved`
   * answers the stream's new version, and the write fails when it was not where expected.
   */
  append(
    name: string,
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedVersion: number; metadata?: EventMetadata },
  ): this {
    const { expectedVersion, metadata } = options;
    const [stream, type, count] = [this.param(streamId), this.param(streamTypeOf(streamId)), this.param(events.length)];
    const move =
      expectedVersion === 0
        ? `INSERT INTO event_streams (stream_id, stream_type, version) VALUES (${stream}, ${type}, ${count}::int)
           ON CONFLICT (stream_id) DO NOTHING RETURNING version`
        : `UPDATE event_streams SET version = version + ${count}::int, updated_at = now()
           WHERE stream_id = ${stream} AND version = ${this.param(expectedVersion)}::int RETURNING version`;
    const [ids, types, data, metas] = [
      this.param(events.map((event) => event.eventId ?? randomUUID())),
      this.param(events.map((event) => event.type)),
      this.param(events.map((event) => JSON.stringify(event.data ?? null))),
      this.param(events.map((event) => JSON.stringify({ ...metadata, ...event.metadata }))),
    ];
    this.with(`${name}_moved`, move);
    this.guard(`EXISTS (SELECT 1 FROM ${name}_moved)`, `${streamId} is not at version ${expectedVersion}`);
    this.with(
      `${name}_appended`,
      `INSERT INTO events (stream_id, stream_type, stream_version, event_id, event_type, data, metadata)
       SELECT ${stream}, ${type}, m.version - ${count}::int + e.n::int, e.event_id, e.event_type, e.data, e.metadata
       FROM ${name}_moved m, unnest(${ids}::uuid[], ${types}::text[], ${data}::jsonb[], ${metas}::jsonb[])
         WITH ORDINALITY AS e(event_id, event_type, data, metadata, n)
       RETURNING global_position`,
    );
    this.appended.push(...events);
    return this;
  }

  /** The events the write appends, every stream's. */
  get events(): readonly NewEvent[] {
    return this.appended;
  }

  /**
   * Runs the statement; a guard that does not hold throws {@link GuardFailed} (retryOnConflict
   * runs the caller's read, decide and write again). The projections are woken at commit, as by
   * every append.
   */
  async run(session: SqlSession, notifyChannel: string): Promise<void> {
    const holds = this.guards.map((guard) => `(${guard.holds})`).join(',\n    ');
    const reasons = this.param(this.guards.map((guard) => guard.reason));
    const notify = this.param(notifyChannel);
    const sql = `WITH ${this.ctes.join(',\n  ')}
  SELECT write_guard(ARRAY[${holds}]::boolean[], ${reasons}::text[]) AS held, pg_notify(${notify}, '') AS notified`;
    try {
      await session.query(sql, this.values);
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      if (code === GUARD_FAILED) throw new GuardFailed(message?.replace(/^guard failed: /, '') ?? '', { cause: error });
      throw error;
    }
  }
}
