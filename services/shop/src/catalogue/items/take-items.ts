import type { SqlSession } from '@kilau/event-store';

import { type CharmFacts, type GiftSetFacts, ITEM_TABLES, type ProductFacts } from './item-facts.js';
import type { StockLine } from './stock.js';

/**
 * Locks the rows in id order, takes the units where the stock holds them (`stock >= quantity`),
 * and answers every row as it stood before: one statement a table. The facts come from the
 * statement's snapshot; whether the units were taken comes from the guarded update, which sees
 * the row as the lock found it.
 */
const takeSql = ({ table, columns }: { table: string; columns: string }) => `
  WITH locked AS (SELECT id FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE),
  taken AS (
    UPDATE ${table} t SET stock = t.stock - n.quantity, sold_stok = t.sold_stok + n.quantity, updated_at = now()
    FROM unnest($1::int[], $2::int[]) AS n(id, quantity)
    WHERE t.id = n.id AND t.id IN (SELECT id FROM locked) AND t.stock >= n.quantity
    RETURNING t.id
  )
  SELECT ${columns}, p.id IN (SELECT id FROM taken) AS taken FROM ${table} p WHERE p.id = ANY($1::int[]) ORDER BY p.id`;

const TAKE = {
  product: takeSql(ITEM_TABLES.product),
  charm: takeSql(ITEM_TABLES.charm),
  gift_set: takeSql(ITEM_TABLES.gift_set),
};

export interface TakenItems {
  products: Map<number, ProductFacts>;
  charms: Map<number, CharmFacts>;
  giftSets: Map<number, GiftSetFacts>;
  /** Lines the stock could not give in full (stock moved since the snapshot): the caller refuses. */
  short: StockLine[];
}

/** Takes the units of an order, tables in lock order (products, charms, gift sets), answering the items' facts. */
export async function takeItems(session: SqlSession, needs: readonly StockLine[]): Promise<TakenItems> {
  const found: TakenItems = { products: new Map(), charms: new Map(), giftSets: new Map(), short: [] };
  const into = { product: found.products, charm: found.charms, gift_set: found.giftSets } as const;
  for (const kind of ['product', 'charm', 'gift_set'] as const) {
    const lines = needs.filter((line) => line.kind === kind);
    if (!lines.length) continue;
    const { rows } = await session.query<{ id: number; taken: boolean }>(TAKE[kind], [
      lines.map((line) => line.id),
      lines.map((line) => line.quantity),
    ]);
    for (const { taken: _taken, ...facts } of rows) (into[kind] as Map<number, unknown>).set(facts.id, facts);
    const taken = new Set(rows.filter((row) => row.taken).map((row) => row.id));
    found.short.push(...lines.filter((line) => !taken.has(line.id)));
  }
  return found;
}
