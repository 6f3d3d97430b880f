/**
 * `npm run import-jnt-areas -- <file.csv>`: loads J&T Express's own area code list into the
 * shop (DATABASE_URL, else `npm start`'s embedded PostgreSQL), after migrating. Every row is
 * checked first; a file with any bad row is refused whole, its problems listed by line.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { runMigrations } from '@kilau/migrations';
import { importJntAreas, JntAreaImportRefused } from '@kilau/shop';

import { say } from './repo.js';
import { withDatabase } from './with-database.js';

const file = process.argv[2];
if (!file) {
  say('usage: npm run import-jnt-areas -- <file.csv>');
  say('columns (header row, any case): kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area,');
  say('kecamatan; optional province. Comma- or semicolon-separated, quoted fields allowed.');
  process.exit(2);
}
// npm runs scripts from the repository root; a relative path means where the command was typed
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const csv = await readFile(path, 'utf8').catch((error: Error) => {
  say(`cannot read ${path}: ${error.message}`);
  process.exit(2);
});

await withDatabase(async (databaseUrl) => {
  await runMigrations(databaseUrl);
  try {
    const result = await importJntAreas({ databaseUrl, csv });
    say(
      `${path}: area codes new ${result.inserted}, updated ${result.updated}; ` +
        `made-up codes of the same cities removed ${result.derivedRemoved}`,
    );
  } catch (error) {
    if (error instanceof JntAreaImportRefused) {
      for (const { line, problem } of error.problems) say(`${path}:${line}: ${problem}`);
    }
    throw error;
  }
});
