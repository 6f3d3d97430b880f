import type { GuardedWrite } from '@kilau/event-store';

import { ITEM_TABLES } from './item-facts.js';
import type { StockLine } from './stock.js';

/**
 * Takes the units of an order within a guarded write: each table's rows locked in id order
 * (tables in lock order), the units taken where the stock holds them, and a guard that every
 * line was taken, so a checkout that read a stock since sold writes nothing and decides again.
 */
export function takeItemsGuarded(write: GuardedWrite, needs: readonly StockLine[]): void {
  for (const kind of ['product', 'charm', 'gift_set'] as const) {
    const lines = needs.filter((line) => line.kind === kind);
    if (!lines.length) continue;
    const { table } = ITEM_TABLES[kind];
    const ids = write.param(lines.map((line) => line.id));
    const quantities = write.param(lines.map((line) => line.quantity));
    write.with(`${kind}_locked`, `SELECT id FROM ${table} WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`);
    write.with(
      `${kind}_taken`,
      `UPDATE ${table} t SET stock = t.stock - n.quantity, sold_stok = t.sold_stok + n.quantity, updated_at = now()
       FROM unnest(${ids}::int[], ${quantities}::int[]) AS n(id, quantity)
       WHERE t.id = n.id AND t.id IN (SELECT id FROM ${kind}_locked) AND t.stock >= n.quantity
       RETURNING t.id`,
    );
    write.guard(`(SELECT count(*) FROM ${kind}_taken) = cardinality(${ids}::int[])`, `${table} short of stock`);
  }
}
