import type { Page } from 'playwright-core';

import type { TestBrowser } from '../harness/browser.js';
import type { Metrics } from './lighthouse-score.js';
import { type Frame, pngHistogram, speedIndex } from './speed-index.js';

/**
 * A cold page load in headless Chromium measured the way Lighthouse's mobile run sets it up
 * (moto g power sized screen, slow 4G, a 4× slower CPU), with the page's own performance entries
 * and a screencast for Speed Index. Lighthouse's "applied" (DevTools) throttling values for its
 * mobileSlow4G preset: 150 ms RTT × 3.75 = 562.5 ms request latency, 1.6 Mbit/s × 0.9 down,
 * 750 kbit/s × 0.9 up (lighthouse-core/config/constants.js).
 */
export const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
export const CPU_SLOWDOWN = 4;
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/** A quiet main thread and network for this long ends the measurement (Lighthouse's TTI window). */
const QUIET_MS = 5_000;
const MAX_WAIT_MS = 45_000;

export interface PageLoad extends Metrics {
  /** Time to Interactive, approximated: the end of the last long task after FCP (or FCP). */
  tti: number;
  longTasks: number;
  requests: number;
  /** bytes over the wire (as served: compressed only if the server compresses) */
  transferBytes: number;
  scriptBytes: number;
  /** The largest layout shifts, each with the elements that moved. */
  largestShifts: string[];
}

const OBSERVERS = `(() => {
  const perf = (window.__kilauPerf = { lcp: 0, shifts: [], shiftSources: [], longTasks: [] });
  const watch = (type, each) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true }); }
    catch { /* an entry type this Chromium lacks */ }
  };
  watch('largest-contentful-paint', (e) => { perf.lcp = e.renderTime || e.loadTime || e.startTime; });
  const name = (node) => {
    if (!node) return '(removed)';
    if (node.nodeType !== 1) return 'text in ' + name(node.parentElement);
    const cls = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/)[0] : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + cls;
  };
  watch('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    perf.shifts.push([e.startTime, e.value]);
    perf.shiftSources.push([e.value, (e.sources || []).map((s) => name(s.node)).join(' + ')]);
  });
  watch('longtask', (e) => { perf.longTasks.push([e.startTime, e.duration]); });
})()`;

interface InPage {
  timeOrigin: number;
  fcp: number;
  lcp: number;
  shifts: Array<[number, number]>;
  shiftSources: Array<[number, string]>;
  longTasks: Array<[number, number]>;
  now: number;
}

const readPage = (page: Page): Promise<InPage> =>
  page.evaluate(`(() => {
    const perf = window.__kilauPerf;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { timeOrigin: performance.timeOrigin, fcp: fcp ? fcp.startTime : 0, lcp: perf.lcp,
             shifts: perf.shifts, shiftSources: perf.shiftSources, longTasks: perf.longTasks, now: performance.now() };
  })()`);

/** Loads `url` cold in a fresh tab, throttled, and answers its metrics once the page is quiet. */
export async function measurePageLoad(browser: TestBrowser, url: string): Promise<PageLoad> {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...MOBILE_SCREEN, mobile: true });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const inFlight = new Set<string>();
    let lastNetwork = Date.now();
    let requests = 0;
    let transferBytes = 0;
    let scriptBytes = 0;
    const scripts = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      requests++;
      lastNetwork = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      transferBytes += event.encodedDataLength;
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
      lastNetwork = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastNetwork = Date.now();
    });

    // the screencast: every visual change, with its wall-clock time, for Speed Index
    const shots: Array<{ time: number; data: string }> = [];
    cdp.on('Page.screencastFrame', (frame) => {
      shots.push({ time: (frame.metadata.timestamp ?? 0) * 1000, data: frame.data });
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    await page.addInitScript(OBSERVERS);
    await cdp.send('Page.enable');
    await cdp.send('Page.startScreencast', { format: 'png', maxWidth: 206, maxHeight: 412, everyNthFrame: 1 });

    await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
    const started = Date.now();
    let seen = await readPage(page);
    for (;;) {
      const lastTaskEnd = Math.max(0, ...seen.longTasks.map(([start, duration]) => start + duration));
      const quietThread = seen.now - lastTaskEnd >= QUIET_MS;
      const quietNetwork = inFlight.size <= 2 && Date.now() - lastNetwork >= QUIET_MS;
      if ((quietThread && quietNetwork) || Date.now() - started > MAX_WAIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await readPage(page);
    }
    await cdp.send('Page.stopScreencast');

    const fcp = seen.fcp;
    const lastTaskEnd = Math.max(0, ...seen.longTasks.map(([start, duration]) => start + duration));
    const tti = Math.max(fcp, lastTaskEnd);
    const frames: Frame[] = shots
      .map((shot) => ({ time: shot.time - seen.timeOrigin, histogram: pngHistogram(Buffer.from(shot.data, 'base64')) }))
      .filter((frame, index) => index === 0 || frame.time > 0)
      .map((frame, index) => (index === 0 ? { ...frame, time: 0 } : frame));
    return {
      fcp,
      lcp: Math.max(seen.lcp, fcp),
      tbt: totalBlockingTime(seen.longTasks, fcp, tti),
      cls: cumulativeLayoutShift(seen.shifts),
      si: speedIndex(frames, fcp),
      tti,
      longTasks: seen.longTasks.length,
      requests,
      transferBytes,
      scriptBytes,
      largestShifts: [...seen.shiftSources]
        .sort((a, b) => b[0] - a[0])
        .slice(0, 3)
        .map(([value, sources]) => `${value.toFixed(3)} ${sources}`),
    };
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

/**
 * Lighthouse's TBT: for each long task between FCP and TTI, the part beyond its first 50 ms
 * (clipped to that span).
 */
export function totalBlockingTime(tasks: ReadonlyArray<[start: number, duration: number]>, fcp: number, tti: number) {
  let total = 0;
  for (const [start, duration] of tasks) {
    const blockingStart = Math.max(start + 50, fcp);
    const blockingEnd = Math.min(start + duration, tti);
    total += Math.max(0, blockingEnd - blockingStart);
  }
  return total;
}

/**
 * CLS as Chromium and Lighthouse define it since 2021: shifts grouped into session windows (a
 * gap under 1 s, a window at most 5 s long), the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: ReadonlyArray<[time: number, value: number]>): number {
  let largest = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  let sum = 0;
  for (const [time, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (time - previous >= 1000 || time - windowStart >= 5000) {
      windowStart = time;
      sum = 0;
    }
    sum += value;
    previous = time;
    largest = Math.max(largest, sum);
  }
  return largest;
}
