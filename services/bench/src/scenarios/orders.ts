import pg from 'pg';

import { DEMO_CUSTOMERS, demoContact, ShopClient } from '@kilau/local-stack';

import { runLoad } from '../children.js';
import { cpuNote, meterCpu } from '../cpu.js';
import { type Figure, httpFigure, type Plan } from '../figures.js';
import type { LoadResult, LoadSpec, LoadStep } from '../load/load-spec.js';
import { profileWindow } from '../profile-windows.js';
import { logInShoppers } from '../shoppers.js';
import type { Stack } from '../stack.js';
import { meterStatements } from '../statements.js';
import { PAGE_12 } from './catalogue.js';

const PLENTY = 1_000_000_000;

/** A line added to the connection's cart: the next of the load's products, one unit. */
const addStep = (message: string, expect?: number[]): LoadStep => ({
  name: 'add',
  method: 'POST',
  path: '/api/cart/add/',
  body: { product: '$product', quantity: 1, message },
  ...(expect && { expect }),
});

/** A checkout of one cart line (`$added`: the connection's last add; `$line`: the next ready line). */
const checkoutStep = (
  { contact, fee }: Pick<Setting, 'contact' | 'fee'>,
  line: '$added' | '$line',
  expect?: number[],
): LoadStep => ({
  name: 'checkout',
  method: 'POST',
  path: '/api/selective_checkout/',
  body: { cart_item_ids: [line], shipping_cost: fee, ...contact },
  ...(expect && { expect }),
});

interface Setting {
  stack: Stack;
  plan: Plan;
  sql: pg.Pool;
  ceiling: number;
  contact: Record<string, string>;
  fee: number;
  add: (figure: Figure) => void;
}

/**
 * Cart and checkout: add to cart, the storefront's checkout flow, and the checkout call alone,
 * across products and on one; with `checkoutAlone` (`--only checkout`), the checkout call alone only.
 */
export async function orderFigures(
  stack: Stack,
  plan: Plan,
  sql: pg.Pool,
  ceiling: number,
  add: (f: Figure) => void,
  options: { checkoutAlone?: boolean } = {},
) {
  const client = new ShopClient(stack.apiUrl);
  const contact = await demoContact(client, DEMO_CUSTOMERS[0]!);
  const [probe] = await logInShoppers(stack.apiUrl, stack.inboxUrl, 1, 'ongkir');
  const { cost: fee } = await client.call<{ cost: number }>('POST', '/api/jnt/tariff/', {
    token: probe,
    body: { weight: 1, destAreaCode: contact.destAreaCode },
  });
  const setting: Setting = { stack, plan, sql, ceiling, contact, fee, add };
  if (!options.checkoutAlone) {
    await addToCart(setting);
    await checkoutFlow(setting, false);
    await checkoutFlow(setting, true);
    await listWhileOrdering(setting);
  }
  await warmCheckout(setting);
  await checkoutAlone(setting, false);
  await checkoutAlone(setting, true);
}

/**
 * The load, with the CPU time the API, the worker and the database spent on it, as a note per
 * request: counted until the jobs the load called for (its mails) are done, since the worker, at a
 * lower priority than the API, does much of its share after the load.
 */
async function measuredLoad({ stack, sql }: Setting, spec: LoadSpec): Promise<LoadResult & { cpu: string }> {
  // names the load in the statements' file and the profiles' windows alike
  const label = `${spec.steps.map((step) => step.name).join(', ')}; ${spec.lines?.length ?? 'no'} ready lines`;
  const statements = await meterStatements(sql);
  const meter = await meterCpu({ api: stack.api.pid!, worker: stack.worker.pid! }, sql);
  const window = profileWindow(label, [stack.api.pid!, stack.worker.pid!]);
  const load = await runLoad(spec);
  const ended = performance.now();
  await jobsDone(sql);
  window.end();
  const drained = (performance.now() - ended) / 1000;
  const cpu = `${cpuNote(await meter.stop(), load.requests)}; jobs done ${drained.toFixed(1)} s after the load`;
  await statements.stop(label, load.requests);
  return { ...load, cpu };
}

/**
 * Until no job that is due waits in the outbox (the unpaid-order timeouts are due hours later).
 * Counted as the unpublished and the published undone, each along its partial index: a count over
 * the whole outbox took 4.7 ms by the end of the order loads, ten times a second, in the database CPU measured.
 */
async function jobsDone(sql: pg.Pool): Promise<void> {
  const due = 'done_at IS NULL AND parked_at IS NULL AND (not_before IS NULL OR not_before <= now())';
  const waiting = async () =>
    (
      await sql.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM outbox WHERE published_at IS NULL AND ${due})
               + (SELECT count(*) FROM outbox WHERE published_at IS NOT NULL AND ${due}))::int AS n`,
      )
    ).rows[0]!.n;
  const until = Date.now() + 120_000;
  while ((await waiting()) > 0) {
    if (Date.now() > until) throw new Error("the load's jobs were not done within 2 minutes of it");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function addToCart(setting: Setting) {
  const { stack, plan, sql, ceiling, add } = setting;
  const tokens = await logInShoppers(stack.apiUrl, stack.inboxUrl, plan.shoppers, 'keranjang');
  const products = await makeProducts(sql, 40, PLENTY);
  const steps: LoadStep[] = [addStep('')];
  const load = await measuredLoad(setting, {
    url: stack.apiUrl,
    connections: plan.connections,
    seconds: plan.seconds,
    steps,
    tokens,
    products,
  });
  add(
    httpFigure('add-to-cart', `add to cart, ${tokens.length} shoppers`, load, ceiling, {
      notes: load.cpu,
    }),
  );
}

/** add, cart, tariff, checkout, over and over, each connection a shopper of its own. */
async function checkoutFlow(setting: Setting, hot: boolean) {
  const { stack, plan, sql, ceiling, contact, add } = setting;
  const tokens = await logInShoppers(stack.apiUrl, stack.inboxUrl, plan.shoppers, hot ? 'laris' : 'alur');
  const products = hot ? await makeProducts(sql, 1, plan.hotStock) : await makeProducts(sql, 200, PLENTY);
  // on the hot product, the flow runs until a few more orders than its stock have been tried
  const refusals = hot ? { add: [201, 400, 409], checkout: [201, 400, 404, 409] } : {};
  const steps: LoadStep[] = [
    addStep('baris $seq', refusals.add),
    { name: 'cart', method: 'GET', path: '/api/cart/' },
    {
      name: 'tariff',
      method: 'POST',
      path: '/api/jnt/tariff/',
      body: { weight: 1, destAreaCode: contact.destAreaCode },
    },
    checkoutStep(setting, '$added', refusals.checkout),
  ];
  const spec: LoadSpec = {
    url: stack.apiUrl,
    connections: plan.connections,
    seconds: plan.seconds,
    steps,
    tokens,
    products,
  };
  if (hot) Object.assign(spec, { seconds: plan.seconds * 6, amount: 4 * (plan.hotStock + 2 * plan.connections) });
  const load = await measuredLoad(setting, spec);
  const placed = load.steps.checkout?.statuses['201'] ?? 0;
  const oversold = hot ? await oversell(sql, products[0]!, plan.hotStock) : undefined;
  add({
    ...orderFigure(hot ? 'checkout-flow-hot' : 'checkout-flow', load, placed, ceiling),
    scenario: hot
      ? `checkout flow on one hot product (stock ${plan.hotStock}), ${tokens.length} shoppers`
      : `checkout flow (add, cart, tariff, checkout), ${tokens.length} shoppers`,
    notes:
      `${placed} orders; all four calls ${load.perSecond.toFixed(0)} req/s, p99 ${load.p99.toFixed(1)} ms ` +
      `(${Object.entries(load.steps)
        .map(([name, step]) => `${name} ${step.p99.toFixed(0)}`)
        .join(', ')})` +
      (oversold
        ? `; sold out refusals ${(load.steps.checkout?.count ?? 0) - placed}; oversold units ${oversold.units}${oversold.mismatch}`
        : '') +
      `; ${load.cpu} (of the four calls)`,
    ...(oversold && { oversold: oversold.units }),
  });
}

/** How many shoppers place orders while the product list is read. */
const ORDERING_SHOPPERS = 2;

/**
 * The product list read while a few shoppers go through the checkout flow, as a shop is used:
 * each order moves a stock, which the catalogue's ready answers hear. The reads' figure beside the
 * list's alone shows what the orders cost them; the notes say how many orders were placed.
 */
async function listWhileOrdering(setting: Setting) {
  const { stack, plan, sql, ceiling, add } = setting;
  const tokens = await logInShoppers(stack.apiUrl, stack.inboxUrl, ORDERING_SHOPPERS, 'sambil');
  const products = await makeProducts(sql, 50, PLENTY);
  const orders = runLoad({
    url: stack.apiUrl,
    connections: ORDERING_SHOPPERS,
    seconds: plan.warmSeconds + plan.seconds,
    steps: [addStep(''), checkoutStep(setting, '$added')],
    tokens,
    products,
  });
  const read = (seconds: number) =>
    runLoad({
      url: stack.apiUrl,
      connections: Math.max(1, plan.connections - ORDERING_SHOPPERS),
      seconds,
      steps: [{ name: 'list', method: 'GET', path: PAGE_12 }],
    });
  if (plan.warmSeconds > 0) await read(plan.warmSeconds);
  const reads = await read(plan.seconds);
  const ordered = await orders;
  await jobsDone(sql);
  const placed = ordered.steps.checkout?.statuses['201'] ?? 0;
  add(
    httpFigure(
      'product-list-while-ordering',
      `product list, 12 a page, while ${ORDERING_SHOPPERS} shoppers check out`,
      reads,
      ceiling,
      {
        notes:
          `${placed} orders placed meanwhile (${(placed / ordered.seconds).toFixed(1)}/s, ` +
          `checkout p99 ${(ordered.steps.checkout?.p99 ?? 0).toFixed(0)} ms); ${ordered.failed} of their calls failed`,
        failed: reads.failed + ordered.failed,
      },
    ),
  );
}

/**
 * Checkouts, untimed, before the checkout call alone is timed: with `--only checkout` its first
 * load otherwise ran on an API whose checkout code V8 had not yet optimised (its API CPU a request
 * read 6.0-6.4 ms there against 4.8-5.4 on the load after it), where a full run's flows warm it.
 */
async function warmCheckout(setting: Setting) {
  const { stack, plan, sql } = setting;
  const products = await makeProducts(sql, 20, PLENTY);
  const lines = await readyLines(setting, 'hangat', { shoppers: plan.warmShoppers, lines: plan.warmLines }, products);
  await runLoad({
    url: stack.apiUrl,
    connections: plan.connections,
    seconds: plan.seconds * 6,
    amount: lines.length,
    steps: [checkoutStep(setting, '$line')],
    lines,
  });
  await jobsDone(sql);
}

/**
 * `count.shoppers` shoppers logged in, each cart filled with `count.lines` lines of `products`
 * in turn: the lines interleaved, so the lines in flight at once are different shoppers'.
 */
async function readyLines(
  { stack }: Setting,
  label: string,
  count: { shoppers: number; lines: number },
  products: readonly number[],
): Promise<Array<{ token: string; line: number }>> {
  const tokens = await logInShoppers(stack.apiUrl, stack.inboxUrl, count.shoppers, label);
  const client = new ShopClient(stack.apiUrl);
  const perShopper = await Promise.all(
    tokens.map(async (token, s) => {
      const lines: number[] = [];
      for (let i = 0; i < count.lines; i++) {
        const product = products[(s * count.lines + i) % products.length];
        const body = { product, quantity: 1, message: `baris ${i}` };
        lines.push((await client.call<{ id: number }>('POST', '/api/cart/add/', { token, body })).id);
      }
      return lines;
    }),
  );
  return Array.from({ length: count.lines }, (_, i) =>
    tokens.map((token, s) => ({ token, line: perShopper[s]![i]! })),
  ).flat();
}

/** Checkout calls alone: every shopper's cart filled first, then each line checked out on its own. */
async function checkoutAlone(setting: Setting, hot: boolean) {
  const { plan, sql, ceiling, add } = setting;
  const total = plan.readyShoppers * plan.readyLines;
  const stock = Math.max(1, total - 2 * plan.connections);
  const products = hot ? await makeProducts(sql, 1, stock) : await makeProducts(sql, 200, PLENTY);
  const count = { shoppers: plan.readyShoppers, lines: plan.readyLines };
  const lines = await readyLines(setting, hot ? 'siap-laris' : 'siap', count, products);
  const steps: LoadStep[] = [checkoutStep(setting, '$line', hot ? [201, 409] : undefined)];
  const load = await measuredLoad(setting, {
    url: setting.stack.apiUrl,
    connections: plan.connections,
    seconds: plan.seconds * 6,
    amount: lines.length,
    steps,
    lines,
  });
  const placed = load.steps.checkout?.statuses['201'] ?? 0;
  const oversold = hot ? await oversell(sql, products[0]!, stock) : undefined;
  add({
    ...orderFigure(hot ? 'checkout-alone-hot' : 'checkout-alone', load, placed, ceiling),
    scenario: hot
      ? `checkout call alone, carts ready, one hot product (stock ${stock})`
      : `checkout call alone, carts ready, across products`,
    notes:
      `${placed} orders of ${lines.length} ready lines` +
      (oversold ? `; oversold units ${oversold.units}${oversold.mismatch}` : '') +
      `; ${load.cpu}`,
    ...(oversold && { oversold: oversold.units }),
  });
}

function orderFigure(id: string, load: LoadResult, placed: number, ceiling: number): Figure {
  const checkout = load.steps.checkout;
  return {
    id,
    scenario: id,
    value: placed / load.seconds,
    unit: 'orders/s',
    p50: checkout?.p50,
    p99: checkout?.p99,
    ceilingRatio: load.perSecond / ceiling,
    requests: load.requests,
    failed: load.failed,
  };
}

/** Products of the bench's own, straight in SQL: `count` necklaces with `stock` each. */
async function makeProducts(sql: pg.Pool, count: number, stock: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO products (name, price, discount, label, category, stock, images)
     SELECT 'Bench Kalung ' || i, 150000 + i * 1000, 0, 'gold', 'necklace', $2::int, '[]'::jsonb
     FROM generate_series(1, $1) AS i RETURNING id`,
    [count, stock],
  );
  return rows.map((row) => row.id);
}

/** Units of the product sold beyond its stock (must be 0), and whether stock and sales add up. */
async function oversell(sql: pg.Pool, product: number, start: number): Promise<{ units: number; mismatch: string }> {
  const { rows } = await sql.query<{ stock: number; sold: number }>(
    `SELECT p.stock, COALESCE(sum((s ->> 'quantity')::int), 0)::int AS sold
     FROM products p
     LEFT JOIN events e ON e.event_type = 'OrderPlaced'
     LEFT JOIN LATERAL jsonb_array_elements(e.data -> 'stock') s ON s ->> 'kind' = 'product' AND (s ->> 'id')::int = p.id
     WHERE p.id = $1 GROUP BY p.stock`,
    [product],
  );
  const { stock, sold } = rows[0]!;
  return {
    units: Math.max(0, sold - start),
    mismatch: stock + sold === start ? '' : ` (stock left ${stock} + sold ${sold} != ${start})`,
  };
}
