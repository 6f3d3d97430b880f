import autocannon from 'autocannon';

/** Throughput and latency of one scenario: requests a second and the spread, in milliseconds. */
export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * GETs `paths` of `base` in turn over `connections` keep-alive connections for `seconds`
 * (autocannon: a load generator lighter than fetch, so the shop gets the machine).
 */
export async function hammer(
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const result = await autocannon({ url: base, connections, duration: seconds, requests });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The p-th percentile of some timings. */
export function percentile(timings: readonly number[], p: number): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The most memory the process ever held (VmHWM), in MB; Linux only. */
export async function peakMemoryMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
