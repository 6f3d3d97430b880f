import 'reflect-metadata';

import { setPriority } from 'node:os';

import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';

import { ShopWorkerModule } from './app.module.js';
import { ConfigError, loadShopConfig } from './platform/config/shop-config.js';
import { stopGracefully } from './platform/lifecycle/stop-gracefully.js';
import { configureRootLogger } from './platform/logging/logger.js';
import { JsonNestLogger } from './platform/logging/nest-logger.js';
import { JobMetrics } from './platform/metrics/job-metrics.js';

/**
 * The shop's job process. On SIGTERM or SIGINT it closes the BullMQ workers, which let their
 * active jobs finish (SHUTDOWN_DEADLINE_MS at most; a job cut short is taken over by another
 * worker once its lock lapses), and then the pools.
 */
async function main(): Promise<void> {
  const config = loadShopConfig();
  const logger = configureRootLogger({
    level: config.logLevel,
    service: 'shop-worker',
    jobSuccessLevel: config.jobLogLevel,
  });
  yieldToRequests(config.workerNice, logger);
  const app = await NestFactory.createApplicationContext(ShopWorkerModule.forRoot(config), {
    logger: new JsonNestLogger(),
  });
  const workers = app.get(JobMetrics).workers();
  // the workers first: each takes no new job and lets its running ones finish, then the pools close
  stopGracefully(app, config.shutdownDeadlineMs, () =>
    withDeadline(Promise.all(workers.map((worker) => worker.close())), config.shutdownDeadlineMs),
  );
  logger.info('shop worker running');
}

/**
 * Jobs (mails, provider calls, sweeps) run at a lower priority than the API's requests: on a
 * machine both share, a burst of shoppers is answered first and the jobs it calls for wait for
 * spare CPU instead of slowing it (their backlog shows in the outbox and queue metrics). Where each
 * process has CPU of its own (containers with their own CPU shares) it changes nothing.
 */
function yieldToRequests(nice: number, logger: Logger): void {
  try {
    if (nice > 0) setPriority(nice);
  } catch (error) {
    logger.warn({ err: error, nice }, 'worker priority not lowered');
  }
}

async function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

main().catch((error: unknown) => {
  // a setting's refusal names the settings; its stack would say nothing more
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
