import type { SqlSession } from '@kilau/event-store';

/** Units of one catalogue item, as an order takes them and a cancellation gives them back. */
export interface StockLine {
  kind: 'product' | 'charm' | 'gift_set';
  id: number;
  quantity: number;
}

const TABLES: Record<StockLine['kind'], string> = { product: 'products', charm: 'charms', gift_set: 'gift_sets' };
const KINDS = Object.keys(TABLES) as StockLine['kind'][];

/** Sums the units per item (one charm may hang on several pieces), in lock order: kind, then id. */
export function stockNeeds(lines: readonly StockLine[]): StockLine[] {
  const sums = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.kind}:${line.id}`;
    const found = sums.get(key);
    sums.set(key, { ...line, quantity: (found?.quantity ?? 0) + line.quantity });
  }
  return [...sums.values()].sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.id - b.id);
}

/**
 * Gives units back (an order cancelled); items deleted from the catalogue meanwhile are skipped.
 * Rows are locked in the checkout's order first, so a cancellation and a checkout never deadlock.
 */
export async function returnStock(session: SqlSession, lines: readonly StockLine[]): Promise<void> {
  for (const kind of KINDS) {
    const own = stockNeeds(lines.filter((line) => line.kind === kind));
    if (!own.length) continue;
    const ids = own.map((l) => l.id);
    await session.query(`SELECT id FROM ${TABLES[kind]} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
    await session.query(
      `UPDATE ${TABLES[kind]} t SET stock = t.stock + n.quantity,
         sold_stok = greatest(t.sold_stok - n.quantity, 0), updated_at = now()
       FROM unnest($1::int[], $2::int[]) AS n(id, quantity) WHERE t.id = n.id`,
      [ids, own.map((l) => l.quantity)],
    );
  }
}
