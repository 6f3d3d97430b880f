import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';

import { ConfigError, loadShopConfig } from '../config/shop-config.js';
import { configureRootLogger } from '../logging/logger.js';
import { serveClusterMetrics } from '../metrics/cluster-metrics.js';

/** A worker that dies after it served is replaced after this pause (not at once: no crash loop at full speed). */
const REPLACE_AFTER_MS = 1_000;

/**
 * The API as a Node cluster of `count` processes (WEB_CONCURRENCY) sharing the port, so that
 * every core answers requests. This primary only starts, replaces and stops them, and serves the
 * metrics listener (their figures added up). A worker that dies before it ever listened ends the
 * cluster (the shop could not start, as a single process would exit); one that dies later is
 * replaced. SIGTERM or SIGINT: each worker drains as a single process does (stop-gracefully.ts),
 * the primary waits for them all, then exits 0; one stuck past twice the deadline is killed, exit 1.
 */
export async function runApiCluster(count: number): Promise<void> {
  const config = loadShopConfig();
  const logger = configureRootLogger({ level: config.logLevel, service: 'shop-api' });
  const listened = new WeakSet<Worker>();
  let stopping = false;
  // set once the metrics listener is up; a stop before that has none to close
  const metrics: { server?: Server } = {};

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
    return worker;
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());

  const stop = async (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: alive().length }, 'stopping the API workers');
    const hardStop = setTimeout(
      () => {
        logger.error({ signal }, 'an API worker took too long to stop: killing it');
        for (const worker of alive()) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      config.shutdownDeadlineMs * 2 + 1_000,
    );
    hardStop.unref();
    await Promise.all(
      alive().map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill(signal);
          }),
      ),
    );
    await new Promise<void>((resolve) => (metrics.server ? metrics.server.close(() => resolve()) : resolve()));
    logger.info({ signal }, 'stopped');
    process.exit(code);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'an API worker exited while starting: stopping');
      void stop('SIGTERM', 1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API worker exited: starting another');
    setTimeout(() => stopping || fork(), REPLACE_AFTER_MS).unref();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (s) => void stop(s, 0));

  for (let i = 0; i < count; i++) fork();
  const { port, host } = config.metrics;
  if (port !== null) metrics.server = await serveClusterMetrics(port, host);
  logger.info({ workers: count, port: config.port, metrics_port: port }, 'shop API cluster started');
}

export function failedToStart(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
