import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  databaseUrl,
  deleteRedisKeys,
  ensureDatabase,
  freePort,
  pgQuery,
  quoteIdentifier,
  SHOP_NODE_ARGS,
  startEmbeddedPostgres,
  startPrivateRedis,
  stopChild,
  waitUntil,
} from '@kilau/local-stack';
import { MailCatcher } from '@kilau/mail-catcher';
import { runMigrations } from '@kilau/migrations';
import { startProviderSim } from '@kilau/provider-sim';
import { seedDemoData } from '@kilau/shop';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The limits on one shopper and one client address lifted: the bench's shoppers log in by the
 * hundred and place orders by the hundred from 127.0.0.1, and it measures how fast the shop
 * works, not its limits.
 */
const UNLIMITED_SHOPPERS = {
  MAX_OPEN_UNPAID_ORDERS: '1000000',
  CHECKOUTS_PER_USER: '1000000',
  CHECKOUTS_PER_CLIENT: '1000000',
  CART_WRITES_PER_USER: '1000000',
  TARIFF_CALLS_PER_USER: '1000000',
  TARIFF_CALLS_PER_CLIENT: '1000000',
  OTP_REQUESTS_PER_CLIENT: '1000000',
  OTP_VERIFIES_PER_CLIENT: '1000000',
  // one load generator on one address: the anonymous per-address throttle would answer 429
  ANONYMOUS_REQUESTS_PER_MINUTE: '0',
};

export interface Stack {
  apiUrl: string;
  api: ChildProcess;
  worker: ChildProcess;
  databaseUrl: string;
  inboxUrl: string;
  simUrl: string;
  midtransServerKey: string;
  /** Each process's Prometheus listener, when asked for (StackOptions.metrics). */
  metrics?: { api: string; worker: string };
  /** Where the shop's processes and the stand-ins are, for the report. */
  labels: string[];
  stop(): Promise<void>;
}

type Step = () => Promise<unknown>;

export interface StackOptions {
  /** Settings added to the shop's environment (e.g. a short ORDER_PAYMENT_TTL). */
  env?: NodeJS.ProcessEnv;
  /** Each process serves /metrics on a loopback port of its own, as under `npm start`. */
  metrics?: boolean;
  /** Aborted (a Ctrl-C while starting): what has started is stopped, and the start fails. */
  signal?: AbortSignal;
}

/**
 * The shop as `npm start` runs it, on data of its own: a new database (on the server of
 * BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards; else an embedded PostgreSQL in a
 * temporary directory), a private redis-server (or BENCH_REDIS_URL under a key prefix of its own,
 * whose keys are deleted afterwards), the mail catcher and the provider simulator on free ports,
 * migrated and seeded with the demo catalogue; then the API and the worker as two processes
 * with `npm start`'s Node flags.
 */
export async function startStack(log: (line: string) => void, options: StackOptions = {}): Promise<Stack> {
  const cleanups: Step[] = [];
  const labels: string[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  const goOn = () => options.signal?.throwIfAborted();
  try {
    const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const db = await database(id, cleanups, labels);
    goOn();
    const redis = await redisFor(id, cleanups, labels);
    goOn();
    // parsed when read: the orders' thousands of mails, which nobody reads, cost no parsing on the cores under load
    const mail = await MailCatcher.start({ host: '127.0.0.1', smtpPort: 0, httpPort: 0, parse: 'on-read' });
    cleanups.push(() => mail.stop());
    const serverKey = 'SB-Mid-server-kilau-bench';
    const sim = await startProviderSim({ port: 0, midtrans: { serverKey }, jnt: { stageEveryMs: 60_000 } });
    cleanups.push(() => sim.stop());
    goOn();
    await runMigrations(db);
    goOn();
    const mediaDir = await mkdtemp(join(tmpdir(), 'kilau-bench-media-'));
    cleanups.push(() => rm(mediaDir, { recursive: true, force: true }));
    await seedDemoData({ databaseUrl: db, mediaDir });
    goOn();
    log('demo catalogue seeded');

    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      SMTP_URL: mail.smtpUrl,
      PORT: String(port),
      PUBLIC_URL: apiUrl,
      MEDIA_DIR: mediaDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_API_URL: sim.midtrans.apiUrl,
      MIDTRANS_SNAP_URL: sim.midtrans.snapUrl,
      JNT_API_URL: sim.jnt.apiUrl,
      ...UNLIMITED_SHOPPERS,
      // as production runs it: one API process a core, no log line a successful request
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(availableParallelism()),
      REQUEST_LOG_LEVEL: process.env.REQUEST_LOG_LEVEL ?? 'debug',
      ...options.env,
    };
    const metricsPorts = options.metrics ? { api: await freePort(), worker: await freePort() } : undefined;
    const api = spawnShop('main', { ...env, METRICS_PORT: metricsPorts && String(metricsPorts.api) });
    cleanups.push(() => stopChild(api, 'SIGTERM', 15_000));
    const worker = spawnShop('worker', { ...env, METRICS_PORT: metricsPorts && String(metricsPorts.worker) });
    cleanups.push(() => stopChild(worker, 'SIGTERM', 15_000));
    const died = new AbortController();
    for (const child of [api, worker]) child.once('exit', () => died.abort(new Error('a shop process exited')));
    await waitUntil(async () => (await fetch(`${apiUrl}/api/health/live`).catch(() => undefined))?.status === 200, {
      timeoutMs: 120_000,
      intervalMs: 250,
      what: `the shop API on ${apiUrl}`,
      signal: options.signal ? AbortSignal.any([died.signal, options.signal]) : died.signal,
    });
    labels.push(
      `shop API pid ${api.pid} and worker pid ${worker.pid} (Node flags: ${SHOP_NODE_ARGS.join(' ') || 'none'})`,
    );
    return {
      apiUrl,
      api,
      worker,
      databaseUrl: db,
      inboxUrl: mail.inboxUrl,
      simUrl: sim.url,
      midtransServerKey: serverKey,
      metrics: metricsPorts && {
        api: `127.0.0.1:${metricsPorts.api}`,
        worker: `127.0.0.1:${metricsPorts.worker}`,
      },
      labels,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function spawnShop(entry: 'main' | 'worker', env: NodeJS.ProcessEnv): ChildProcess {
  const script = join(repoRoot, 'services', 'shop', 'dist', `${entry}.js`);
  // BENCH_CPU_PROFILE_DIR=<dir>: each shop process writes a V8 CPU profile there when it exits
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR?.trim();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // the shop logs JSON lines to stdout, as under npm start; here nobody reads them
  return spawn(process.execPath, [...SHOP_NODE_ARGS, ...profiling, script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', process.env.KILAU_DEBUG ? 'inherit' : 'ignore'],
  });
}

async function database(id: string, cleanups: Step[], labels: string[]): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  const name = `kilau_bench_${id}`;
  if (server) {
    await ensureDatabase(server, name);
    cleanups.push(() => pgQuery(server, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));
    labels.push(`database ${name} on ${new URL(server).host} (dropped afterwards)`);
    return databaseUrl(server, name);
  }
  const dir = await mkdtemp(join(tmpdir(), 'kilau-bench-pg-'));
  // as root, PostgreSQL runs as the postgres user, which must reach its data directory inside
  await chmod(dir, 0o755);
  // BENCH_PG_STATEMENTS=<file>: the statements each cart and checkout load ran, from pg_stat_statements
  const settings = process.env.BENCH_PG_STATEMENTS ? ['shared_preload_libraries=pg_stat_statements'] : [];
  const postgres = await startEmbeddedPostgres({
    dataDir: join(dir, 'data'),
    database: name,
    ephemeral: true,
    settings,
  });
  cleanups.push(async () => {
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  });
  labels.push('embedded PostgreSQL in a temporary directory (fsync off)');
  return postgres.url;
}

async function redisFor(id: string, cleanups: Step[], labels: string[]): Promise<{ url: string; prefix: string }> {
  const shared = process.env.BENCH_REDIS_URL?.trim();
  const prefix = `kilau-bench-${id}`;
  if (shared) {
    cleanups.push(() => deleteRedisKeys(shared, `${prefix}*`));
    labels.push(`Redis ${new URL(shared).host}, keys under ${prefix} (deleted afterwards)`);
    return { url: shared, prefix };
  }
  const redis = await startPrivateRedis();
  cleanups.push(() => redis.stop());
  labels.push('a private redis-server');
  return { url: redis.url, prefix };
}
