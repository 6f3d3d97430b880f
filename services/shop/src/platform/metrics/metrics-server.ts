import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { EventLog } from '../event-log/event-log.js';
import { ProjectionsService } from '../event-log/projections.service.js';
import { QueueHealth } from '../jobs/queue-health.js';
import { rootLogger } from '../logging/logger.js';
import { REDIS } from '../redis/redis.module.js';
import { answerClusterScrapes, type Readiness } from './cluster-metrics.js';
import { JobMetrics } from './job-metrics.js';
import { ScrapeGauges } from './scrape-gauges.js';
import { registry } from './shop-metrics.js';

const PROBE_TIMEOUT_MS = 1_000;

/**
 * The process's own small listener at METRICS_HOST:METRICS_PORT, apart from the shop's public
 * port so that neither shoppers nor strangers reach it: `GET /metrics` (Prometheus text),
 * `GET /health/live` and `GET /health/ready`. It is how the worker, which has no HTTP port of its
 * own, tells an orchestrator it is alive and ready (PostgreSQL answers, Redis answers, every
 * processor runs); the API answers the same here and on /api/health.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;
  private readonly gauges: ScrapeGauges;

  constructor(
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    private readonly log: EventLog,
    projections: ProjectionsService,
    queues: QueueHealth,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly jobs: JobMetrics,
  ) {
    this.gauges = new ScrapeGauges(log, projections, queues);
  }

  async onApplicationBootstrap(): Promise<void> {
    // an API cluster's worker: its primary serves the port and asks each worker (cluster-metrics.ts)
    if (cluster.isWorker)
      return answerClusterScrapes(
        () => this.figures(),
        () => this.readiness(),
      );
    const { port, host } = this.config.metrics;
    if (port === null) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    rootLogger().info({ metrics: `http://${host}:${this.port}/metrics` }, 'metrics listening');
  }

  /** The port it listens on (METRICS_PORT=0 picks a free one); undefined when it does not. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    try {
      if (req.method !== 'GET') return send(res, 405, 'text/plain', 'GET only\n');
      if (path === '/metrics') {
        await this.gauges.refresh();
        return send(res, 200, registry.contentType, await registry.metrics());
      }
      if (path === '/health/live') return send(res, 200, 'application/json', JSON.stringify({ status: 'ok' }));
      if (path === '/health/ready') return this.ready(res);
      return send(res, 404, 'text/plain', 'not found\n');
    } catch (error) {
      send(res, 500, 'text/plain', `${(error as Error).message}\n`);
    }
  }

  private async ready(res: ServerResponse): Promise<void> {
    const { ready, body } = await this.readiness();
    send(res, ready ? 200 : 503, 'application/json', JSON.stringify(body));
  }

  /** This process's figures as JSON, the shared-state gauges read first, for the cluster's primary. */
  private async figures() {
    await this.gauges.refresh();
    return registry.getMetricsAsJSON();
  }

  private async readiness(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      probe(() => this.log.autocommit.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const workers = this.jobs.workers();
    const processors = workers.every((worker) => worker.isRunning()) ? 'up' : 'down';
    // the API serves shoppers without Redis (jobs wait in the outbox); the worker cannot run jobs
    const ready = database === 'up' && (workers.length === 0 || (redis === 'up' && processors === 'up'));
    const body = { status: ready ? 'ok' : 'error', database, redis, processors: workers.length ? processors : 'none' };
    return { ready, body };
  }
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}
