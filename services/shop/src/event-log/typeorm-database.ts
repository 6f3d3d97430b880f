import type { DataSource, QueryRunner } from 'typeorm';

import type { Database, SqlSession } from '@kilau/event-store';

/** The event store's view of a TypeORM connection: one statement at a time, rows and the affected count. */
export function typeormSession(runner: QueryRunner): SqlSession {
  return {
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await runner.query(text, [...params], true);
      const rows = (result.records ?? []) as R[];
      return { rows, rowCount: result.affected ?? rows.length };
    },
  };
}

/**
 * Transactions on the shop's TypeORM pool, so a command's stock updates, event appends and
 * outbox rows commit or roll back together.
 */
export function typeormDatabase(dataSource: DataSource): Database {
  return {
    async transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
      const runner = dataSource.createQueryRunner();
      try {
        await runner.startTransaction();
        const result = await work(typeormSession(runner));
        await runner.commitTransaction();
        return result;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      } finally {
        await runner.release();
      }
    },
  };
}
