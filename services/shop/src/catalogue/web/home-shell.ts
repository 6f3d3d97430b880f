import { type BannerView, type FirstScreen, homeShell } from '@kilau/domain';

import { currentLogger } from '../../platform/logging/logger.js';
import { shopperAnswer } from '../../platform/media/media-answers.js';
import type { PictureStore } from '../../platform/media/picture-store.js';
import { pageChunkHints } from '../../platform/web-apps/route-chunks.js';
import type { CatalogueReads } from '../cache/catalogue-cache.js';
import { ListBannersQuery } from '../queries/storefront-content.js';

/** The home page's chunk, as the storefront's build manifest names it. */
const HOME_PAGE_SOURCE = 'src/home/HomePage.tsx';

/**
 * The home page's first screen for index.html: the shell (`homeShell`), its hero the `homepage`
 * banner as `GET /api/page-banners/` gives it to shoppers (variants, MEDIA_PUBLIC_URL), read
 * through the catalogue's cache, and hints for the home page's own chunks. Every other address
 * gets none; a home without a banner, or whose lookup failed, gets the hints alone (the app draws
 * its own fallback banner).
 */
export function homeFirstScreen(
  reads: CatalogueReads,
  pictures: PictureStore,
  publicBase: string,
  storefrontDir: string,
) {
  return async (path: string): Promise<FirstScreen | undefined> => {
    if (path !== '/') return undefined;
    const [banner, hints] = await Promise.all([
      homeBanner(reads, pictures, publicBase),
      pageChunkHints(storefrontDir, HOME_PAGE_SOURCE),
    ]);
    const shell = banner
      ? homeShell({ src: banner.image_url, variants: banner.image_variants })
      : { head: '', body: '' };
    return { ...shell, late: hints.join('\n    ') };
  };
}

async function homeBanner(
  reads: CatalogueReads,
  pictures: PictureStore,
  publicBase: string,
): Promise<BannerView | undefined> {
  try {
    const listed = await reads.execute<BannerView[]>(new ListBannersQuery({ page: 'homepage' }));
    const [banner] = (await shopperAnswer(listed.slice(0, 1), pictures, publicBase)) as BannerView[];
    return banner?.image_url ? banner : undefined;
  } catch (error) {
    currentLogger().warn({ err: error }, 'home page served without its banner in the first screen');
    return undefined;
  }
}
