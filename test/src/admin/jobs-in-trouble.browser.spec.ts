import { waitUntil } from '../harness/wait.js';
import { consolePage, consoleScreenshot, useConsoleWorld } from './console-harness.js';

/**
 * The console's "Jobs in trouble": an outbox row the relay parked (its queue does not exist) is
 * listed with its error, and Retry hands it to the relay again from a fresh count.
 */
describe('jobs in trouble in the console', () => {
  const world = useConsoleWorld(async ({ shop }) => {
    await shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload, attempts, last_error, parked_at)
       VALUES ('retired-queue', 'gone', 'gone_7', '{"orderId": 7}', 10, 'no queue named retired-queue', now())`,
    );
  });

  it('lists a parked row with its error, and retries it', async () => {
    const page = await consolePage(world, '/adminDashboard/jobs-in-trouble');
    await page.getByRole('heading', { name: 'Parked outbox rows' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'gone_7' });
    await row.getByText('no queue named retired-queue').waitFor();
    await row.getByText('#7', { exact: true }).waitFor();
    await consoleScreenshot(page, 'jobs-in-trouble');
    await row.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Job gone_7 handed to the relay again').waitFor();
    const attempts = async () =>
      (await world.shop.sql.query(`SELECT attempts FROM outbox WHERE job_id = 'gone_7'`)).rows[0].attempts as number;
    // counted from zero again (and parked again in time: it still has nowhere to go)
    await waitUntil(async () => (await attempts()) < 10, { what: 'the row tried from a fresh count' });
    await page.close();
  });
});
