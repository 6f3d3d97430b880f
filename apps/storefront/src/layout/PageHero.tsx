import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type BannerPage, variantFor } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import type { Banner } from '../api/types';
import fallbackBanner from '../assets/banner-fallback.svg';
import { Picture, type ShownPicture } from '../ui/Picture';

let banners: Promise<Banner[]> | undefined;

/** The page banners, asked once per visit; a failed lookup is forgotten so the next page asks again. */
function loadBanners(): Promise<Banner[]> {
  banners ??= catalogue.banners().catch((error: unknown) => {
    banners = undefined;
    throw error;
  });
  return banners;
}

const FALLBACK: ShownPicture = { src: fallbackBanner };

/** The hero image for a page key from the page-banner lookup (with its variants), or the bundled image when it fails. */
export function usePageBanner(page: BannerPage): ShownPicture | null {
  const [image, setImage] = useState<ShownPicture | null>(null);
  useEffect(() => {
    let live = true;
    loadBanners().then(
      (all) => {
        const banner = all.find((candidate) => candidate.page === page);
        if (live) setImage(banner ? { src: banner.image_url, variants: banner.image_variants } : FALLBACK);
      },
      () => live && setImage(FALLBACK),
    );
    return () => {
      live = false;
    };
  }, [page]);
  return image;
}

/** A banner as a CSS background of about `width` pixels: its WebP variant when it has one. */
export function backgroundOf(image: ShownPicture | null, width: number): string | undefined {
  if (!image) return undefined;
  return `url("${(image.variants && variantFor(image.variants, 'webp', width)?.url) ?? image.src}")`;
}

/**
 * A page's banner: its hero image and headline (storefront seed §2). The image spans the page,
 * so the browser picks the variant for the screen's width; on the home page it is the largest
 * picture above the fold (`priority`), fetched first rather than lazily.
 */
export function PageHero({
  page,
  headline,
  priority = false,
  children,
}: {
  page: BannerPage;
  headline: string;
  priority?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const image = usePageBanner(page);
  return (
    <section className="page-hero">
      {image && (
        <Picture
          className="page-hero__picture"
          src={image.src}
          variants={image.variants}
          sizes="100vw"
          priority={priority}
          loading="eager"
          alt=""
        />
      )}
      <div className="page-hero__text">
        <h1>{t(headline)}</h1>
        {children}
      </div>
    </section>
  );
}
