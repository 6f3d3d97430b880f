import { startTracing } from './platform/tracing/tracing.js';

// tracing first (when configured), so that it sees every module of the shop load
await startTracing('kilau-worker');
await import('./worker-process.js');
