import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { BannerPage } from '@kilau/domain';

import { PageHero, usePageBanner } from '../layout/PageHero';
import { Picture } from '../ui/Picture';

/** The three tiles under the home hero (storefront seed §2 'Home'), each pictured by its page's banner. */
const TILES: { title: string; to: string; banner: BannerPage }[] = [
  { title: 'New Arrival', to: '/new-arrival', banner: 'new_arrival' },
  { title: 'Monthly Special', to: '/giftsets#valentine-promo', banner: 'monthly_special' },
  { title: 'Jewel Sets', to: '/jewel-set', banner: 'jewel_set' },
];

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHero page="homepage" headline="Jewellery That Tells Your Story" priority />
      <section className="home-tiles" aria-label={t('Shop by collection')}>
        <ul className="home-tiles__list">
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Tile {...tile} />
            </li>
          ))}
        </ul>
        <Link className="button button--primary home-tiles__customize" to="/charmbar">
          {t('Customize Now')}
        </Link>
      </section>
    </>
  );
}

function Tile({ title, to, banner }: { title: string; to: string; banner: BannerPage }) {
  const { t } = useTranslation('home');
  const image = usePageBanner(banner);
  return (
    <Link className="home-tile" to={to}>
      <span className="home-tile__picture">
        {image && <Picture src={image.src} variants={image.variants} sizes="(min-width: 700px) 33vw, 100vw" alt="" />}
      </span>
      <span className="home-tile__title">{t(title)}</span>
    </Link>
  );
}
