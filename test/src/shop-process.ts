import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { freePort, SHOP_NODE_ARGS, stopChild, waitUntil } from '@kilau/local-stack';

import type { ShopUnderTest } from './shop-app.js';

export interface ShopProcess {
  /** The API's address (entry `main` only). */
  url: string | undefined;
  child: ChildProcess;
  /** SIGTERM and wait (the shop shuts down gracefully). */
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Another process of the same shop: the built entry point (`npm test` builds first) run as a
 * child with `shop`'s database, Redis prefix, mail and JWT secret, exactly as a second API or
 * worker process would run beside the first in production.
 */
export async function spawnShopProcess(
  shop: ShopUnderTest,
  entry: 'main' | 'worker',
  extraEnv: Record<string, string> = {},
  options: {
    public?: boolean;
    /** Collects the process's log lines (its stdout) here, for tests of what it logs. */
    logs?: string[];
  } = {},
): Promise<ShopProcess> {
  const port = entry === 'main' ? await freePort() : 0;
  const { config } = shop;
  // the shop's public address, where Midtrans sends its notifications: this process's own
  const ownAddress = options.public && entry === 'main' ? `http://127.0.0.1:${port}` : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    SMTP_URL: config.smtpUrl,
    JWT_SECRET: config.jwtSecret,
    MEDIA_DIR: config.mediaDir,
    ORDER_PAYMENT_TTL: String(config.orderPaymentTtlMs),
    MIDTRANS_SERVER_KEY: config.midtrans.serverKey,
    MIDTRANS_API_URL: config.midtrans.apiUrl,
    MIDTRANS_SNAP_URL: config.midtrans.snapUrl,
    MIDTRANS_NOTIFICATION_URL: ownAddress
      ? `${ownAddress}/api/midtrans/notification/`
      : config.midtrans.notificationUrl,
    ...(ownAddress && { PUBLIC_URL: ownAddress }),
    MIDTRANS_TIMEOUT_MS: String(config.midtrans.timeoutMs),
    JNT_ORDER_URL: config.jnt.orderUrl,
    JNT_CANCEL_URL: config.jnt.cancelUrl,
    JNT_TARIFF_URL: config.jnt.tariffUrl,
    JNT_TRACK_URL: config.jnt.trackUrl,
    JNT_PRINT_URL: config.jnt.printUrl,
    JNT_TIMEOUT_MS: String(config.jnt.timeoutMs),
    TRACKING_REFRESH_MS: String(config.trackingRefreshMs),
    WAYBILL_WAIT_MS: String(config.waybillWaitMs),
    WAYBILL_REDRIVE_MS: String(config.waybillRedriveMs),
    WAYBILL_REDRIVE_MAX: String(config.waybillRedriveMax),
    JOB_ATTEMPTS: String(config.jobAttempts),
    JOB_BACKOFF_MS: String(config.jobBackoffMs),
    OUTBOX_LEASE_MS: String(config.outboxLeaseMs),
    OUTBOX_MAX_ATTEMPTS: String(config.outboxMaxAttempts),
    UNPAID_SWEEP_MS: String(config.unpaidSweepMs),
    PAYMENT_RECONCILE_MS: String(config.paymentReconcileMs),
    PROJECTION_POLL_MS: String(config.projectionPollMs),
    PROJECTION_SETTLE_MS: String(config.projectionSettleMs),
    CATALOGUE_CACHE_TTL_MS: String(config.catalogueCacheTtlMs),
    TARIFF_CALLS_PER_USER: String(config.tariffCallsPerUser),
    TARIFF_CALLS_PER_CLIENT: String(config.tariffCallsPerClient),
    CHECKOUTS_PER_USER: String(config.checkoutsPerUser),
    CHECKOUTS_PER_CLIENT: String(config.checkoutsPerClient),
    CART_WRITES_PER_USER: String(config.cartWritesPerUser),
    MAX_OPEN_UNPAID_ORDERS: String(config.maxOpenUnpaidOrders),
    PAYMENT_RECONCILE_BATCH: String(config.paymentReconcileBatch),
    ANONYMOUS_REQUESTS_PER_MINUTE: String(config.anonymousRequestsPerMinute),
    DATABASE_POOL_MAX: String(config.databasePoolMax),
    WORKER_NICE: String(config.workerNice),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...extraEnv,
  };
  const script = `${repoRoot}services/shop/dist/${entry}.js`;
  // BENCH_CPU_PROFILE_DIR=<dir>: each spawned process writes a V8 CPU profile there when it exits
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...SHOP_NODE_ARGS, ...profiling, script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', options.logs ? 'pipe' : 'ignore', 'inherit'],
  });
  if (options.logs) collectLines(child.stdout!, options.logs);
  const url = entry === 'main' ? `http://127.0.0.1:${port}` : undefined;
  const stop = () => stopChild(child, 'SIGTERM', 15_000);
  if (url) {
    const exitedEarly = new AbortController();
    child.once('exit', () => exitedEarly.abort(new Error(`the ${entry} process exited while starting`)));
    await waitUntil(async () => (await fetch(`${url}/api/health/live`).catch(() => undefined))?.status === 200, {
      timeoutMs: 60_000,
      what: `a second shop ${entry} process on ${url}`,
      signal: exitedEarly.signal,
    }).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  }
  return { url, child, stop };
}

function collectLines(stream: NodeJS.ReadableStream, lines: string[]): void {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    lines.push(...parts.filter((line) => line !== ''));
  });
}
