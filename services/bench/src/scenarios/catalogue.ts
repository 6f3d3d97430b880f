import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runLoad, startRawServer } from '../children.js';
import { type Figure, httpFigure, type Plan } from '../figures.js';
import type { LoadStep } from '../load/load-spec.js';

/** The storefront's first product page, 12 a page: the ceiling's bytes and the list's figures. */
export const PAGE_12 = '/api/products/?page=1&page_size=12';
const SEARCHES = ['kalung', 'gelang', 'cincin', 'anting', 'bulan', 'mutiara'];

const get = (name: string, path: string): LoadStep => ({ name, method: 'GET', path });

/** GETs the steps for the plan's time over its connections, after an untimed warm-up as long as `warmSeconds`. */
export async function hammer(url: string, plan: Plan, steps: LoadStep[]) {
  if (plan.warmSeconds > 0) await runLoad({ url, connections: plan.connections, seconds: plan.warmSeconds, steps });
  return runLoad({ url, connections: plan.connections, seconds: plan.seconds, steps });
}

/**
 * The ceiling first (a raw node:http process answering the very bytes of the shop's 12-product
 * page), then the catalogue's reads as the storefront makes them. Answers the ceiling in req/s.
 */
export async function catalogueFigures(apiUrl: string, plan: Plan, add: (figure: Figure) => void): Promise<number> {
  const ceiling = await ceilingFigure(apiUrl, plan, add);
  await catalogueReads(apiUrl, plan, ceiling, add);
  return ceiling;
}

/** A raw node:http process answering the very bytes of the shop's 12-product page: answers its req/s. */
export async function ceilingFigure(apiUrl: string, plan: Plan, add: (figure: Figure) => void): Promise<number> {
  const page = await fetch(`${apiUrl}${PAGE_12}`);
  if (page.status !== 200) throw new Error(`${PAGE_12} answered ${page.status}`);
  const bytes = Buffer.from(await page.arrayBuffer());
  const file = join(tmpdir(), `kilau-bench-page-${process.pid}.json`);
  await writeFile(file, bytes);
  const raw = await startRawServer(file, page.headers.get('content-type') ?? 'application/json');
  let ceiling: number;
  try {
    const load = await hammer(raw.url, plan, [get('page', '/')]);
    ceiling = load.perSecond;
    add(httpFigure('raw-ceiling', `raw node:http, the same ${(bytes.length / 1024).toFixed(1)} KB`, load, ceiling));
  } finally {
    await raw.stop();
    await rm(file, { force: true });
  }
  return ceiling;
}

async function catalogueReads(apiUrl: string, plan: Plan, ceiling: number, add: (figure: Figure) => void) {
  add(
    httpFigure(
      'product-list-12',
      'product list, 12 a page',
      await hammer(apiUrl, plan, [get('list', PAGE_12)]),
      ceiling,
    ),
  );
  const all = (await (await fetch(`${apiUrl}/api/products/`)).json()) as Array<{ id: number }>;
  add(
    httpFigure(
      'product-list-all',
      `product list, the seed's plain array (${all.length} items)`,
      await hammer(apiUrl, plan, [get('list', '/api/products/')]),
      ceiling,
    ),
  );
  const byId = all.map((product) => get('product', `/api/products/${product.id}/`));
  add(httpFigure('product-by-id', 'product by id', await hammer(apiUrl, plan, byId), ceiling));
  const searches = SEARCHES.map((q) => get('search', `/api/search/?q=${encodeURIComponent(q)}`));
  add(httpFigure('search', 'search', await hammer(apiUrl, plan, searches), ceiling));
}
