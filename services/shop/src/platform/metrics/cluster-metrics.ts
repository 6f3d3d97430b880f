import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';

/** A process's health as its metrics listener answers it on /health/ready. */
export interface Readiness {
  ready: boolean;
  body: Record<string, unknown>;
}

type Figures = Array<MetricObjectWithValues<MetricValue<string>>>;

interface Scrape {
  kind: 'kilau:scrape';
  id: string;
}
interface Scraped {
  kind: 'kilau:scraped';
  id: string;
  figures: Figures;
  readiness: Readiness;
}

/** A worker that has not answered a scrape in this long counts as not ready, and its figures are left out. */
const SCRAPE_TIMEOUT_MS = 3_000;

/** In an API cluster's worker: answers the primary's scrapes with this process's figures and health. */
export function answerClusterScrapes(figures: () => Promise<Figures>, readiness: () => Promise<Readiness>): void {
  process.on('message', (message: Scrape) => {
    if (message?.kind !== 'kilau:scrape') return;
    void Promise.all([figures(), readiness()]).then(
      ([figs, ready]) => process.send?.({ kind: 'kilau:scraped', id: message.id, figures: figs, readiness: ready }),
      () => undefined,
    );
  });
}

function scrapeOne(worker: Worker): Promise<Scraped | undefined> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(undefined), SCRAPE_TIMEOUT_MS);
    const onMessage = (message: Scraped) => message?.kind === 'kilau:scraped' && message.id === id && done(message);
    const done = (answer: Scraped | undefined) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(answer);
    };
    worker.on('message', onMessage);
    try {
      worker.send({ kind: 'kilau:scrape', id } satisfies Scrape);
    } catch {
      done(undefined);
    }
  });
}

/**
 * The API cluster's primary's metrics listener at METRICS_HOST:METRICS_PORT: `GET /metrics`
 * is every worker's figures added up (prom-client's AggregatorRegistry: counters and histograms
 * summed; the gauges of shared state, which each worker reads alike, taken once); `/health/live`
 * answers while a worker runs; `/health/ready` when every worker is ready.
 */
export async function serveClusterMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return send(405, 'text/plain', 'GET only\n');
    if (path === '/health/live')
      return send(
        workers.length ? 200 : 503,
        'application/json',
        JSON.stringify({ status: workers.length ? 'ok' : 'error', workers: workers.length }),
      );
    if (path !== '/metrics' && path !== '/health/ready') return send(404, 'text/plain', 'not found\n');
    void Promise.all(workers.map(scrapeOne)).then(
      async (answers) => {
        const scraped = answers.filter((a): a is Scraped => a !== undefined);
        if (path === '/metrics') {
          const aggregated = AggregatorRegistry.aggregate(scraped.map((a) => a.figures));
          return send(200, aggregated.contentType, await aggregated.metrics());
        }
        const ready =
          workers.length > 0 && scraped.length === workers.length && scraped.every((a) => a.readiness.ready);
        const body = {
          status: ready ? 'ok' : 'error',
          workers: scraped.map((a) => a.readiness.body),
          answered: scraped.length,
          running: workers.length,
        };
        send(ready ? 200 : 503, 'application/json', JSON.stringify(body));
      },
      (error: Error) => send(500, 'text/plain', `${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
