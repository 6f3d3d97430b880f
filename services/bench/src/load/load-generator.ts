/**
 * The load generator's process: `node load-generator.js <spec.json>`. Runs autocannon against
 * 127.0.0.1 as the spec says (bounded in time and requests), times each step from the moment its
 * request is built to its answer, and writes one JSON line of LoadResult to stdout.
 */
import { readFile } from 'node:fs/promises';

import autocannon from 'autocannon';

import type { LoadResult, LoadSpec, LoadStep, StepFigures } from './load-spec.js';

interface Context {
  added?: number;
  started?: number;
  [key: string]: unknown;
}

const spec = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as LoadSpec;
if (!/^http:\/\/127\.0\.0\.1:\d+/.test(spec.url))
  throw new Error(`the load generator only loads 127.0.0.1: ${spec.url}`);

let seats = 0;
let seq = 0;
let nextProduct = 0;
let nextLine = 0;
let nextBody = 0;
const timings = new Map<string, number[]>();
const statuses = new Map<string, Record<string, number>>();
let failed = 0;

function fill(template: unknown, context: Context): unknown {
  if (template === '$seq') return ++seq;
  if (typeof template === 'string' && template.includes('$seq')) return template.replace('$seq', String(++seq));
  if (template === '$product') return spec.products![nextProduct++ % spec.products!.length];
  if (template === '$added') return context.added;
  if (Array.isArray(template)) return template.map((item) => fill(item, context));
  if (template && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, context)]));
  return template;
}

const answered = (step: LoadStep, status: number) =>
  step.expect ? step.expect.includes(status) : status >= 200 && status < 300;

/** Step `step` as connection `seat` sends it: the seat's shopper for the whole run. */
function request(step: LoadStep, seat: number): autocannon.Request {
  return {
    method: step.method,
    path: step.path,
    setupRequest: (req, state: object) => {
      const context = state as Context;
      const headers: Record<string, string> = { ...step.headers };
      let body: string | undefined;
      if (step.body === '$body') body = spec.bodies![nextBody++ % spec.bodies!.length];
      else if (step.body !== undefined) body = JSON.stringify(fill(step.body, context));
      let token = spec.tokens?.[seat % spec.tokens.length];
      if (JSON.stringify(step.body ?? '').includes('$line')) {
        const ready = spec.lines![nextLine++ % spec.lines!.length]!;
        token = ready.token;
        body = body!.replace('"$line"', String(ready.line));
      }
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      context.started = performance.now();
      firstSent ??= context.started;
      return { ...req, headers: { ...req.headers, ...headers }, body };
    },
    onResponse: (status, body, state: object) => {
      const context = state as Context;
      lastAnswered = performance.now();
      const elapsed = lastAnswered - (context.started ?? lastAnswered);
      if (!timings.has(step.name)) timings.set(step.name, []);
      timings.get(step.name)!.push(elapsed);
      const counts = statuses.get(step.name) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      statuses.set(step.name, counts);
      if (!answered(step, status)) failed++;
      if (step.name === 'add' && status === 201) context.added = (JSON.parse(body) as { id: number }).id;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// the time from the first request to the last answer: autocannon itself ends on a whole second
let firstSent: number | undefined;
let lastAnswered = 0;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  ...(spec.amount && { amount: spec.amount }),
  timeout: 10,
  // autocannon clears a connection's context each time it starts the steps over, so the shopper
  // cannot live there: each connection gets steps of its own, built with its seat, before it
  // connects. The shared steps are never sent and have no setupRequest, so they take no placeholder.
  requests: spec.steps.map(({ method, path }) => ({ method, path })),
  setupClient: (client) => {
    const seat = seats++;
    client.setRequests(spec.steps.map((step) => request(step, seat)));
  },
});
const seconds = (lastAnswered - (firstSent ?? lastAnswered)) / 1000 || spec.seconds;

const steps: Record<string, StepFigures> = {};
for (const [name, list] of timings) {
  const sorted = list.sort((a, b) => a - b);
  const counts = statuses.get(name)!;
  const step = spec.steps.find((s) => s.name === name)!;
  const bad = Object.entries(counts)
    .filter(([status]) => !answered(step, Number(status)))
    .reduce((sum, [, n]) => sum + n, 0);
  steps[name] = {
    count: sorted.length,
    failed: bad,
    statuses: counts,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
// the spread over every answer, from this process's own timings (autocannon's are whole milliseconds)
const all = [...timings.values()].flat().sort((a, b) => a - b);
const total = result.requests.total;
const answer: LoadResult = {
  requests: total,
  seconds,
  perSecond: total / seconds,
  p50: percentile(all, 50),
  p99: percentile(all, 99),
  failed: failed + result.errors + result.timeouts,
  steps,
};
process.stdout.write(`${JSON.stringify(answer)}\n`);
