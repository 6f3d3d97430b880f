/**
 * `npm run record-pictures`: records the pictures under MEDIA_DIR (default `.data/media`) that
 * were kept before picture variants existed, so the shop lists and serves their variants (made
 * on each one's first request). Safe to run again: a picture already recorded is skipped.
 */
import { join } from 'node:path';

import pg from 'pg';

import { runMigrations } from '@kilau/migrations';
import { recordKeptPictures } from '@kilau/shop';

import { dataHome, say } from './repo.js';
import { withDatabase } from './with-database.js';

await withDatabase(async (databaseUrl) => {
  await runMigrations(databaseUrl);
  const mediaDir = process.env.MEDIA_DIR?.trim() || join(dataHome, 'media');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    say(`${await recordKeptPictures(pool, mediaDir)} pictures recorded from ${mediaDir}`);
  } finally {
    await pool.end();
  }
});
