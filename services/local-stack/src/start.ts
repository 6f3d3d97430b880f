/**
 * `npm start`: the whole shop on one machine, with nothing to install but Node (and redis-server
 * when REDIS_URL is unset).
 *
 * For each of DATABASE_URL, REDIS_URL and SMTP_URL that is unset it starts a stand-in: an
 * embedded PostgreSQL (data in `.data/postgres`, kept between runs), a private redis-server on a
 * free port, and the mail catcher (SMTP 1025, inbox http://127.0.0.1:1080/ when those ports are
 * free) whose inbox shows the login codes. It then migrates, seeds the demo data into an empty
 * database (media in MEDIA_DIR, default `.data/media`), and runs the shop's API and worker with
 * that environment. Without MIDTRANS_API_URL and MIDTRANS_SNAP_URL it also runs the provider
 * simulator (port 4010 when free) and points the shop at it. PORT defaults to 3000, PUBLIC_URL to
 * http://localhost:PORT, and JWT_SECRET to
 * a secret generated once and kept in `.data/jwt-secret`. Set KILAU_DEBUG=1 to see the stand-ins'
 * own logs.
 *
 * On a database it has just seeded, once the shop answers, it places a dozen demo orders through
 * the shop's API and the simulator (demo-orders.ts), so Order Management starts with a day's orders.
 *
 * Ctrl-C or SIGTERM stops the shop's processes, then the stand-ins, and exits 0. If a shop
 * process dies on its own, everything stops and the exit code is 1.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { ADMIN_ORDER_TABS } from '@kilau/domain';
import { runMigrations } from '@kilau/migrations';
import { DEMO_STAFF_EMAIL, seedDemoData } from '@kilau/shop';

import { demoOrdersSummary, placeDemoOrders, simulatorUrl } from './demo-orders.js';
import { freePort, isPortFree } from './free-port.js';
import { jwtSecret } from './jwt-secret.js';
import { dataHome, say } from './repo.js';
import { ShopProcesses } from './shop-processes.js';
import { StandIns } from './stand-ins.js';
import { waitUntil } from './wait-until.js';

const standIns = new StandIns();
const shop = new ShopProcesses((name, code, signal) => {
  say(`the shop's ${name} process exited unexpectedly (${signal ?? `code ${code}`}); stopping`);
  void shutdown(1);
});
let shuttingDown = false;

async function shutdown(exitCode: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  await shop.stopAll();
  await standIns.stopAll();
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (shuttingDown) {
      say(`${signal} again: exiting without waiting`);
      process.exit(130);
    }
    say(`${signal}: stopping`);
    void shutdown(0);
  });
}

async function main(): Promise<void> {
  const port = process.env.PORT?.trim() || '3000';
  if (!(await isPortFree(Number(port))))
    throw new Error(`port ${port} is taken: stop what uses it, or choose another with PORT=...`);
  const databaseUrl = await standIns.database();
  const redisUrl = await standIns.redis();
  const mail = await standIns.mail();
  const providers = await standIns.providers();
  const applied = await runMigrations(databaseUrl);
  say(applied.length ? `applied migrations: ${applied.join(', ')}` : 'the schema is up to date');
  const mediaDir = process.env.MEDIA_DIR?.trim() || join(dataHome, 'media');
  const { seeded } = await seedDemoData({ databaseUrl, mediaDir, log: say });
  if (!seeded) say('the database already holds products: demo data left as it is');

  const publicUrl = process.env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: mail.smtpUrl,
    PORT: port,
    PUBLIC_URL: publicUrl,
    MEDIA_DIR: mediaDir,
    JWT_SECRET: await jwtSecret(join(dataHome, 'jwt-secret')),
    // the terminal shows the banner, warnings and a line a minute, not a line per request
    REQUEST_LOG_LEVEL: process.env.REQUEST_LOG_LEVEL ?? 'debug',
    JOB_LOG_LEVEL: process.env.JOB_LOG_LEVEL ?? 'debug',
    REQUEST_SUMMARY_MS: process.env.REQUEST_SUMMARY_MS ?? '60000',
    // the API on every core, as production runs it (a Node cluster; WEB_CONCURRENCY=1 for one process)
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(availableParallelism()),
    ...providers,
  };
  if (shuttingDown) return;
  // each process's Prometheus figures (and the worker's health) on a loopback port of its own
  const metrics = { api: await freePort(), worker: await freePort() };
  await shop.spawn('api', 'main', { ...env, METRICS_PORT: String(metrics.api) });
  await shop.spawn('worker', 'worker', { ...env, METRICS_PORT: String(metrics.worker) });

  const health = `http://127.0.0.1:${port}/api/health/live`;
  await waitUntil(async () => (await fetch(health)).status === 200, {
    timeoutMs: 120_000,
    intervalMs: 250,
    what: `the shop API to answer ${health}`,
    signal: shop.exitSignal,
  });
  if (shuttingDown) return;
  printBanner(publicUrl, port, mail.inboxUrl, metrics);
  if (seeded) await demoOrders(`http://127.0.0.1:${port}`, mail.inboxUrl, providers);
}

/** On a freshly seeded shop, a day's orders for the console; a failure is told and the shop runs on. */
async function demoOrders(shopUrl: string, inboxUrl: string | undefined, providers: Record<string, string>) {
  const simUrl = simulatorUrl(providers);
  if (!inboxUrl || !simUrl) {
    say('demo orders: none placed (they need the mail catcher and the provider simulator started here)');
    return;
  }
  say('demo orders: placing a dozen through the shop API and the provider simulator');
  try {
    const result = await placeDemoOrders({ shopUrl, inboxUrl, simUrl, staffEmail: DEMO_STAFF_EMAIL, log: say });
    say(demoOrdersSummary(result, Object.fromEntries(ADMIN_ORDER_TABS.map((tab) => [tab.key, tab.label]))));
  } catch (error) {
    if (!shuttingDown)
      say(`demo orders failed, the shop runs on: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function printBanner(
  publicUrl: string,
  port: string,
  inboxUrl: string | undefined,
  metrics: { api: number; worker: number },
): void {
  const lines = [
    '',
    'Kilau is running',
    `  Shop            ${publicUrl}/`,
    `  Staff console   ${publicUrl}/adminDashboard/dashboard (log in as ${DEMO_STAFF_EMAIL}, code from the mail inbox)`,
    `  Shop API        ${publicUrl}/api`,
    `  API docs        ${publicUrl}/api/docs`,
    `  Health          http://localhost:${port}/api/health/live (worker: http://127.0.0.1:${metrics.worker}/health/ready)`,
    `  Metrics         http://127.0.0.1:${metrics.api}/metrics (API), http://127.0.0.1:${metrics.worker}/metrics (worker)`,
    `  Mail inbox      ${inboxUrl ?? `(SMTP_URL is set: mail goes to ${process.env.SMTP_URL})`}`,
    `  Queues (staff)  ${publicUrl}/api/admin/queues (its dashboard_url opens /admin/queues)`,
    '',
    standIns.labels.length ? 'Started for this run:' : 'No stand-ins started: every service came from the environment.',
    ...standIns.labels.map((label) => `  ${label}`),
    '',
    'Stop with Ctrl-C.',
    '',
  ];
  process.stderr.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (shuttingDown) return;
  say(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.KILAU_DEBUG && error instanceof Error) say(error.stack ?? '');
  void shutdown(1);
});
