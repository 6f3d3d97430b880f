import http from 'node:http';

import type pg from 'pg';

import { quoteFee } from '../fixtures/shipping.js';
import { CONTACT } from '../orders/checkout-helpers.js';
import { customers, type ShopUnderTest } from '../shop-app.js';
import { percentile } from './http-load.js';

export interface OrderFigures {
  placed: number;
  refused: number;
  perSecond: number;
  p50: number;
  p99: number;
  oversold: number;
}

const PRODUCTS = 200;
const STOCK = 40;
const HOT_STOCK = 50;
const WARM_UP = 2;

/**
 * Order placement with `shoppers` customers at once. Each first fills a cart of `linesEach` lines
 * (one unit of some product; every tenth line the same scarce "hot" product, whose stock runs out
 * halfway), then checks the lines out one by one: the first two untimed, to warm up, the rest timed. Afterwards every product's stock is reconciled against the orders
 * placed: units sold beyond the stock count as oversold.
 */
export async function placeOrders(
  shop: ShopUnderTest,
  apiUrl: string,
  shoppers: number,
  linesEach: number,
): Promise<OrderFigures> {
  const products = await makeProducts(shop.sql);
  const hot = products[0]!;
  const people = await customers(shop, shoppers, 'bench');
  const carts = await Promise.all(
    people.map(async (person, p) => {
      const lines: number[] = [];
      for (let i = 0; i < linesEach; i++) {
        const product = i % 10 === 5 ? hot : products[1 + ((p * linesEach + i) % (products.length - 1))]!;
        const added = await post(apiUrl, person.access, '/api/cart/add/', {
          product,
          quantity: 1,
          message: `baris ${i}`,
        });
        lines.push(added.body.id);
      }
      return { person, lines };
    }),
  );

  await quoteFee(shop.sql, { destAreaCode: CONTACT.destAreaCode, cost: 15_000 });
  const checkOut = async (access: string, line: number) => {
    const answer = await post(apiUrl, access, '/api/selective_checkout/', {
      cart_item_ids: [line],
      shipping_cost: 15_000,
      ...CONTACT,
    });
    if (answer.status !== 201 && answer.status !== 409) {
      throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.status === 201;
  };
  // warm-up, untimed: the first two checkouts of each shopper (compiled code, prepared statements, full pools)
  await Promise.all(
    carts.map(({ person, lines }) =>
      lines
        .splice(0, WARM_UP)
        .reduce(
          (done, line) => done.then(() => checkOut(person.access, line)).then(() => undefined),
          Promise.resolve(),
        ),
    ),
  );

  const timings: number[] = [];
  let placed = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    carts.map(async ({ person, lines }) => {
      for (const line of lines) {
        const t0 = performance.now();
        const ok = await checkOut(person.access, line);
        timings.push(performance.now() - t0);
        if (ok) placed++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    placed,
    refused,
    perSecond: placed / seconds,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    oversold: await oversold(shop.sql, products, hot),
  };
}

async function makeProducts(sql: pg.Pool): Promise<number[]> {
  const { rows } = await sql.query(
    `INSERT INTO products (name, price, discount, label, category, stock, images)
     SELECT 'Bench Kalung ' || i, 150000 + i * 1000, (i % 3) * 5, 'gold', 'necklace',
       CASE WHEN i = 1 THEN $2::int ELSE $3::int END, '[]'::jsonb
     FROM generate_series(1, $1) AS i RETURNING id`,
    [PRODUCTS, HOT_STOCK, STOCK],
  );
  return rows.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b);
}

/** Units sold beyond each product's starting stock, summed: must be 0. */
async function oversold(sql: pg.Pool, products: number[], hot: number): Promise<number> {
  const { rows } = await sql.query(
    `SELECT p.id, p.stock, COALESCE(sum((s ->> 'quantity')::int), 0)::int AS sold
     FROM products p
     LEFT JOIN events e ON e.event_type = 'OrderPlaced'
     LEFT JOIN LATERAL jsonb_array_elements(e.data -> 'stock') s ON s ->> 'kind' = 'product' AND (s ->> 'id')::int = p.id
     WHERE p.id = ANY($1::int[]) GROUP BY p.id, p.stock`,
    [products],
  );
  return rows.reduce((sum: number, row: { id: number; stock: number; sold: number }) => {
    const start = row.id === hot ? HOT_STOCK : STOCK;
    if (row.stock + row.sold !== start)
      throw new Error(`product ${row.id}: stock ${row.stock} + sold ${row.sold} != ${start}`);
    return sum + Math.max(0, row.sold - start);
  }, 0);
}

/** A keep-alive agent with node:http: lighter than fetch, so the load generator leaves the machine to the shop. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, token: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
