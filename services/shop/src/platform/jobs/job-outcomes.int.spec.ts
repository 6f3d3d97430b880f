import pg from 'pg';

import { createTestDatabase, type TestDatabase } from '@kilau/test';

import type { EventLog } from '../event-log/event-log.js';
import type { ShopParts } from '../parts/shop-parts.js';
import { JobOutcomes } from './job-outcomes.js';

/** The rows of jobs that end together are marked done together, and each caller waits for its own. */
describe('job outcomes: rows marked done', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const statements: string[] = [];
  let outcomes: JobOutcomes;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    const autocommit = {
      query: (text: string, values?: unknown[]) => {
        statements.push(text);
        return pool.query(text, values);
      },
    };
    const clock = { now: () => new Date() };
    outcomes = new JobOutcomes({ autocommit } as unknown as EventLog, {} as ShopParts, clock as never);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const doneRows = async () =>
    (
      await pool.query<{ job_id: string }>(`SELECT job_id FROM outbox WHERE done_at IS NOT NULL ORDER BY job_id`)
    ).rows.map((row) => row.job_id);

  it('marks forty jobs that ended in one tick in one statement, only the rows of those jobs', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `mail-${String(i).padStart(2, '0')}`);
    await pool.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload)
       SELECT 'mail', 'send', id, '{}'::jsonb FROM unnest($1::text[]) AS id
       UNION ALL SELECT 'shipping', 'send', 'mail-00', '{}'::jsonb`,
      [ids],
    );
    statements.length = 0;

    await Promise.all(ids.map((id) => outcomes.done('mail', id)));

    expect(statements).toHaveLength(1);
    expect(await doneRows()).toEqual(ids); // the other queue's row of the same id stays open
  });

  it('resolves a caller only once its row is written, and fails every caller of a batch that failed', async () => {
    await pool.query(`INSERT INTO outbox (queue, job_name, job_id, payload) VALUES ('mail', 'send', 'late', '{}')`);
    await outcomes.done('mail', 'late');
    expect(await doneRows()).toContain('late');

    const failing = new JobOutcomes(
      { autocommit: { query: () => Promise.reject(new Error('connection lost')) } } as unknown as EventLog,
      {} as ShopParts,
      { now: () => new Date() } as never,
    );
    const ends = await Promise.allSettled([failing.done('mail', 'a'), failing.done('mail', 'b')]);
    expect(ends.map((end) => end.status)).toEqual(['rejected', 'rejected']);
  });
});
