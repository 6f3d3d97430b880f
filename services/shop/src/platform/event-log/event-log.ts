import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

import {
  type AppendOptions,
  type AppendResult,
  type Database,
  type EventMetadata,
  EventStore,
  ExpectedVersionConflict,
  type GuardedWrite,
  type NewEvent,
  pgDatabase,
  retryOnConflict,
  type SqlSession,
} from '@kilau/event-store';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import type { JobRequest } from '../jobs/job-request.js';
import { outboxInsert } from '../jobs/outbox.js';
import { rootLogger } from '../logging/logger.js';
import { countCommitted } from '../metrics/shop-metrics.js';
import { jobsFor, SHOP_PARTS, type ShopParts } from '../parts/shop-parts.js';
import { KEYED_PLANS } from './keyed-plans.js';
import { readModelWakeup } from './read-model-wakeup.js';

/**
 * The shop's write side: the event store and transactions on the shop's database. A command's
 * work (load, decide, append, and the table updates that go with it) runs in {@link transact},
 * which starts over on fresh state when another writer got to a stream first, and wakes the
 * relay when the work wrote jobs.
 *
 * It has a pool of its own, on node-postgres directly with prepared statements: commands run a
 * small fixed set of statements many times, and reusing their plans is most of what makes a
 * checkout cheap for the database. Their plans are generic from the first run and use the
 * tables' indexes however small a table was when planned ({@link KEYED_PLANS}).
 */
@Injectable()
export class EventLog implements OnApplicationShutdown {
  readonly store = new EventStore();
  readonly db: Database;
  /** Statements each on their own, outside any transaction: for a single read or a one-statement write. */
  readonly autocommit: SqlSession;
  private readonly pool: pg.Pool;
  private readonly sessionsWithJobs = new WeakSet<SqlSession>();
  private readonly writesWithJobs = new WeakSet<GuardedWrite>();
  /** Events appended in each open transaction, counted (metrics) once it commits. */
  private readonly appendedIn = new WeakMap<SqlSession, NewEvent[]>();
  private readonly jobListeners = new Set<() => void>();
  private wakesReadModels?: (events: readonly NewEvent[]) => boolean;

  constructor(
    @Inject(SHOP_CONFIG) config: ShopConfig,
    @Inject(SHOP_PARTS) private readonly parts: ShopParts,
  ) {
    this.pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolMax,
      application_name: 'kilau-write',
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 30_000,
      options: KEYED_PLANS,
    });
    this.pool.on('error', (error) => rootLogger().warn({ err: error }, 'write-side connection lost'));
    this.db = countingCommits(pgDatabase(this.pool, { prepared: true }), this.appendedIn);
    this.autocommit = { query: (text, params) => this.db.query(text, params) };
  }

  transact<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    return retryOnConflict(async () => {
      let wroteJobs = false;
      const result = await this.db.transaction(async (session) => {
        const answer = await work(session);
        wroteJobs = this.sessionsWithJobs.has(session);
        return answer;
      });
      if (wroteJobs) this.jobsWritten();
      return result;
    });
  }

  /**
   * Work whose only write is one append expecting the version it read, tried first without a
   * transaction: each statement commits on its own, so no BEGIN, no COMMIT and no lock (two round
   * trips fewer), and the append's expected version still refuses it whole if another writer went
   * first. Then, and only then, it runs again in {@link transact} with `locked` set, so that
   * writers of one stream queue on its lock (and retry) as they did before.
   */
  async transactUnlockedFirst<T>(work: (session: SqlSession, locked: boolean) => Promise<T>): Promise<T> {
    const session: SqlSession = { query: (text, params) => this.db.query(text, params) };
    try {
      return await work(session, false);
    } catch (error) {
      if (!(error instanceof ExpectedVersionConflict)) throw error;
      return this.transact((inTransaction) => work(inTransaction, true));
    } finally {
      this.countAlone(session);
    }
  }

  /** The events a session without a transaction appended were committed with their statement. */
  private countAlone(session: SqlSession): void {
    const events = this.appendedIn.get(session);
    if (!events) return;
    this.appendedIn.delete(session);
    this.committedAlone(events, this.sessionsWithJobs.has(session));
  }

  /** Events committed by their own statement: counted now, and the relay woken if it wrote jobs. */
  private committedAlone(events: readonly NewEvent[], wroteJobs: boolean): void {
    countCommitted(events);
    if (wroteJobs) this.jobsWritten();
  }

  /**
   * Tells this process's relay that committed outbox rows wait, so it sends them at once. Said in
   * the process rather than with NOTIFY: a NOTIFY serialises committing transactions and wakes
   * every listening connection, which under a flood of webhooks costs more than the writes. Rows
   * another process wrote (and did not send, having died) are found by the relays' polling.
   */
  jobsWritten(): void {
    for (const listener of this.jobListeners) listener();
  }

  /** Calls `listener` after each commit that wrote outbox rows in this process; answers the unsubscribe. */
  onJobsWritten(listener: () => void): () => void {
    this.jobListeners.add(listener);
    return () => this.jobListeners.delete(listener);
  }

  /**
   * Appends to a stream and, in the same statement, writes the jobs the events call for to the
   * outbox (each context's reactions.ts), after the caller's own `alongside` write if it gave one:
   * an event and its consequences are recorded together or not at all. The projections are woken
   * only for events a read model reads.
   */
  async append(
    session: SqlSession,
    streamId: string,
    events: readonly NewEvent[],
    given: AppendOptions,
  ): Promise<AppendResult> {
    this.wakesReadModels ??= readModelWakeup(this.parts.readModels());
    const options = { ...given, notify: given.notify ?? this.wakesReadModels(events) };
    const jobs = jobsFor(this.parts.reactions, streamId, events);
    if (!jobs.length) {
      const appended = await this.store.append(session, streamId, events, options);
      this.appended(session, events);
      return appended;
    }
    const own = options.alongside;
    const result = await this.store.append(session, streamId, events, {
      ...options,
      alongside: (first, whenAppended) => {
        const mine = own?.(first, whenAppended) ?? { sql: [], params: [] };
        const outbox = outboxInsert(jobs, first + mine.params.length, whenAppended);
        return { sql: [mine.sql, outbox.sql].flat(), params: [...mine.params, ...outbox.params] };
      },
    });
    this.appended(session, events);
    this.sessionsWithJobs.add(session);
    return result;
  }

  /** Events appended in `session`, counted when it commits (recorded once the append went in). */
  private appended(session: SqlSession, events: readonly NewEvent[]): void {
    this.appendedIn.set(session, [...(this.appendedIn.get(session) ?? []), ...events]);
  }

  /**
   * Appends to a stream within a guarded write (`name` names its CTEs), with the jobs its events
   * call for written to the outbox in the same statement, as {@link append} does, and the
   * caller's own `jobs` beside them (work the caller has at hand, such as a mail written from
   * what it just decided).
   */
  appendGuarded(
    write: GuardedWrite,
    name: string,
    streamId: string,
    events: readonly NewEvent[],
    given: { expectedVersion: number; metadata?: EventMetadata; jobs?: readonly JobRequest[] },
  ): void {
    const { jobs: own = [], ...options } = given;
    write.append(name, streamId, events, options);
    const jobs = [...jobsFor(this.parts.reactions, streamId, events), ...own];
    if (!jobs.length) return;
    const outbox = outboxInsert(jobs, write.nextParam);
    write.params(outbox.params).with(`${name}_jobs`, outbox.sql);
    this.writesWithJobs.add(write);
  }

  /**
   * Runs a guarded write: on its own (its one statement commits it; its events are counted and
   * the relay woken for its jobs), or in `session`, a transaction of {@link db} with the caller's
   * other writes (its events counted at the commit; the caller wakes the relay after it).
   */
  async runGuarded(write: GuardedWrite, session?: SqlSession): Promise<void> {
    await write.run(session ?? this.autocommit, this.store.notifyChannel);
    if (session) this.appended(session, write.events);
    else this.committedAlone(write.events, this.writesWithJobs.has(write));
  }

  /** LISTEN on the shop's database, on a connection of its own; answers the unlisten. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    return this.db.listen!(channel, onNotify);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/**
 * The database with every transaction's appended events counted after its COMMIT, whoever opened
 * it: a transaction that rolls back (or is retried after a conflict) counts nothing.
 */
function countingCommits(db: Database, appendedIn: WeakMap<SqlSession, NewEvent[]>): Database {
  return {
    ...db,
    async transaction(work) {
      let used: SqlSession | undefined;
      try {
        const result = await db.transaction((session) => {
          used = session;
          return work(session);
        });
        const events = used && appendedIn.get(used);
        if (events) countCommitted(events);
        return result;
      } finally {
        if (used) appendedIn.delete(used);
      }
    },
  };
}
