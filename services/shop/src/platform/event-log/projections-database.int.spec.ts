import { createTestDatabase, type TestDatabase } from '@kilau/test';

import { preparedPlan, SMALL_OUTBOX } from './keyed-plans.spec-support.js';
import { projectionsDatabase } from './projections.service.js';

/** The read models' batches run prepared, on generic plans (how those plans read the log: checkpoints.int.spec.ts). */
describe('projections database', () => {
  let test: TestDatabase;
  let projections: ReturnType<typeof projectionsDatabase>;

  beforeAll(async () => {
    test = await createTestDatabase();
    projections = projectionsDatabase(test.url);
  });
  afterAll(async () => {
    await projections.pool.end();
    await test.drop();
  });

  it('runs a statement on its generic plan from the first time, instead of planning it for each call', async () => {
    const statement = 'SELECT count(*) FROM events WHERE stream_id = ANY($1::text[]) /* projections spec */';
    const plans = await projections.db.transaction(async (session) => {
      for (const ids of [['order-1'], ['order-2', 'order-3'], []]) await session.query(statement, [ids]);
      const { rows } = await session.query<{ generic: number; custom: number }>(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
         WHERE statement = $1`,
        [statement],
      );
      return rows;
    });
    expect(plans).toEqual([{ generic: 3, custom: 0 }]);
  });

  it('looks a row up by its key through the index, though the table was small when it was planned', async () => {
    const statement = 'SELECT 1 FROM outbox WHERE job_id = $1 /* projections spec */';
    const plan = await projections.db.transaction(async (session) => {
      await session.query(SMALL_OUTBOX);
      await session.query('ANALYZE outbox');
      await session.query(statement, ['small-1']);
      return preparedPlan(session, statement, "'small-2'");
    });
    expect(plan).toContain('outbox_job_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
