/** `npm run migrate`: brings the schema up to date (DATABASE_URL, else `npm start`'s embedded PostgreSQL). */
import { runMigrations } from '@kilau/migrations';

import { say } from './repo.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (databaseUrl) => {
  const applied = await runMigrations(databaseUrl);
  say(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
});
