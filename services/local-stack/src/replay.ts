/**
 * `npm run replay -- <projection|all>`: rebuilds read models from the event log (DATABASE_URL,
 * else `npm start`'s embedded PostgreSQL). Safe while the shop runs: a rebuild holds its
 * projection's lock, so live processes wait for it and then carry on from where it ended.
 */
import pg from 'pg';

import { EventStore, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { readModels } from '@kilau/shop';

import { say } from './repo.js';
import { withDatabase } from './with-database.js';

const target = process.argv[2]?.trim() ?? '';
const models = readModels();
const chosen = target === 'all' ? models : models.filter((model) => model.name === target);
if (!chosen.length) {
  say(`name a read model, or all: npm run replay -- <${[...models.map((model) => model.name), 'all'].join('|')}>`);
  process.exit(2);
}

await withDatabase(async (databaseUrl) => {
  // each rebuild holds its lock on one connection, reads on another and writes on a third; the models rebuild side by side
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 * chosen.length, application_name: 'kilau-replay' });
  pool.on('error', () => undefined);
  try {
    await Promise.all(
      chosen.map(async (model) => {
        const { events, ms } = await rebuildProjection(pgDatabase(pool), new EventStore(), model, { batchSize: 1000 });
        const rate = ms > 0 ? Math.round((events / ms) * 1000) : events;
        say(`${model.name}: rebuilt from ${events} events in ${ms} ms (${rate} events/s)`);
      }),
    );
  } finally {
    await pool.end();
  }
});
