import type { EntityManager } from 'typeorm';

import { Charm } from '../catalogue/entities/charm.entity.js';
import { GiftSet } from '../catalogue/entities/gift-set.entity.js';
import { Product } from '../catalogue/entities/product.entity.js';
import type { MediaFiles } from '../platform/media/media-files.js';
import { charmCutoutSvg, charmSvg, giftSetSvg, productSvg } from './art/svg.js';
import { demoCharms, demoGiftSets, demoProducts } from './content/index.js';

export type Ids = Map<string, number>;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

export async function seedCharms(manager: EntityManager, media: MediaFiles, now: Date): Promise<Ids> {
  const ids: Ids = new Map();
  for (const c of demoCharms) {
    const image = await media.write(`charms/${c.key}.svg`, charmSvg(c));
    const cutoutImage = await media.write(`charms/${c.key}-cutout.svg`, charmCutoutSvg(c));
    const saved = await manager.save(
      manager.create(Charm, {
        name: c.name,
        price: c.price,
        discount: c.discount,
        rating: c.rating,
        image,
        cutoutImage,
        description: c.description,
        category: c.category,
        label: c.label,
        stock: c.stock,
        soldStok: c.soldStok,
        createdAt: daysAgo(c.daysAgo, now),
      }),
    );
    ids.set(c.key, saved.id);
  }
  return ids;
}

/** Products first, then the links between them (charms offered, jewel-set members). */
export async function seedProducts(manager: EntityManager, media: MediaFiles, charms: Ids, now: Date): Promise<Ids> {
  const ids: Ids = new Map();
  for (const p of demoProducts) {
    const images = [];
    for (let variant = 1; variant <= p.imageCount; variant++) {
      const url = await media.write(`products/${p.key}-${variant}.svg`, productSvg({ ...p, variant }));
      images.push({ image_url: url, alt_text: `${p.name}${variant > 1 ? ` (${variant})` : ''}` });
    }
    const saved = await manager.save(
      manager.create(Product, {
        name: p.name,
        price: p.price,
        discount: p.discount,
        label: p.label,
        category: p.category,
        rating: p.rating,
        stock: p.stock,
        soldStok: p.soldStok,
        description: p.description,
        details: p.details,
        images,
        acceptsCharms: p.acceptsCharms,
        isCharmSpreadable: p.spreadable,
        isCharmMax3: p.max3,
        isCharmMax5: p.max5,
        createdAt: daysAgo(p.daysAgo, now),
      }),
    );
    ids.set(p.key, saved.id);
  }
  for (const p of demoProducts) {
    const id = ids.get(p.key)!;
    for (const key of p.charmKeys) {
      await manager.query('INSERT INTO product_charms (product_id, charm_id) VALUES ($1, $2)', [id, charms.get(key)]);
    }
    for (const key of p.jewelSetOf) {
      await manager.query('INSERT INTO jewel_set_products (jewel_set_id, product_id) VALUES ($1, $2)', [
        id,
        ids.get(key),
      ]);
    }
  }
  return ids;
}

export async function seedGiftSets(manager: EntityManager, media: MediaFiles, products: Ids, now: Date): Promise<Ids> {
  const ids: Ids = new Map();
  for (const g of demoGiftSets) {
    const images = [];
    for (let variant = 1; variant <= g.imageCount; variant++) {
      const url = await media.write(`gift-sets/${g.key}-${variant}.svg`, giftSetSvg({ ...g, variant }));
      images.push({ image_url: url, alt_text: g.name });
    }
    const saved = await manager.save(
      manager.create(GiftSet, {
        name: g.name,
        price: g.price,
        discount: g.discount,
        label: g.label,
        rating: g.rating,
        stock: g.stock,
        soldStok: g.soldStok,
        isMonthlySpecial: g.isMonthlySpecial,
        description: g.description,
        image: images[0]?.image_url ?? '',
        images,
        createdAt: daysAgo(g.daysAgo, now),
      }),
    );
    ids.set(g.key, saved.id);
    for (const key of g.productKeys) {
      await manager.query('INSERT INTO gift_set_products (gift_set_id, product_id) VALUES ($1, $2)', [
        saved.id,
        products.get(key),
      ]);
    }
  }
  return ids;
}
