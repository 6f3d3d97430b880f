import { type ChildProcess, spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findExecutable, freePort, stopChild, waitUntil } from '@kilau/local-stack';

/** Seconds between scrapes: short, so a few minutes of load draw a curve (production scrapes every 15 s). */
export const SCRAPE_SECONDS = 2;

export interface Prometheus {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface Series {
  metric: Record<string, string>;
  values: Array<[number, string]>;
}

/**
 * The real Prometheus binary (Debian's `prometheus` package, or PROMETHEUS_BIN), run as a child of
 * this process on a free loopback port with a data directory of its own under the temporary
 * directory, scraping the shop's two processes under the job names of deploy/observability's
 * configuration and loading its alert rules, so a rule Prometheus refuses stops the preview.
 */
export async function startPrometheus(
  targets: { api: string; worker: string },
  rulesFile: string,
): Promise<Prometheus> {
  const binary = process.env.PROMETHEUS_BIN?.trim() || (await findExecutable('prometheus'));
  if (!binary) throw new Error('no prometheus binary: apt-get install prometheus (or set PROMETHEUS_BIN)');
  const dir = await mkdtemp(join(tmpdir(), 'kilau-prometheus-'));
  await copyFile(rulesFile, join(dir, 'alerts.yml'));
  await writeFile(join(dir, 'prometheus.yml'), config(targets));
  const port = await freePort();
  const child = spawn(
    binary,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', process.env.KILAU_DEBUG ? 'inherit' : 'ignore'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, 'SIGTERM', 10_000);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(async () => (await fetch(`${url}/-/ready`).catch(() => undefined))?.status === 200, {
      timeoutMs: 30_000,
      intervalMs: 250,
      what: `Prometheus on ${url}`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}

function config(targets: { api: string; worker: string }): string {
  return [
    'global:',
    `  scrape_interval: ${SCRAPE_SECONDS}s`,
    `  evaluation_interval: ${SCRAPE_SECONDS}s`,
    'rule_files:',
    '  - alerts.yml',
    'scrape_configs:',
    '  - job_name: kilau-api',
    '    static_configs:',
    `      - targets: ['${targets.api}']`,
    '  - job_name: kilau-worker',
    '    static_configs:',
    `      - targets: ['${targets.worker}']`,
    '',
  ].join('\n');
}

/** Every series an expression gives over [start, end] (Unix seconds), one point per `step` seconds. */
export async function queryRange(
  url: string,
  expr: string,
  start: number,
  end: number,
  step: number,
): Promise<Series[]> {
  const query = new URLSearchParams({ query: expr, start: String(start), end: String(end), step: String(step) });
  const response = await fetch(`${url}/api/v1/query_range?${query}`);
  const body = (await response.json()) as { status: string; error?: string; data?: { result: Series[] } };
  if (body.status !== 'success') throw new Error(`Prometheus refused ${expr}: ${body.error ?? response.status}`);
  return body.data!.result;
}

/** The targets Prometheus scrapes and whether each answered its last scrape. */
export async function targetHealth(url: string): Promise<Array<{ job: string; health: string; lastError: string }>> {
  const body = (await (await fetch(`${url}/api/v1/targets`)).json()) as {
    data: { activeTargets: Array<{ labels: { job: string }; health: string; lastError: string }> };
  };
  return body.data.activeTargets.map((t) => ({ job: t.labels.job, health: t.health, lastError: t.lastError }));
}
