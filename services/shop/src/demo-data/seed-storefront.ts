import { join } from 'node:path';

import type { EntityManager } from 'typeorm';

import { DiscountCampaign, DiscountCampaignItem } from '../catalogue/entities/discount-campaign.entity.js';
import { GalleryImage, PageBanner, Video } from '../catalogue/entities/storefront-content.entity.js';
import type { MediaFiles } from '../platform/media/media-files.js';
import { bannerSvg, gallerySvg, reviewPhotoSvg, videoPosterSvg } from './art/svg.js';
import { demoBanners, demoCampaigns, demoGallery, demoReviews, demoVideos } from './content/index.js';
import { DEMO_ASSETS_DIR } from './demo-assets.js';
import type { Ids } from './seed-catalogue.js';

const DAY = 86_400_000;

export async function seedCampaigns(manager: EntityManager, products: Ids, now: Date): Promise<void> {
  for (const c of demoCampaigns) {
    await manager.save(
      manager.create(DiscountCampaign, {
        name: c.name,
        startTime: new Date(now.getTime() - c.startDaysAgo * DAY),
        endTime: new Date(now.getTime() + c.endInDays * DAY),
        items: c.items.map((item) =>
          manager.create(DiscountCampaignItem, {
            product: { id: products.get(item.productKey)! },
            discountType: item.type,
            discountValue: item.value,
          }),
        ),
      }),
    );
  }
}

export async function seedStorefrontMedia(manager: EntityManager, media: MediaFiles, now: Date): Promise<void> {
  for (const b of demoBanners) {
    const imageUrl = await media.write(`banners/${b.page}.svg`, bannerSvg(b));
    await manager.insert(PageBanner, { page: b.page, imageUrl });
  }
  for (const [index, g] of demoGallery.entries()) {
    const image = await media.write(`gallery/gallery-${index + 1}.svg`, gallerySvg({ index, altText: g.altText }));
    await manager.insert(GalleryImage, {
      image,
      altText: g.altText,
      createdAt: new Date(now.getTime() - (demoGallery.length - index) * DAY),
    });
  }
  for (const [index, v] of demoVideos.entries()) {
    const videoFile = await media.copy(join(DEMO_ASSETS_DIR, v.file), `videos/${v.file}`);
    // found beside its clip by name (ListVideosHandler), recorded as a picture with the others
    await media.write(`videos/${v.file.replace(/\.webm$/, '')}-poster.svg`, videoPosterSvg({ index, title: v.title }));
    await manager.insert(Video, { title: v.title, videoFile });
  }
}

export async function seedReviews(
  manager: EntityManager,
  media: MediaFiles,
  ids: { products: Ids; charms: Ids; giftSets: Ids },
  now: Date,
): Promise<void> {
  for (const [index, r] of demoReviews.entries()) {
    const image = r.withImage ? await media.write(`reviews/review-${index + 1}.svg`, reviewPhotoSvg({ index })) : null;
    const [row] = await manager.query(
      `INSERT INTO reviews (user_name, rating, review_text, image, uploaded_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [r.userName, r.rating, r.text, image, new Date(now.getTime() - r.daysAgo * DAY)],
    );
    const link = (table: string, column: string, keys: string[], map: Ids) =>
      Promise.all(
        keys.map((key) =>
          manager.query(`INSERT INTO ${table} (review_id, ${column}) VALUES ($1, $2)`, [row.id, map.get(key)]),
        ),
      );
    await link('review_products', 'product_id', r.productKeys, ids.products);
    await link('review_charms', 'charm_id', r.charmKeys, ids.charms);
    await link('review_gift_sets', 'gift_set_id', r.giftSetKeys, ids.giftSets);
  }
}
