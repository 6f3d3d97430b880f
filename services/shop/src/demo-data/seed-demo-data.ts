import { DataSource, type EntityManager } from 'typeorm';

import { grantStaff } from '../identity/grant-staff.js';
import { dataSourceOptions } from '../platform/database/data-source-options.js';
import { describePicture } from '../platform/media/kept-picture.js';
import { MediaFiles } from '../platform/media/media-files.js';
import { recordPicture } from '../platform/media/pictures.js';
import { shopParts } from '../shop-contexts.js';
import { DEMO_SHOP_SETTINGS_INSERT } from '../shop-settings/demo-shop-settings.js';
import { seedCharms, seedGiftSets, seedProducts } from './seed-catalogue.js';
import { seedCampaigns, seedReviews, seedStorefrontMedia } from './seed-storefront.js';

/** The staff account of the demo; the README names it. Log in with a code from the mail inbox. */
export const DEMO_STAFF_EMAIL = 'staff@kilau.id';

const SEED_LOCK = 7_263_200;

export interface SeedOptions {
  databaseUrl: string;
  mediaDir: string;
  log?: (line: string) => void;
}

/**
 * Fills an empty shop with the demo catalogue, storefront content and a staff account, in one
 * transaction. A shop that already has products is left alone, so `npm start` can call this on
 * every start and two processes starting at once seed once.
 */
export async function seedDemoData(options: SeedOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => undefined);
  const dataSource = new DataSource(dataSourceOptions(options.databaseUrl, 'kilau-seed', shopParts.entities));
  await dataSource.initialize();
  try {
    const seeded = await dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      // a demo without a sender could print no label; the console's banner says it is made up
      await manager.query(DEMO_SHOP_SETTINGS_INSERT.text, DEMO_SHOP_SETTINGS_INSERT.values);
      const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM products');
      if (count > 0) return false;
      const media = new MediaFiles(options.mediaDir);
      const now = new Date();
      const charms = await seedCharms(manager, media, now);
      const products = await seedProducts(manager, media, charms, now);
      const giftSets = await seedGiftSets(manager, media, products, now);
      await seedCampaigns(manager, products, now);
      await seedStorefrontMedia(manager, media, now);
      await seedReviews(manager, media, { products, charms, giftSets }, now);
      await recordDemoPictures(manager, media);
      await weighDemoItems(manager);
      await grantStaff(manager, DEMO_STAFF_EMAIL);
      log(
        `demo data: ${products.size} products, ${charms.size} charms, ${giftSets.size} gift sets; staff ${DEMO_STAFF_EMAIL}`,
      );
      return true;
    });
    return { seeded };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The demo's drawings as pictures with variants. Only recorded here: each variant is made on its
 * first request and kept, so a fresh shop (and every test that seeds) starts without rendering
 * a thousand of them first.
 */
async function recordDemoPictures(manager: EntityManager, media: MediaFiles): Promise<void> {
  for (const { path, bytes } of media.written) {
    const picture = await describePicture(path, bytes);
    if (picture) await recordPicture(manager, picture);
  }
}

/** Titanium pieces as they ship (grams, gift sets boxed): what the demo's parcels weigh. */
async function weighDemoItems(manager: EntityManager): Promise<void> {
  await manager.query(`UPDATE products SET weight_grams = CASE category
      WHEN 'necklace' THEN 25 WHEN 'bracelet' THEN 18 WHEN 'anklet' THEN 15 WHEN 'ring' THEN 8
      WHEN 'earring' THEN 6 ELSE 60 END`);
  await manager.query(`UPDATE charms SET weight_grams = 3`);
  await manager.query(`UPDATE gift_sets SET weight_grams = 250`);
}
