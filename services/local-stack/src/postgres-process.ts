import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { OutputTail } from './output-tail.js';
import type { PostgresBinaries } from './postgres-binaries.js';
import type { OsUser } from './postgres-os-user.js';
import { stopChild } from './stop-child.js';

/** How initdb and postgres are run: which binaries, as which OS user (none: as us), output kept where. */
export interface PostgresRun {
  binaries: PostgresBinaries;
  user: OsUser | undefined;
  output: OutputTail;
}

export interface Superuser {
  name: string;
  password: string;
}

/** The line that says the server is up; only ever in English, see {@link spawnAs}. */
const READY = 'database system is ready to accept connections';

/**
 * Creates the cluster in `dataDir`. initdb takes the superuser's password only from a file (or a
 * terminal): the file is readable by the server's OS user alone and removed afterwards.
 */
export async function initCluster(
  run: PostgresRun,
  dataDir: string,
  superuser: Superuser,
  flags: string[],
): Promise<void> {
  const passwordFile = join(tmpdir(), `kilau-pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${superuser.password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (run.user) await chown(passwordFile, run.user.uid, run.user.gid);
    const args = [`--pgdata=${dataDir}`, `--username=${superuser.name}`, `--pwfile=${passwordFile}`, '--lc-messages=C'];
    const child = spawnAs(run, run.binaries.initdb, [...args, ...flags]);
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`initdb exited with ${signal ?? `code ${code}`}`)),
      );
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * Starts the server and resolves, once it accepts connections, to its stop (fast shutdown,
 * SIGINT). Until stopped, the server is also stopped when this process exits without stopping it
 * (say, on an uncaught error), so no PostgreSQL is left holding the data directory. A server that
 * exits before it is ready, or is not ready within `timeoutMs`, is stopped and the start rejects:
 * a stuck server must not hang `npm start` or a test run.
 */
export async function startServer(
  run: PostgresRun,
  dataDir: string,
  port: number,
  flags: string[],
  timeoutMs: number,
): Promise<() => Promise<void>> {
  const child = spawnAs(run, run.binaries.postgres, ['-D', dataDir, '-p', String(port), ...flags]);
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await stopChild(child, 'SIGINT', 30_000);
  };
  try {
    await ready(child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function ready(child: ChildProcess, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let recent = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stderr?.on('data', (chunk: Buffer) => {
        recent = (recent + chunk.toString('utf8')).slice(-4 * READY.length); // the line may span chunks
        if (recent.includes(READY)) resolve();
      });
      child.once('error', reject);
      child.once('close', (code, signal) => reject(new Error(`the server exited (${signal ?? `code ${code}`})`)));
      timer = setTimeout(() => reject(new Error(`no "ready" message after ${timeoutMs} ms`)), timeoutMs);
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a PostgreSQL program as the server's OS user, its output kept in the tail (echoed with
 * KILAU_DEBUG). LC_MESSAGES=C because readiness is recognised by a message's English text; the
 * working directory is `/` because ours may be closed to that user.
 */
function spawnAs(run: PostgresRun, command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, {
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // a process group of its own: the terminal's Ctrl-C reaches npm start's whole group, and the
    // server must outlive the shop's processes, which drain against it before npm start stops it
    detached: true,
    ...(run.user && { uid: run.user.uid, gid: run.user.gid }),
  });
  child.stdout?.on('data', (chunk: Buffer) => run.output.add(chunk));
  child.stderr?.on('data', (chunk: Buffer) => run.output.add(chunk));
  child.on('error', (error) => run.output.add(String(error)));
  return child;
}
