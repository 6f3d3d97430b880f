import { createTestDatabase, type TestDatabase } from '@kilau/test';

import { planOfKeyedLookup, plansOfThreeRuns } from './keyed-plans.spec-support.js';
import { projectionsDatabase } from './projections.service.js';

/** The read models' batches run prepared, on generic plans (how those plans read the log: read-batch.int.spec.ts in libs/event-store). */
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
    const plans = await projections.db.transaction((session) => plansOfThreeRuns(session, 'projections spec'));
    expect(plans).toEqual([{ generic: 3, custom: 0 }]);
  });

  it('looks a row up by its key through the index, though the table was small when it was planned', async () => {
    const plan = await projections.db.transaction((session) => planOfKeyedLookup(session, 'projections spec'));
    expect(plan).toContain('outbox_job_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
