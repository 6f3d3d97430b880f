/** Latency figures of one scenario, in milliseconds. */
export interface Figures {
  scenario: string;
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Calls `url` `requests` times, `concurrency` at a time, and answers the latency spread. */
export async function measure(scenario: string, url: string, requests: number, concurrency: number): Promise<Figures> {
  const timings: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      const response = await fetch(url);
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${scenario}: ${url} answered ${response.status}`);
      timings.push(performance.now() - t0);
      bytes = body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    scenario,
    requests,
    concurrency,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
    perSecond: requests / seconds,
    bytes,
  };
}

export function formatFigures(rows: Figures[], targetP95Ms: number): string {
  const header = 'scenario'.padEnd(44) + 'conc   p50 ms   p95 ms   p99 ms   max ms    req/s   bytes  target';
  const lines = rows.map((r) =>
    [
      r.scenario.padEnd(44),
      String(r.concurrency).padStart(4),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      r.max.toFixed(1).padStart(8),
      r.perSecond.toFixed(0).padStart(8),
      String(r.bytes).padStart(7),
      // the target is for one request at a time; with several, this is the uncached query's contention
      r.concurrency > 1 ? '  -' : r.p95 <= targetP95Ms ? '  met' : '  MISSED',
    ].join(' '),
  );
  return [header, ...lines].join('\n');
}
