import type { INestApplicationContext } from '@nestjs/common';

import { rootLogger } from '../logging/logger.js';
import { stopTracing } from '../tracing/tracing.js';

/**
 * On SIGTERM or SIGINT: first `drain` (stop taking work and let what was accepted finish, within
 * `deadlineMs`), and only then run Nest's shutdown hooks, which close the pools and Redis; exit 0.
 * Nest's own signal handling would close the pools first and the listener last, failing the
 * requests and jobs still running. A hook that hangs cannot keep the process: it exits 1 at twice
 * the deadline.
 */
export function stopGracefully(app: INestApplicationContext, deadlineMs: number, drain: () => Promise<void>): void {
  let started = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const logger = rootLogger();
    logger.info({ signal }, 'draining: taking no new work, finishing what was accepted');
    const hardStop = setTimeout(() => {
      logger.error({ signal }, 'shutdown took too long: exiting');
      process.exit(1);
    }, deadlineMs * 2);
    hardStop.unref();
    await drain();
    await app.close();
    await stopTracing();
    logger.info({ signal }, 'stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (s) => void stop(s));
}
