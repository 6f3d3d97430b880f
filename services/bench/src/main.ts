/**
 * `npm run bench [-- --quick] [-- --out DIR]`: the shop measured as a user runs it.
 *
 * Starts the shop on data of its own (stack.ts) as `npm start` runs it, API and worker as
 * processes of their own, and drives it from a load generator in another process (autocannon,
 * 127.0.0.1 only, every load bounded in time and requests). A raw node:http process answering the
 * same bytes as the 12-product page is measured in the same run: each HTTP figure is also given
 * as a share of that ceiling. Prints the table and writes it as JSON and markdown to
 * bench/results/ (or DIR). `--quick` runs every scenario for about a second with tiny counts, for
 * smoke runs; its figures say nothing about speed.
 *
 * The load scenarios run in rounds (`--runs N`, default 3, 1 with `--quick`) and each figure is
 * the median round's; replay, the console, memory and the storefront are measured once after.
 *
 * `--node VERSION|PATH` runs it all under another Node (runtime.ts), such as the production image's.
 *
 * Exits 1 when a hot-product scenario oversold, or a scenario failed outright.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { type Figure, FULL, medians, type Plan, QUICK } from './figures.js';
import { judged } from './floors.js';
import { sampleMemory } from './memory.js';
import { commit, floorsLine, machine, markdown, type Results, writeResults } from './report.js';
import { nodeBinary, nodeChoice, runtimeCache, runUnder } from './runtime.js';
import { catalogueFigures, ceilingFigure } from './scenarios/catalogue.js';
import { consoleFigures } from './scenarios/console.js';
import { orderFigures } from './scenarios/orders.js';
import { paymentFigures, placeOneOrder } from './scenarios/payments.js';
import { growOrderLog, replayFigures } from './scenarios/replay.js';
import { storefrontFigures } from './scenarios/storefront.js';
import { type Stack, startStack } from './stack.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const begun = performance.now();
const say = (line: string) =>
  process.stderr.write(`[bench ${((performance.now() - begun) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);

const USAGE =
  'npm run bench [-- --quick] [-- --runs N] [-- --out DIR] [-- --only catalogue|orders|checkout|payments|replay|storefront] [-- --node VERSION|PATH]';

type Group = 'catalogue' | 'orders' | 'payments' | 'replay' | 'console' | 'storefront';
const EVERY: readonly Group[] = ['catalogue', 'orders', 'payments', 'replay', 'console', 'storefront'];
/** `--only NAME`: one part measured alone, a run of a few minutes for before/after comparisons. */
const ONLY: Record<string, readonly Group[]> = {
  catalogue: ['catalogue'],
  orders: ['orders'],
  checkout: ['orders'],
  payments: ['payments'],
  replay: ['replay'],
  storefront: ['storefront'],
};

function parseArgs(argv: string[]): { plan: Plan; out: string; runs: number; only?: string; node?: string } {
  let plan = FULL;
  let out = join(repoRoot, 'bench', 'results');
  let runs: number | undefined;
  let only: string | undefined;
  let node: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--quick') plan = QUICK;
    else if (argv[i] === '--node' && argv[i + 1]) node = argv[++i];
    else if (argv[i] === '--only' && ONLY[argv[i + 1] ?? '']) only = argv[++i];
    else if (argv[i] === '--out' && argv[i + 1]) out = argv[++i]!;
    else if (argv[i] === '--runs' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) runs = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}: ${USAGE}`);
  }
  return { plan, out, runs: runs ?? (plan.quick ? 1 : 3), only, node };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const { plan, out, runs, only, node } = parseArgs(args);
  if (node) return underNode(node, args);
  const groups = new Set(only ? ONLY[only] : EVERY);
  const date = new Date().toISOString();
  let figures: Figure[] = [];
  const add = (figure: Figure) => {
    figures.push(figure);
    say(
      `${figure.scenario}: ${figure.value.toFixed(1)} ${figure.unit}${figure.p99 !== undefined ? `, p99 ${figure.p99.toFixed(1)} ms` : ''}` +
        (figure.notes ? ` (${figure.notes})` : ''),
    );
  };
  say(`${plan.quick ? 'quick' : 'full'} run, ${runs} round(s) of the load scenarios: starting the shop`);
  // Ctrl-C or SIGTERM: the shop's processes and the stand-ins are stopped before leaving, also
  // those begun when it comes while the shop is starting
  const starting = new AbortController();
  let started: Stack | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      say(`${signal}: stopping the shop`);
      if (!started) return starting.abort(new Error(`stopped by ${signal} while the shop was starting`));
      void started.stop().finally(() => process.exit(130));
    });
  const stack: Stack = (started = await startStack(say, { signal: starting.signal }));
  const sql = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
  sql.on('error', () => undefined);
  let ceiling = 0;
  try {
    const memory = sampleMemory(stack.api.pid!);
    // every round of the catalogue's reads first: the order scenarios add products of their own
    const rounds: Figure[][] = Array.from({ length: runs }, () => []);
    const ceilings: number[] = [];
    // (--only orders or payments measures the ceiling alone, for the ratios)
    const measure = groups.has('catalogue')
      ? catalogueFigures
      : groups.has('orders') || groups.has('payments')
        ? ceilingFigure
        : undefined;
    for (let round = 0; round < runs && measure; round++) {
      if (runs > 1) say(`catalogue, round ${round + 1} of ${runs}`);
      figures = rounds[round]!;
      ceilings.push(await measure(stack.apiUrl, plan, add));
    }
    // without the catalogue's rounds there is no ceiling: the figures then have no share of it
    ceiling = ceilings.sort((a, b) => a - b)[Math.floor(ceilings.length / 2)] ?? 0;
    for (let round = 0; round < runs && (groups.has('orders') || groups.has('payments')); round++) {
      if (runs > 1) say(`orders and payments, round ${round + 1} of ${runs}`);
      figures = rounds[round]!;
      if (groups.has('orders'))
        await orderFigures(stack, plan, sql, ceilings[round] ?? 0, add, { checkoutAlone: only === 'checkout' });
      if (groups.has('payments')) await paymentFigures(stack, plan, sql, ceilings[round] ?? 0, add);
    }
    figures = medians(rounds);
    if (groups.has('replay')) {
      // the log grows from an order of the bench's own: alone, the replay places one first
      if (!groups.has('orders') && !groups.has('payments')) await placeOneOrder(stack, sql);
      say(`growing the log by ${plan.replayOrders} orders`);
      await growOrderLog(sql, plan.replayOrders);
      // the replay runs in this process, not the API's: the sampler's reads would be counted as its CPU
      memory.pause();
      await replayFigures(stack.databaseUrl, add);
      memory.resume();
    }
    if (groups.has('console')) {
      const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_orders');
      await sql.query('VACUUM ANALYZE admin_orders');
      await consoleFigures(stack.apiUrl, stack.inboxUrl, rows[0]!.n, plan, ceiling, add);
    }
    // the memory the loads above took (a part measured alone reads its own)
    const peaks = memory.stop();
    if (!only || groups.has('catalogue') || groups.has('orders') || groups.has('payments')) {
      add({
        id: 'api-rss',
        scenario: 'API memory, highest RSS of an API process under the loads above',
        value: peaks.process,
        unit: 'MB',
        notes:
          `${peaks.processes} API processes together ` +
          `${peaks.together.toFixed(0)} MB counting shared pages once (PSS), ${peaks.rssSum.toFixed(0)} MB summing their RSS`,
      });
    }
    if (groups.has('storefront')) await storefrontFigures(stack.apiUrl, plan, add);
  } finally {
    await sql.end();
    await stack.stop();
  }

  const results: Results = {
    date,
    mode: plan.quick ? 'quick' : (only ?? 'full'),
    commit: commit(repoRoot),
    machine: machine(),
    ceiling,
    setup: stack.labels,
    figures: figures.map((figure) => judged(figure, { quick: plan.quick })),
  };
  process.stdout.write(`\n${markdown(results)}\n`);
  for (const file of await writeResults(out, results)) say(`wrote ${file}`);
  const oversold = figures.reduce((sum, f) => sum + (f.oversold ?? 0), 0);
  const failed = figures.reduce((sum, f) => sum + (f.failed ?? 0), 0);
  const floors = floorsLine(results.figures);
  if (floors) say(floors);
  if (failed) say(`${failed} requests failed (see each scenario's "failed")`);
  if (oversold) say(`OVERSOLD: ${oversold} units sold beyond stock`);
  return oversold ? 1 : 0;
}

/** The same run under the Node `--node` names, its own option left out. */
async function underNode(spec: string, args: readonly string[]): Promise<number> {
  const binary = await nodeBinary(nodeChoice(spec), runtimeCache(repoRoot), say);
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  say(`running under Node ${version} (${binary})`);
  const rest = args.filter((arg, i) => arg !== '--node' && args[i - 1] !== '--node');
  return runUnder(binary, fileURLToPath(import.meta.url), rest);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
