/**
 * `npm run dashboard:preview [-- --seconds N] [-- --out FILE]`: the Grafana dashboard of
 * deploy/observability drawn from a shop that ran, without Grafana.
 *
 * Starts the shop as `npm start` runs it (stack.ts: API and worker as processes of their own, the
 * demo catalogue, the provider simulator, each process's /metrics on a port of its own), runs the
 * real Prometheus scraping both with the committed alert rules loaded, drives a few minutes of
 * paced traffic (traffic.ts), then runs every target of every panel of grafana-dashboard.json
 * through Prometheus' query_range API and draws them with uPlot where the panels' gridPos puts
 * them, and takes a PNG of that page with headless Chromium.
 *
 * Exits 1 when a panel's query answered no series: a dashboard panel that stays empty on a shop
 * that worked is a broken query or a missing metric.
 */
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Stack, startStack } from '../stack.js';
import { queryPanels, readDashboard } from './dashboard.js';
import { dashboardPage, GRID } from './page.js';
import { type Prometheus, SCRAPE_SECONDS, startPrometheus, targetHealth } from './prometheus.js';
import { screenshot } from './screenshot.js';
import { driveTraffic } from './traffic.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const observability = join(repoRoot, 'deploy', 'observability');
const begun = performance.now();
const say = (line: string) =>
  process.stderr.write(`[preview ${((performance.now() - begun) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);

function parseArgs(argv: string[]): { seconds: number; out: string; html?: string } {
  // the dashboard's rates look back 5 minutes: they level out once the traffic has run that long
  let seconds = 420;
  let out = join(observability, 'dashboard.png');
  let html: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seconds' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) seconds = Number(argv[++i]);
    else if (argv[i] === '--out' && argv[i + 1]) out = argv[++i]!;
    else if (argv[i] === '--html' && argv[i + 1]) html = argv[++i]!;
    else throw new Error(`unknown argument ${argv[i]}: npm run dashboard:preview [-- --seconds N] [-- --out FILE]`);
  }
  return { seconds, out, html };
}

async function main(): Promise<number> {
  const { seconds, out, html: htmlOut } = parseArgs(process.argv.slice(2));
  say('starting the shop');
  // unpaid orders reach their payment deadline within the run, so the unpaid-cancellation line moves
  const stack: Stack = await startStack(say, { metrics: true, env: { ORDER_PAYMENT_TTL: '60000' } });
  let prometheus: Prometheus | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void Promise.all([prometheus?.stop(), stack.stop()]).finally(() => process.exit(130)));
  try {
    prometheus = await startPrometheus(stack.metrics!, join(observability, 'alerts.yml'));
    say(
      `Prometheus on ${prometheus.url} scraping the API (${stack.metrics!.api}) and the worker (${stack.metrics!.worker})`,
    );
    const start = Math.floor(Date.now() / 1000);
    const count = await driveTraffic(stack, seconds, say);
    say(
      `traffic done: ${count.reads} reads, ${count.placed} orders placed, ${count.paid} paid, ${count.failed} failed`,
    );
    // two more scrapes, so the last requests are in
    await new Promise((resolve) => setTimeout(resolve, 2.5 * SCRAPE_SECONDS * 1000));
    for (const t of await targetHealth(prometheus.url))
      if (t.health !== 'up') throw new Error(`Prometheus could not scrape ${t.job}: ${t.lastError}`);
    const range = { start, end: Math.floor(Date.now() / 1000), step: SCRAPE_SECONDS * 2 };
    const dashboard = await readDashboard(join(observability, 'grafana-dashboard.json'));
    const panels = await queryPanels(prometheus.url, dashboard, range);
    const { html, heightPx } = await dashboardPage({
      title: dashboard.title,
      caption: caption(range, seconds),
      range,
      panels,
    });
    if (htmlOut) await writeFile(htmlOut, html);
    await screenshot(html, out, GRID.widthPx, heightPx);
    say(`wrote ${out} (${Math.round((await stat(out)).size / 1024)} KB)`);
    let empty = 0;
    for (const { panel, lines, empty: blank } of panels) {
      say(`panel "${panel.title}": ${lines.length} series${blank.length ? `; NO DATA from ${blank.join(' | ')}` : ''}`);
      empty += blank.length;
    }
    return empty ? 1 : 0;
  } finally {
    await prometheus?.stop();
    await stack.stop();
  }
}

function caption(range: { start: number; end: number }, seconds: number): string {
  const at = (t: number) => new Date(t * 1000).toISOString().slice(11, 19);
  return (
    `Every panel of deploy/observability/grafana-dashboard.json: its own PromQL through Prometheus' query_range, ` +
    `${at(range.start)}-${at(range.end)} UTC, on a local shop (API + worker processes, demo data, scraped every ${SCRAPE_SECONDS} s) ` +
    `under ${seconds} s of paced traffic. Drawn with uPlot by npm run dashboard:preview, not by Grafana; rates use the ` +
    `dashboard's 5-minute windows, so they climb for the first 5 minutes.`
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
