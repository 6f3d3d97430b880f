/**
 * `npm run events -- export [--from DATE] > events.ndjson` writes the event log (all of it, or
 * what was recorded from DATE on) to stdout, one JSON line an event, ordered by global position.
 * `npm run events -- import events.ndjson` adds a file's events to the log: streams, versions,
 * ids, metadata and times kept; events already there skipped; a file whose versions conflict with
 * the log refused whole, with one message a line. DATABASE_URL, else `npm start`'s embedded PostgreSQL.
 */
import { once } from 'node:events';

import pg from 'pg';

import { exportEvents, importEvents, pgDatabase } from '@kilau/event-store';

import { readLines } from './read-lines.js';
import { say } from './repo.js';
import { Refusal, withDatabase } from './with-database.js';

const USAGE = 'npm run events -- export [--from DATE] > events.ndjson | npm run events -- import events.ndjson';
const SHOWN_PROBLEMS = 200;

const [command, ...rest] = process.argv.slice(2);
const task = command === 'export' ? exportTask(rest) : command === 'import' ? importTask(rest) : undefined;
if (!task) {
  say(`usage: ${USAGE}`);
  process.exit(2);
}
await withDatabase(async (databaseUrl) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: 'kilau-events' });
  pool.on('error', () => undefined);
  try {
    await task(pgDatabase(pool));
  } finally {
    await pool.end();
  }
});

function exportTask(args: string[]): ((db: ReturnType<typeof pgDatabase>) => Promise<void>) | undefined {
  let from: Date | undefined;
  if (args[0] === '--from') {
    from = new Date(args[1] ?? '');
    if (Number.isNaN(from.getTime()))
      return usage(`--from needs a date or time, e.g. 2026-11-01 or 2026-11-01T08:00:00+07:00`);
  } else if (args.length) return usage(`unknown option ${args[0]}`);
  return async (db) => {
    const count = await exportEvents(db, { from }, async (lines) => {
      const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
      if (!process.stdout.write(text)) await once(process.stdout, 'drain');
    });
    say(`exported ${count} events${from ? ` recorded from ${from.toISOString()} on` : ''}`);
  };
}

function importTask(args: string[]): ((db: ReturnType<typeof pgDatabase>) => Promise<void>) | undefined {
  const [file] = args;
  if (!file || args.length > 1) return usage('name one file to import');
  return async (db) => {
    const lines = readLines(file);
    const result = await importEvents(db, lines);
    if (result.problems.length) {
      for (const problem of result.problems.slice(0, SHOWN_PROBLEMS)) say(problem);
      if (result.problems.length > SHOWN_PROBLEMS) say(`... and ${result.problems.length - SHOWN_PROBLEMS} more`);
      throw new Refusal(`${file}: ${result.problems.length} lines refused; nothing was imported`);
    }
    say(`imported ${result.imported} events; ${result.alreadyThere} were in the log already`);
  };
}

function usage(problem: string): undefined {
  say(`${problem}\nusage: ${USAGE}`);
  process.exit(2);
}
