import type { EntityManager } from 'typeorm';

/** The ids among `ids` that name no product; the rest are locked against deletion until the transaction ends. */
export async function missingProducts(db: EntityManager, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ id: number }> = await db.query(`SELECT id FROM products WHERE id = ANY($1) FOR KEY SHARE`, [ids]);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Makes a gift set hold exactly these products. */
export async function replaceProducts(db: EntityManager, giftSetId: number, ids: number[]): Promise<void> {
  await db.query(`DELETE FROM gift_set_products WHERE gift_set_id = $1`, [giftSetId]);
  if (ids.length === 0) return;
  await db.query(`INSERT INTO gift_set_products (gift_set_id, product_id) SELECT $1, unnest($2::int[])`, [
    giftSetId,
    ids,
  ]);
}
