import { ConfigError } from './config-error.js';

type Env = Record<string, string | undefined>;

/** Where a process serves Prometheus its figures (and, in the worker, its health). */
export interface MetricsConfig {
  /** METRICS_PORT: the port of the process's own metrics listener; null (unset) serves none. */
  port: number | null;
  /** METRICS_HOST: the address it listens on; loopback unless the scraper runs elsewhere. */
  host: string;
}

export function loadMetricsConfig(env: Env): MetricsConfig {
  const raw = env.METRICS_PORT?.trim();
  const port = raw ? Number(raw) : null;
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new ConfigError(`METRICS_PORT must be a port number (0-65535), not "${raw}"`);
  }
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}
