/**
 * `npm run seed`: migrates, then loads the demo data into an empty database (DATABASE_URL, else
 * `npm start`'s embedded PostgreSQL); media go to MEDIA_DIR, default `.data/media`. A database that
 * already holds products is left alone.
 */
import { join } from 'node:path';

import { runMigrations } from '@kilau/migrations';
import { seedDemoData } from '@kilau/shop';

import { dataHome, say } from './repo.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (databaseUrl) => {
  await runMigrations(databaseUrl);
  const mediaDir = process.env.MEDIA_DIR?.trim() || join(dataHome, 'media');
  const { seeded } = await seedDemoData({ databaseUrl, mediaDir, log: say });
  say(seeded ? 'demo data loaded' : 'the database already holds products: nothing seeded');
});
