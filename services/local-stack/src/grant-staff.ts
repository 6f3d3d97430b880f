/**
 * `npm run grant-staff -- <email>`: makes the address a staff member of the shop (DATABASE_URL,
 * else `npm start`'s embedded PostgreSQL), after migrating. A production shop has no demo seed and
 * so no staff account: this is how its first staff member gets into the console.
 */
import pg from 'pg';

import { isValidEmail } from '@kilau/domain';
import { runMigrations } from '@kilau/migrations';
import { grantStaff } from '@kilau/shop';

import { say } from './repo.js';
import { withDatabase } from './with-database.js';

const email = process.argv[2]?.trim() ?? '';
if (!isValidEmail(email)) {
  say('usage: npm run grant-staff -- <email address>');
  process.exit(2);
}

await withDatabase(async (databaseUrl) => {
  await runMigrations(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await grantStaff(pool, email);
  } finally {
    await pool.end();
  }
  say(`${email.toLowerCase()} is staff: log in with a code mailed to it, then open /adminDashboard`);
});
