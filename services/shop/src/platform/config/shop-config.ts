import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEFAULT_MAX_OPEN_UNPAID_ORDERS } from '@kilau/domain';

import { parseSentinels } from '../redis/redis-options.js';
import { type BrowserConfig, loadBrowserConfig } from './browser-config.js';
import { ConfigError } from './config-error.js';
import { BUILT_IN_JWT_SECRET, jwtSecretProblem, productionProblems } from './fail-closed.js';
import { loadMetricsConfig, type MetricsConfig } from './metrics-config.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/**
 * Everything the shop reads from its environment, parsed once. Names follow ARCHITECTURE.md's
 * configuration table; defaults serve `npm start` on one machine. A bad value stops the process
 * at boot with a message naming the variable, instead of failing later on the first request.
 */

/** Where `npm run build` leaves the storefront, from this file in src/ or dist/ alike. */
const BUILT_STOREFRONT = fileURLToPath(new URL('../../../../../apps/storefront/dist/', import.meta.url));
/** Where `npm run build` leaves the staff console. */
const BUILT_CONSOLE = fileURLToPath(new URL('../../../../../apps/admin/dist/', import.meta.url));

export interface ShopConfig {
  nodeEnv: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Every Redis key (queues, rate limits) starts with this, so shops or test suites can share a Redis. */
  redisPrefix: string;
  /**
   * DATABASE_POOL_MAX: the most connections each of a process's two pools (reads, writes) opens;
   * a process holds up to twice this plus 4 (projections, LISTEN), which with every process must
   * fit PostgreSQL's max_connections.
   */
  databasePoolMax: number;
  /** DATABASE_READ_URL: a read replica for reads that may lag (read-database.ts); unset, every read goes to the primary. */
  databaseReadUrl?: string;
  /** REDIS_SENTINELS / REDIS_SENTINEL_NAME: follow the primary through Redis Sentinel (redis-options.ts). */
  redisSentinels: Array<{ host: string; port: number }>;
  redisSentinelName: string;
  smtpUrl: string;
  mailFrom: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  otpTtlSeconds: number;
  /** How long a finished order's review link can take its review, from the mail that brings it, seconds. */
  reviewLinkTtlSeconds: number;
  /** How often the worker forgets what has served its time (prune), ms. */
  pruneMs: number;
  /** Login codes and refresh tokens are kept this long after they can no longer be used, seconds. */
  sessionRetentionSeconds: number;
  /** Payment notifications (each order's staff timeline shows them) are kept this long, seconds. */
  paymentNotificationRetentionSeconds: number;
  /** Code requests for one address from one client per window. */
  otpRequestsPerEmail: number;
  /** Code mails to one address per hour from all clients together (against mail floods). */
  otpRequestsPerEmailHour: number;
  otpRequestsPerClient: number;
  otpVerifiesPerClient: number;
  rateLimitWindowSeconds: number;
  /** API calls a minute one client address may make without a login (ANONYMOUS_REQUESTS_PER_MINUTE; 0: no limit). */
  anonymousRequestsPerMinute: number;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: TrustProxy;
  mediaDir: string;
  /**
   * MEDIA_PUBLIC_URL: where answers point pictures and videos at, without a trailing slash: the
   * shop's own `/media` by default, or a CDN's address that fetches from the shop's /media/.
   */
  mediaPublicUrl: string;
  /** The built storefront (Vite's output), served at `/`; absent: the API alone. */
  storefrontDir: string;
  /** The built staff console (Vite's output), served at `/adminDashboard`; absent: not served. */
  consoleDir: string;
  logLevel: string;
  /**
   * REQUEST_LOG_LEVEL: the level of a successful request's line (`info`, or `debug` to keep them
   * out of an info log; `debug` by default under NODE_ENV=production, where a line a request cost
   * a tenth of a catalogue read); REQUEST_SUMMARY_MS: a line a period counting the answers (0: none).
   */
  requestLog: { successLevel: 'info' | 'debug'; summaryMs: number };
  /** JOB_LOG_LEVEL: the level of a job's line when it went well (`info`, or `debug`); failures keep theirs. */
  jobLogLevel: 'info' | 'debug';
  /**
   * WORKER_NICE: the worker process's scheduling niceness (0-19, default 5): on a machine it
   * shares with the API, shoppers' requests go first and jobs wait for spare CPU (README "Operations").
   */
  workerNice: number;
  orderPaymentTtlMs: number;
  /** How often read models look for new events when no notification wakes them, ms. */
  projectionPollMs: number;
  /** The least pause between two projection batches that did not fill up, ms: batches under load, at this much lag. */
  projectionSettleMs: number;
  /** How often open payment attempts are checked with Midtrans for what no notification brought, ms. */
  paymentReconcileMs: number;
  /** How often the worker's sweep cancels the orders still unpaid past their deadline, ms. */
  unpaidSweepMs: number;
  /** How many times a job runs before it counts as failed. */
  jobAttempts: number;
  /**
   * A job handed to its queue and not finished this long after (or after its due time) is looked
   * up in the queue, and handed over again if the queue lost it (Redis emptied or replaced), ms.
   * Also how often the relay looks.
   */
  outboxLeaseMs: number;
  /** An outbox row the relay failed to hand over this many times is parked for staff. */
  outboxMaxAttempts: number;
  /** A failed job's first retry waits this long, ms; each later one twice as long (with jitter). */
  jobBackoffMs: number;
  /** How long a catalogue read (lists, items, storefront content) is answered from memory, ms; 0: never. */
  catalogueCacheTtlMs: number;
  midtrans: {
    serverKey: string;
    clientKey: string;
    apiUrl: string;
    snapUrl: string;
    notificationUrl: string;
    /** A call to Midtrans that has not answered by then has failed, ms. */
    timeoutMs: number;
  };
  jnt: JntConfig;
  /** How often the tracking of every parcel with the courier is refreshed, ms. */
  trackingRefreshMs: number;
  /** How often the worker asks again for the waybills whose jobs gave up, ms. */
  waybillRedriveMs: number;
  /** An order's waybill is asked for again at most this many times in all (the timer's, staff's and shoppers' asks). */
  waybillRedriveMax: number;
  /** How long `POST /api/jnt/order/` (and a label batch) waits for the worker's waybill before answering 'pending', ms. */
  waybillWaitMs: number;
  /** How long a quoted shipping fee holds for a checkout, ms. */
  shippingQuoteTtlMs: number;
  /** Where shoppers write for help (the courier-unreachable message names it). */
  supportEmail: string;
  /** What one shopper may ask of the shop, each per RATE_LIMIT_WINDOW unless said otherwise. */
  tariffCallsPerUser: number;
  tariffCallsPerClient: number;
  checkoutsPerUser: number;
  checkoutsPerClient: number;
  cartWritesPerUser: number;
  /** Orders one account may leave waiting for payment at once. */
  maxOpenUnpaidOrders: number;
  /** Orders whose open payment attempts one page of the reconciliation reads. */
  paymentReconcileBatch: number;
  browser: BrowserConfig;
  metrics: MetricsConfig;
  /** SHUTDOWN_DEADLINE_MS: how long a stopping process lets accepted requests and running jobs finish. */
  shutdownDeadlineMs: number;
}

/**
 * J&T Express (PROVIDERS.md 2): one base URL whose paths are J&T's own, or one URL per API (J&T's
 * production hosts differ per API), and the credential set of each API.
 */
export interface JntConfig {
  orderUrl: string;
  cancelUrl: string;
  tariffUrl: string;
  trackUrl: string;
  printUrl: string;
  username: string;
  apiKey: string;
  /** Signs order and cancel requests. */
  orderKey: string;
  tariffCustomer: string;
  tariffKey: string;
  companyId: string;
  trackPassword: string;
  printKey: string;
  timeoutMs: number;
}

export { ConfigError };

const DAY_SECONDS = 24 * 3600;

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback?: string): string {
  const value = env[name]?.trim();
  if (value) return value;
  if (fallback !== undefined) return fallback;
  throw new ConfigError(`${name} must be set`);
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(values as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${values.join(', ')}, not "${raw}"`);
  return raw as T;
}

function sentinels(env: Env): Array<{ host: string; port: number }> {
  const parsed = parseSentinels(env.REDIS_SENTINELS);
  if (typeof parsed === 'string') throw new ConfigError(parsed);
  return parsed;
}

function whole(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return value;
}

/** A niceness a process may give itself without privileges: 0 (as started) to 19 (only spare CPU). */
function niceness(env: Env, name: string, fallback: number): number {
  const value = whole(env, name, fallback, 0);
  if (value > 19) throw new ConfigError(`${name} must be a niceness from 0 to 19, not "${value}"`);
  return value;
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const value = text(env, name, fallback);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  }
  return value.replace(/\/$/, '');
}

/** `/media`, another path on the shop, or an http(s) address (a CDN whose origin is the shop's /media/). */
function mediaPublicUrl(env: Env): string {
  const value = text(env, 'MEDIA_PUBLIC_URL', '/media');
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '') || '/media';
  return url(env, 'MEDIA_PUBLIC_URL', '/media', ['http:', 'https:']);
}

export function loadShopConfig(env: Env = process.env): ShopConfig {
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  refuseUnfitSecrets(env, nodeEnv);
  const port = whole(env, 'PORT', 3000, 0);
  const jwtSecret = text(env, 'JWT_SECRET', BUILT_IN_JWT_SECRET);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']);
  return {
    nodeEnv,
    port,
    publicUrl,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/kilau', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: text(env, 'REDIS_PREFIX', 'kilau'),
    databasePoolMax: whole(env, 'DATABASE_POOL_MAX', 10),
    databaseReadUrl: env.DATABASE_READ_URL?.trim()
      ? url(env, 'DATABASE_READ_URL', '', ['postgres:', 'postgresql:'])
      : undefined,
    redisSentinels: sentinels(env),
    redisSentinelName: text(env, 'REDIS_SENTINEL_NAME', 'mymaster'),
    smtpUrl: url(env, 'SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', 'Kilau <no-reply@kilau.id>'),
    jwtSecret,
    accessTokenTtlSeconds: whole(env, 'ACCESS_TOKEN_TTL', 3600),
    refreshTokenTtlSeconds: whole(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    otpTtlSeconds: whole(env, 'OTP_TTL', 300),
    reviewLinkTtlSeconds: whole(env, 'REVIEW_LINK_TTL', 30 * DAY_SECONDS),
    pruneMs: whole(env, 'PRUNE_MS', DAY_SECONDS * 1000, 100),
    sessionRetentionSeconds: whole(env, 'SESSION_RETENTION', DAY_SECONDS, 0),
    paymentNotificationRetentionSeconds: whole(env, 'PAYMENT_NOTIFICATION_RETENTION', 180 * DAY_SECONDS),
    otpRequestsPerEmail: whole(env, 'OTP_REQUESTS_PER_EMAIL', 5),
    otpRequestsPerEmailHour: whole(env, 'OTP_REQUESTS_PER_EMAIL_HOUR', 20),
    otpRequestsPerClient: whole(env, 'OTP_REQUESTS_PER_CLIENT', 200),
    otpVerifiesPerClient: whole(env, 'OTP_VERIFIES_PER_CLIENT', 600),
    rateLimitWindowSeconds: whole(env, 'RATE_LIMIT_WINDOW', 15 * 60),
    anonymousRequestsPerMinute: whole(env, 'ANONYMOUS_REQUESTS_PER_MINUTE', 1200, 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, (message) => new ConfigError(message)),
    mediaDir: resolve(text(env, 'MEDIA_DIR', '.data/media')),
    mediaPublicUrl: mediaPublicUrl(env),
    storefrontDir: resolve(text(env, 'STOREFRONT_DIR', BUILT_STOREFRONT)),
    consoleDir: resolve(text(env, 'CONSOLE_DIR', BUILT_CONSOLE)),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    requestLog: {
      // production: no line a successful request (4xx and 5xx are still written); set info to have them
      successLevel: oneOf(
        env,
        'REQUEST_LOG_LEVEL',
        ['info', 'debug'] as const,
        nodeEnv === 'production' ? 'debug' : 'info',
      ),
      summaryMs: whole(env, 'REQUEST_SUMMARY_MS', 0, 0),
    },
    jobLogLevel: oneOf(env, 'JOB_LOG_LEVEL', ['info', 'debug'] as const, 'info'),
    workerNice: niceness(env, 'WORKER_NICE', 5),
    orderPaymentTtlMs: whole(env, 'ORDER_PAYMENT_TTL', 3 * 3600 * 1000),
    projectionPollMs: whole(env, 'PROJECTION_POLL_MS', 1000, 10),
    projectionSettleMs: whole(env, 'PROJECTION_SETTLE_MS', 100, 0),
    catalogueCacheTtlMs: whole(env, 'CATALOGUE_CACHE_TTL_MS', 2000, 0),
    unpaidSweepMs: whole(env, 'UNPAID_SWEEP_MS', 30 * 1000, 100),
    paymentReconcileMs: whole(env, 'PAYMENT_RECONCILE_MS', 10 * 60 * 1000, 100),
    jobAttempts: whole(env, 'JOB_ATTEMPTS', 8),
    jobBackoffMs: whole(env, 'JOB_BACKOFF_MS', 2000, 1),
    outboxLeaseMs: whole(env, 'OUTBOX_LEASE_MS', 5 * 60 * 1000, 100),
    outboxMaxAttempts: whole(env, 'OUTBOX_MAX_ATTEMPTS', 10, 1),
    midtrans: {
      serverKey: text(env, 'MIDTRANS_SERVER_KEY', 'SB-Mid-server-kilau-local'),
      clientKey: text(env, 'MIDTRANS_CLIENT_KEY', 'SB-Mid-client-kilau-local'),
      apiUrl: url(env, 'MIDTRANS_API_URL', 'http://127.0.0.1:4010/midtrans/api', ['http:', 'https:']),
      snapUrl: url(env, 'MIDTRANS_SNAP_URL', 'http://127.0.0.1:4010/midtrans/app/snap', ['http:', 'https:']),
      notificationUrl: url(env, 'MIDTRANS_NOTIFICATION_URL', `${publicUrl}/api/midtrans/notification/`, [
        'http:',
        'https:',
      ]),
      timeoutMs: whole(env, 'MIDTRANS_TIMEOUT_MS', 10_000, 100),
    },
    jnt: loadJntConfig(env),
    trackingRefreshMs: whole(env, 'TRACKING_REFRESH_MS', 15 * 60 * 1000, 100),
    waybillWaitMs: whole(env, 'WAYBILL_WAIT_MS', 4_000, 0),
    waybillRedriveMs: whole(env, 'WAYBILL_REDRIVE_MS', 15 * 60 * 1000, 100),
    waybillRedriveMax: whole(env, 'WAYBILL_REDRIVE_MAX', 5, 0),
    shippingQuoteTtlMs: whole(env, 'SHIPPING_QUOTE_TTL', 2 * 3600 * 1000, 1000),
    supportEmail: text(env, 'SUPPORT_EMAIL', 'halo@kilau.id'),
    browser: loadBrowserConfig(env, nodeEnv),
    metrics: loadMetricsConfig(env),
    shutdownDeadlineMs: whole(env, 'SHUTDOWN_DEADLINE_MS', 10_000),
    ...loadShopperLimits(env),
  };
}

/** Limits on what one account or client can make the shop do (and pay for). */
function loadShopperLimits(env: Env) {
  return {
    tariffCallsPerUser: whole(env, 'TARIFF_CALLS_PER_USER', 20),
    tariffCallsPerClient: whole(env, 'TARIFF_CALLS_PER_CLIENT', 100),
    checkoutsPerUser: whole(env, 'CHECKOUTS_PER_USER', 20),
    checkoutsPerClient: whole(env, 'CHECKOUTS_PER_CLIENT', 100),
    cartWritesPerUser: whole(env, 'CART_WRITES_PER_USER', 300),
    maxOpenUnpaidOrders: whole(env, 'MAX_OPEN_UNPAID_ORDERS', DEFAULT_MAX_OPEN_UNPAID_ORDERS),
    paymentReconcileBatch: whole(env, 'PAYMENT_RECONCILE_BATCH', 200),
  };
}

/** One refusal naming every setting that is missing or unfit for NODE_ENV (fail-closed.ts). */
function refuseUnfitSecrets(env: Env, nodeEnv: string): void {
  const jwt = jwtSecretProblem(env, nodeEnv);
  const problems = [...(jwt ? [jwt] : []), ...(nodeEnv === 'production' ? productionProblems(env) : [])];
  if (problems.length) {
    throw new ConfigError(`Refusing to start with NODE_ENV=${nodeEnv}:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

function loadJntConfig(env: Env): JntConfig {
  const base = url(env, 'JNT_API_URL', 'http://127.0.0.1:4010/jnt', ['http:', 'https:']);
  const api = (name: string, path: string) => url(env, name, `${base}${path}`, ['http:', 'https:']);
  return {
    orderUrl: api('JNT_ORDER_URL', '/jts-idn-ecommerce-api/api/order/create'),
    cancelUrl: api('JNT_CANCEL_URL', '/jts-idn-ecommerce-api/api/order/cancel'),
    tariffUrl: api('JNT_TARIFF_URL', '/jandt_track/inquiry.action'),
    trackUrl: api('JNT_TRACK_URL', '/jandt_track/track/trackAction!tracking.action'),
    printUrl: api('JNT_PRINT_URL', '/jandt_order_web/labels/labelsAction!getPrintUrl.action'),
    username: text(env, 'JNT_USERNAME', 'KILAU'),
    apiKey: text(env, 'JNT_API_KEY', 'KILAU-SIM-API-KEY'),
    orderKey: text(env, 'JNT_ORDER_KEY', 'kilau-sim-order-key'),
    tariffCustomer: text(env, 'JNT_TARIFF_CUSTOMER', 'KILAU'),
    tariffKey: text(env, 'JNT_TARIFF_KEY', 'kilau-sim-tariff-key'),
    companyId: text(env, 'JNT_ECCOMPANYID', 'KILAU'),
    trackPassword: text(env, 'JNT_TRACK_PASSWORD', 'kilau-sim-track'),
    printKey: text(env, 'JNT_PRINT_KEY', 'kilau-sim-print-key'),
    timeoutMs: whole(env, 'JNT_TIMEOUT_MS', 10_000, 100),
  };
}
