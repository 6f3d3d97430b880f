import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { addCampaign, addCharm, addGiftSet, addProduct } from '../fixtures/catalogue.js';
import type { ShopUnderTest } from '../shop-app.js';

/**
 * The small catalogue the storefront tests shop in (the test shop's database starts empty):
 * necklaces that take charms in gold and silver, one sold out and one low on stock, a bracelet,
 * four charms, gift sets and a running campaign, with pictures behind every `/media/test/` path.
 */
export async function storefrontCatalogue(shop: ShopUnderTest) {
  const sql = shop.sql;
  await catalogueMedia(shop);
  const necklace = await addProduct(sql, {
    name: 'Kalung Bulan Emas',
    price: 250_000,
    stock: 50,
    category: 'necklace',
    label: 'gold',
    charms: true,
  });
  const silverNecklace = await addProduct(sql, {
    name: 'Kalung Bintang Perak',
    price: 230_000,
    stock: 40,
    category: 'necklace',
    label: 'silver',
    charms: true,
  });
  const soldOut = await addProduct(sql, {
    name: 'Kalung Habis Terjual',
    price: 210_000,
    stock: 0,
    category: 'necklace',
    label: 'gold',
    charms: true,
  });
  const lowStock = await addProduct(sql, {
    name: 'Kalung Sisa Sedikit',
    price: 199_000,
    discount: 10,
    stock: 4,
    category: 'necklace',
    label: 'gold',
  });
  const bracelet = await addProduct(sql, {
    name: 'Gelang Pasangan',
    price: 180_000,
    stock: 30,
    category: 'bracelet',
    label: 'rose_gold',
    charms: true,
  });
  const charms = [
    await addCharm(sql, { name: 'Charm Huruf A', price: 35_000 }),
    await addCharm(sql, { name: 'Charm Huruf K', price: 35_000 }),
    await addCharm(sql, { name: 'Charm Bintang', price: 45_000, discount: 10 }),
    await addCharm(sql, { name: 'Charm Bulan', price: 45_000 }),
  ];
  const giftSets = [
    await addGiftSet(sql, { name: 'Gift Set Cinta', price: 420_000 }),
    await addGiftSet(sql, { name: 'Gift Set Sahabat', price: 380_000 }),
  ];
  // sold counts make a best-seller order; descriptions give detail pages their text
  await sql.query(
    `UPDATE products SET sold_stok = CASE id WHEN $1 THEN 120 WHEN $2 THEN 80 ELSE 10 END,
            description = 'Kalung titanium berlapis emas 18K, tahan air dan anti karat.'`,
    [necklace, bracelet],
  );
  await addCampaign(sql, [{ product: bracelet, discount_type: 'percent', discount_value: 20 }]);
  return { necklace, silverNecklace, soldOut, lowStock, bracelet, charms, giftSets };
}

export type StorefrontCatalogue = Awaited<ReturnType<typeof storefrontCatalogue>>;

/**
 * `count` more in-stock products of one category, named `{prefix} 01`, `{prefix} 02`..., for a
 * listing long enough to page (the shared catalogue has a handful per category). Answers their ids.
 */
export async function addProductRange(
  shop: ShopUnderTest,
  range: { category: string; prefix: string; count: number; price?: number },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= range.count; i++) {
    const name = `${range.prefix} ${String(i).padStart(2, '0')}`;
    ids.push(await addProduct(shop.sql, { name, price: range.price ?? 150_000, stock: 20, category: range.category }));
  }
  return ids;
}

export const NAMES = {
  necklace: 'Kalung Bulan Emas',
  silverNecklace: 'Kalung Bintang Perak',
  soldOut: 'Kalung Habis Terjual',
  lowStock: 'Kalung Sisa Sedikit',
  bracelet: 'Gelang Pasangan',
  charms: ['Charm Huruf A', 'Charm Huruf K', 'Charm Bintang', 'Charm Bulan'],
} as const;

/** Pictures the catalogue fixtures point at (`/media/test/*.svg`), so cards show an image, not a 404. */
export async function catalogueMedia(shop: ShopUnderTest): Promise<void> {
  const folder = join(shop.config.mediaDir, 'test');
  await mkdir(folder, { recursive: true });
  const picture = (fill: string, shape: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="#f4efe8"/>${shape.replace('FILL', fill)}</svg>`;
  await writeFile(
    join(folder, 'product.svg'),
    picture('#c9a227', '<circle cx="300" cy="300" r="180" fill="none" stroke="FILL" stroke-width="14"/>'),
  );
  await writeFile(join(folder, 'charm.svg'), picture('#c9a227', '<circle cx="300" cy="300" r="90" fill="FILL"/>'));
  await writeFile(
    join(folder, 'gift.svg'),
    picture('#b76e79', '<rect x="170" y="200" width="260" height="220" fill="FILL"/>'),
  );
}
