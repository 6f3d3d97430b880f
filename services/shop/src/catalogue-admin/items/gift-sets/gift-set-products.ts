import type { EntityManager } from 'typeorm';

/** Each gift set's product ids (by id), for a page of gift sets at once. */
export async function productsOf(db: EntityManager, giftSetIds: number[]): Promise<Map<number, number[]>> {
  const byGiftSet = new Map<number, number[]>(giftSetIds.map((id) => [id, []]));
  if (giftSetIds.length === 0) return byGiftSet;
  const rows: Array<{ gift_set_id: number; product_id: number }> = await db.query(
    `SELECT gift_set_id, product_id FROM gift_set_products WHERE gift_set_id = ANY($1) ORDER BY product_id`,
    [giftSetIds],
  );
  for (const row of rows) byGiftSet.get(row.gift_set_id)?.push(row.product_id);
  return byGiftSet;
}

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
