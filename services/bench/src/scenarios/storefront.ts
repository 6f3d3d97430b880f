import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import type { Figure, Plan } from '../figures.js';

const STOREFRONT = fileURLToPath(new URL('../../../../apps/storefront/dist/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's slow 4G as DevTools applies it (its 150 ms RTT times 3.75, 1.6 Mbit/s times 0.9), and a 4x slower CPU. */
const SLOW_4G = { latency: 562.5, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
const CPU_SLOWDOWN = 4;
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

const LCP_OBSERVER = `window.__lcp = 0; new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__lcp = e.renderTime || e.loadTime || e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** The home page: its Largest Contentful Paint, cold, in Chromium on slow 4G with a 4x slower CPU (median of the plan's loads), and its JavaScript gzipped. */
export async function storefrontFigures(apiUrl: string, plan: Plan, add: (figure: Figure) => void): Promise<void> {
  const js = homeJavaScript(STOREFRONT);
  const gzipped = js.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(STOREFRONT, 'assets', name)), { level: 9 }).length,
    0,
  );
  add({
    id: 'storefront-js',
    scenario: `home page JavaScript, gzipped (${js.length} files)`,
    value: gzipped / 1024,
    unit: 'KB',
  });

  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  const profile = await mkdtemp(join(tmpdir(), 'kilau-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const runs: number[] = [];
    for (let i = 0; i < plan.pageLoads; i++)
      runs.push(await homeLcp(context, `${apiUrl}/`, plan.quick ? 1_000 : 3_000));
    runs.sort((a, b) => a - b);
    add({
      id: 'storefront-lcp',
      scenario: `home page LCP, Chromium, slow 4G, CPU ${CPU_SLOWDOWN}x slower (median of ${runs.length})`,
      value: runs[Math.floor(runs.length / 2)]!,
      unit: 'ms',
      notes: `runs: ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

type Context = Awaited<ReturnType<typeof chromium.launchPersistentContext>>;

async function homeLcp(context: Context, url: string, settleMs: number): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setDeviceMetricsOverride', MOBILE);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(LCP_OBSERVER);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // the largest paint can come after load (images, late data): wait until it has not changed for a while
    let last = -1;
    let stableSince = Date.now();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && Date.now() - stableSince < settleMs) {
      const lcp = (await page.evaluate('window.__lcp')) as number;
      if (lcp !== last) {
        last = lcp;
        stableSince = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!(last > 0)) throw new Error(`no largest contentful paint on ${url}`);
    return last;
  } finally {
    await page.close();
  }
}

/**
 * The JavaScript the home page needs, from the build itself: index.html's entry script and
 * modulepreloads, the home route's chunk, and every chunk those import statically.
 */
function homeJavaScript(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const homeChunk = readdirSync(join(dir, 'assets')).find((name) => /^HomePage-[^.]+\.js$/.test(name));
  const wanted = [...fromHtml, ...(homeChunk ? [homeChunk] : [])];
  const seen = new Set<string>();
  while (wanted.length > 0) {
    const name = wanted.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(dir, 'assets', name), 'utf8');
    for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g))
      wanted.push(match[1]!);
  }
  return [...seen].sort();
}
