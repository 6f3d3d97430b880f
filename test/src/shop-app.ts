import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';

import { reservePort } from '@kilau/local-stack';
import { MailCatcher } from '@kilau/mail-catcher';
import { type ProviderSim, startProviderSim } from '@kilau/provider-sim';
import {
  configureHttpApp,
  configureRootLogger,
  loadShopConfig,
  ShopApiModule,
  type ShopConfig,
  ShopWorkerModule,
  Tokens,
} from '@kilau/shop';

import { createTestDatabase } from './harness/database.js';
import { testRedis } from './harness/redis.js';

/** A whole shop for one test file: its own database, Redis prefix, mail inbox and media folder. */
export interface ShopUnderTest {
  url: string;
  /** The provider simulator the shop talks to, when asked for (`startShop(..., { providers: true })`). */
  sim?: ProviderSim;
  config: ShopConfig;
  mail: MailCatcher;
  sql: pg.Pool;
  api: NestExpressApplication;
  worker: INestApplicationContext | undefined;
  /** fetch against the shop, JSON in and out. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  /**
   * Stops this process's API and worker, for a test whose shop runs as processes of its own
   * (`spawnShopProcess(shop, 'main', { public: true })` and `shopAt`); `close` still cleans up the rest.
   */
  retireInProcess(): Promise<void>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/**
 * Starts the API and the worker as the two processes run in production (two Nest contexts),
 * on the harness's PostgreSQL and Redis, with real SMTP into a mail catcher.
 */
export async function startShop(
  overrides: Partial<ShopConfig> = {},
  options: {
    /** Start the provider simulator and point the shop at it. */
    providers?: boolean;
    /** Run the worker in this process too (default); without it, spawn worker processes. */
    worker?: boolean;
    /** How long the shop waits for Midtrans's answers (default 1 s); a test of a slow Midtrans needs longer. */
    midtransTimeoutMs?: number;
    /** Every log line the API and the worker write, at every level (for tests of what logs hold). */
    logTo?: { write(line: string): void };
  } = {},
): Promise<ShopUnderTest> {
  configureRootLogger({
    level: options.logTo ? 'trace' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    service: 'shop-test',
    destination: options.logTo,
  });
  const database = await createTestDatabase();
  const redis = testRedis();
  const mail = await MailCatcher.start();
  const mediaDir = await mkdtemp(join(tmpdir(), 'kilau-media-'));
  // held until the API listens on it: its address is in the config the API is built from
  const reserved = await reservePort();
  const { port } = reserved;
  const publicUrl = `http://127.0.0.1:${port}`;
  const defaults = loadShopConfig({});
  // a provider that does not answer within a second has failed: fault tests need not wait ten
  const midtrans = {
    ...defaults.midtrans,
    timeoutMs: options.midtransTimeoutMs ?? 1_000,
    notificationUrl: `${publicUrl}/api/midtrans/notification/`,
  };
  const sim = options.providers
    ? await startProviderSim({
        midtrans: {
          ...{ serverKey: midtrans.serverKey, clientKey: midtrans.clientKey },
          notificationRetryDelaysMs: [100, 300, 1000, 2000],
        },
      })
    : undefined;
  if (sim) Object.assign(midtrans, sim.midtrans);
  const jnt = { ...loadShopConfig(sim ? { JNT_API_URL: sim.jnt.apiUrl } : {}).jnt, timeoutMs: 1_000 };
  const config: ShopConfig = {
    ...defaults,
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisPrefix: redis.prefix,
    smtpUrl: mail.smtpUrl,
    mediaDir,
    port,
    publicUrl,
    midtrans,
    jnt,
    // tests read right after they write; the cache has a test of its own
    catalogueCacheTtlMs: 0,
    // load tests and long files call far more often than a shopper; the throttle has a test of its own
    anonymousRequestsPerMinute: 0,
    // two test files' shops, and the processes some spawn, share one PostgreSQL's 100 connections
    databasePoolMax: 5,
    // retries come quickly, and give up after a few
    jobBackoffMs: 50,
    jobAttempts: 4,
    // a spawned worker shares the cores with jest's own workers, not with the API it serves: at a
    // lower priority behind them it would only slow the suite (its own test sets it)
    workerNice: 0,
    // a console built elsewhere (one checkout, several builds side by side)
    ...(process.env.TEST_CONSOLE_DIR ? { consoleDir: process.env.TEST_CONSOLE_DIR } : {}),
    ...overrides,
  };
  const api = await NestFactory.create<NestExpressApplication>(ShopApiModule.forRoot(config), {
    logger: false,
    bodyParser: false,
  });
  configureHttpApp(api, config);
  await reserved.release();
  await api.listen(port, '127.0.0.1');
  const worker =
    options.worker === false
      ? undefined
      : await NestFactory.createApplicationContext(ShopWorkerModule.forRoot(config), { logger: false });
  const address = api.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const sql = new pg.Pool({ connectionString: database.url, max: 3 });
  // pg-pool's end() resolves before its connections have closed; the drop in close() then
  // terminates them, and an 'error' event without a listener would fail whichever test runs next
  sql.on('error', () => undefined);

  const call = httpCaller(url);
  let retired = false;
  const retireInProcess = async () => {
    if (retired) return;
    retired = true;
    await worker?.close();
    await api.close();
  };

  return {
    url,
    sim,
    config,
    mail,
    sql,
    api,
    worker,
    call,
    retireInProcess,
    async close() {
      await retireInProcess();
      await sim?.stop();
      await sql.end();
      await mail.stop();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** The same shop reached at another address: one of its spawned API processes. */
export function shopAt(shop: ShopUnderTest, url: string): ShopUnderTest {
  return { ...shop, url, call: httpCaller(url) };
}

/** fetch against a shop's address, JSON in and out. */
function httpCaller(url: string): ShopUnderTest['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const hasBody = options.body !== undefined || options.raw !== undefined;
    if (hasBody) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text (media files, HTML)
    }
    return { status: response.status, headers: response.headers, body };
  };
}

/** Logs in through the real flow: ask for a code, read it from the mail, trade it for tokens. */
export async function logIn(
  shop: ShopUnderTest,
  email: string,
): Promise<{ access: string; refresh: string; user: { id: number; email: string } }> {
  const newestBefore = shop.mail.store.list()[0]?.id ?? 0;
  const asked = await shop.call('POST', '/api/auth/request-otp/', { body: { email } });
  if (asked.status !== 200) throw new Error(`request-otp answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const code = await readLoginCode(shop, email, newestBefore);
  const verified = await shop.call('POST', '/api/auth/verify-otp/', { body: { email, code } });
  if (verified.status !== 200)
    throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body;
}

/** What a login mail carries: its code, and its one-time sign-in link with the link's token. */
export interface LoginMail {
  code: string;
  link: string;
  token: string;
  text: string;
}

/** The newest login mail to this address after mail `after` (waits for the worker to send it). */
export async function readLoginMail(shop: ShopUnderTest, email: string, after = 0): Promise<LoginMail> {
  const mail = await shop.mail.waitForMailTo(email, 15_000, (m) => m.id > after && /login code: \d{4}/.test(m.subject));
  const code = /login code is (\d{4})/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/login\/link#\S+)/.exec(mail.text)?.[1];
  const token = link && new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  if (!code || !link || !token) throw new Error(`no code or sign-in link in mail: ${mail.text}`);
  return { code, link, token, text: mail.text };
}

/** The code of the newest login mail to this address after mail `after`. */
export async function readLoginCode(shop: ShopUnderTest, email: string, after = 0): Promise<string> {
  return (await readLoginMail(shop, email, after)).code;
}

/** Logs in as staff: the real flow, then the staff flag set (guards read it from the database). */
export async function logInStaff(shop: ShopUnderTest, email: string): ReturnType<typeof logIn> {
  const session = await logIn(shop, email);
  await shop.sql.query('UPDATE users SET is_staff = true WHERE id = $1', [session.user.id]);
  return session;
}

/**
 * Many customers at once, for load and race tests: users made directly and access tokens minted
 * by the shop's own token service (the mailed-code flow is proven elsewhere; here it would only
 * make the run slow). Answers `{id, email, access}` in order.
 */
export async function customers(
  shop: ShopUnderTest,
  count: number,
  prefix = 'pelanggan',
): Promise<Array<{ id: number; email: string; access: string }>> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}-${randomUUID().slice(0, 8)}@example.com`);
  const { rows } = await shop.sql.query<{ id: number; email: string }>(
    `INSERT INTO users (email) SELECT unnest($1::text[]) RETURNING id, email`,
    [emails],
  );
  const tokens = shop.api.get(Tokens);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      access: await tokens.access({ id: row.id, email: row.email, isStaff: false }),
    })),
  );
}
