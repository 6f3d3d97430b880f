/**
 * `npm run replay -- <projection|all>`: rebuilds read models from the event log (DATABASE_URL,
 * else `npm start`'s embedded PostgreSQL). Safe while the shop runs: a rebuild holds its
 * projection's lock, so live processes wait for it and then carry on from where it ended. The
 * models named rebuild together from one read of the log.
 */
import pg from 'pg';

import { EventStore, pgDatabase, rebuildProjections } from '@kilau/event-store';
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
  // one connection holds the locks, one reads the log once for all, and each model writes on its own
  const pool = new pg.Pool({ connectionString: databaseUrl, max: chosen.length + 2, application_name: 'kilau-replay' });
  pool.on('error', () => undefined);
  try {
    const { events, ms } = await rebuildProjections(pgDatabase(pool), new EventStore(), chosen, { batchSize: 2000 });
    const rate = ms > 0 ? Math.round((events / ms) * 1000) : events;
    say(
      `${chosen.map((model) => model.name).join(', ')}: rebuilt from ${events} events in ${ms} ms (${rate} events/s)`,
    );
  } finally {
    await pool.end();
  }
});
