/**
 * `npm run migrate:revert`: takes the newest migration back, one step (DATABASE_URL, else
 * `npm start`'s embedded PostgreSQL). Run it again for each further step.
 */
import { revertMigration } from '@kilau/migrations';

import { say } from './repo.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (databaseUrl) => {
  const reverted = await revertMigration(databaseUrl);
  say(reverted ? `reverted: ${reverted}` : 'no migration is applied: nothing to revert');
});
