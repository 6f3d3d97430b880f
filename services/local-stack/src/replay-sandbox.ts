/**
 * `npm run replay:sandbox -- events.ndjson [--compare DATABASE_URL]`: replays an event file in a
 * throwaway PostgreSQL (a container when a Docker engine answers, else the embedded PostgreSQL in
 * a temporary directory): migrates it, imports the file, rebuilds every read model, and with
 * --compare prints how each read-model table differs from that database's. Exit code 0 when
 * they agree, 1 when they differ or anything fails. How to check a projection change against
 * production history before deploying it.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { EventStore, importEvents, pgDatabase, rebuildProjection } from '@kilau/event-store';
import { runMigrations } from '@kilau/migrations';
import { readModels } from '@kilau/shop';

import { startEmbeddedPostgres } from './embedded-postgres.js';
import { pgQuery } from './postgres-admin.js';
import { readLines } from './read-lines.js';
import { describeDiffs, diffTables } from './read-model-diff.js';
import { say } from './repo.js';
import { sandboxContainer } from './sandbox-container.js';

const USAGE = 'npm run replay:sandbox -- events.ndjson [--compare DATABASE_URL]';
const [file, option, compareUrl, ...extra] = process.argv.slice(2);
if (!file || (option !== undefined && (option !== '--compare' || !compareUrl)) || extra.length) {
  say(`usage: ${USAGE}`);
  process.exit(2);
}

const sandbox = await startSandbox();
const stopOn = (signal: NodeJS.Signals) => {
  say(`${signal}: stopping the sandbox`);
  void sandbox.stop().finally(() => process.exit(130));
};
process.once('SIGINT', stopOn);
process.once('SIGTERM', stopOn);
let code = 0;
try {
  code = await replay(sandbox.url);
} catch (error) {
  say(error instanceof Error ? (error.stack ?? error.message) : String(error));
  code = 1;
} finally {
  await sandbox.stop().catch((error: unknown) => say(`stopping the sandbox: ${String(error)}`));
}
process.exit(code);

async function replay(url: string): Promise<number> {
  say('migrating the sandbox');
  await runMigrations(url);
  const models = readModels();
  const pool = new pg.Pool({ connectionString: url, max: 3 * models.length, application_name: 'kilau-replay-sandbox' });
  pool.on('error', () => undefined);
  try {
    const db = pgDatabase(pool);
    const lines = readLines(file!);
    const result = await importEvents(db, lines);
    if (result.problems.length) {
      for (const problem of result.problems.slice(0, 200)) say(problem);
      say(`${file}: ${result.problems.length} lines refused; nothing was replayed`);
      return 1;
    }
    say(`imported ${result.imported} events into the sandbox`);
    for (const model of models) {
      const { events, ms } = await rebuildProjection(db, new EventStore(), model, { batchSize: 1000 });
      say(`${model.name}: rebuilt from ${events} events in ${ms} ms`);
    }
    if (!compareUrl) return 0;
    const [{ count }] = (await pgQuery<{ count: string }>(
      compareUrl,
      'SELECT count(*)::text AS count FROM events',
    )) as [{ count: string }];
    if (Number(count) !== result.imported) {
      say(
        `the source's log holds ${count} events, the file ${result.imported}: rows of the streams that differ may differ too`,
      );
    }
    const tables = models.flatMap((model) => model.tables ?? []);
    const diff = describeDiffs(await diffTables(compareUrl, url, tables));
    if (!diff.length) {
      process.stdout.write(`no differences: ${tables.join(', ')} agree with the source\n`);
      return 0;
    }
    process.stdout.write(`${diff.join('\n')}\n`);
    return 1;
  } finally {
    await pool.end();
  }
}

async function startSandbox(): Promise<{ url: string; stop(): Promise<void> }> {
  const container = await sandboxContainer();
  if (container) {
    say('replaying in a PostgreSQL container');
    return container;
  }
  say('no Docker engine answers: replaying in the embedded PostgreSQL');
  // not made here: the embedded PostgreSQL makes it, owned by the user it runs as
  const dataDir = join(tmpdir(), `kilau-sandbox-${randomBytes(6).toString('hex')}`);
  const postgres = await startEmbeddedPostgres({ dataDir, database: 'sandbox', ephemeral: true });
  return postgres;
}
