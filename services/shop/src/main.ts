import cluster from 'node:cluster';

import { webConcurrency } from './platform/lifecycle/web-concurrency.js';
import { startTracing } from './platform/tracing/tracing.js';

let processes = 1;
try {
  processes = webConcurrency();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (cluster.isPrimary && processes > 1) {
  // WEB_CONCURRENCY > 1: this process starts and watches the API processes (lifecycle/api-cluster.ts)
  const { runApiCluster, failedToStart } = await import('./platform/lifecycle/api-cluster.js');
  await runApiCluster(processes).catch(failedToStart);
} else {
  // tracing first (when configured), so that it sees every module of the shop load
  await startTracing('kilau-api');
  await import('./api.js');
}
