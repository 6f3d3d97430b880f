import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BannerPage } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import type { Banner } from '../api/types';
import fallbackBanner from '../assets/banner-fallback.svg';

let banners: Promise<Banner[]> | undefined;

/** The page banners, asked once per visit; a failed lookup is forgotten so the next page asks again. */
function loadBanners(): Promise<Banner[]> {
  banners ??= catalogue.banners().catch((error: unknown) => {
    banners = undefined;
    throw error;
  });
  return banners;
}

/** The hero image for a page key from the page-banner lookup, or the bundled image when it fails. */
export function usePageBanner(page: BannerPage): string {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadBanners().then(
      (all) => live && setImage(all.find((banner) => banner.page === page)?.image_url ?? fallbackBanner),
      () => live && setImage(fallbackBanner),
    );
    return () => {
      live = false;
    };
  }, [page]);
  return image ?? fallbackBanner;
}

/** A page's banner: its hero image and headline (storefront seed §2). */
export function PageHero({ page, headline, children }: { page: BannerPage; headline: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const image = usePageBanner(page);
  return (
    <section className="page-hero" style={{ backgroundImage: `url("${image}")` }}>
      <div className="page-hero__text">
        <h1>{t(headline)}</h1>
        {children}
      </div>
    </section>
  );
}
