import { readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

import { isAlive, processInfo } from './process-info.js';
import { waitUntil } from './wait-until.js';

/** What a data directory's postmaster.pid says about the server that wrote it. */
export type PostmasterState =
  { state: 'none' } | { state: 'running'; pid: number; port: number } | { state: 'orphan'; pid: number; port: number };

/**
 * Reads `postmaster.pid` in `dataDir`. A file whose process is gone, or whose pid now belongs to
 * some other program, is left over from a crash and is removed here (PostgreSQL refuses to start
 * while a live process holds the recorded pid). A PostgreSQL still serving the directory is
 * `running` when its parent is a live node process (another `npm start` or test run owns it) and
 * an `orphan` otherwise (its owner was killed without stopping it).
 */
export async function inspectPostmaster(dataDir: string): Promise<PostmasterState> {
  const file = join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await readFile(file, 'utf8')).split('\n');
  } catch {
    return { state: 'none' };
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const server = Number.isInteger(pid) && pid > 0 ? await processInfo(pid) : undefined;
  if (!server || !server.command.includes(dataDir)) {
    await rm(file, { force: true });
    return { state: 'none' };
  }
  const parent = await processInfo(server.ppid);
  const ownedByNode =
    server.ppid > 1 && parent !== undefined && /\bnode(js)?\b/.test(basename(parent.command.split(' ')[0] ?? ''));
  return { state: ownedByNode ? 'running' : 'orphan', pid, port };
}

/** Shuts down a PostgreSQL left running by a killed owner (fast shutdown: SIGINT) and waits for it. */
export async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  await waitUntil(() => !isAlive(pid), {
    timeoutMs: 30_000,
    intervalMs: 100,
    what: `the left-over PostgreSQL (pid ${pid}) to stop`,
  });
}
