import './listings.css';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { ListingMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { backgroundOf, PageHero, usePageBanner } from '../layout/PageHero';

const TILES = [
  { to: '/for-her', title: 'For Her', banner: 'for_her' },
  { to: '/for-him', title: 'For Him', banner: 'for_him' },
  { to: '/for-us', title: 'For Us', banner: 'for_us' },
] as const;

/** A customize-my-gift tile, pictured with its list's banner. */
function GiftTile({ to, title, banner }: (typeof TILES)[number]) {
  const { t } = useTranslation('catalogue');
  const image = usePageBanner(banner);
  return (
    <Link className="giftsets__tile" to={to} style={{ backgroundImage: backgroundOf(image, 640) }}>
      <span className="giftsets__tile-text">
        <small>{t('Customize my gift')}</small>
        {title}
      </span>
    </Link>
  );
}

/** Scrolls smoothly to the element the hash names (#valentine-promo), also on arrival from another page. */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}

/** /giftsets (storefront seed §2): three tiles and the monthly-special promo block. */
export default function GiftSetsLandingPage() {
  const { t } = useTranslation('catalogue');
  const m = useMessage();
  useHashScroll();
  return (
    <main>
      <PageHero page="gift_sets" headline="Gifts That Tell Your Story" />
      <div className="page">
        <ul className="giftsets__tiles">
          {TILES.map((tile) => (
            <li key={tile.to}>
              <GiftTile {...tile} />
            </li>
          ))}
        </ul>
        <section id="valentine-promo" className="giftsets__promo" aria-labelledby="valentine-promo-title">
          <h2 id="valentine-promo-title">{t('Monthly Special')}</h2>
          <p>{t("This month's gift sets, paired and boxed, ready to give.")}</p>
          <Link className="button button--primary" to="/monthly-specials">
            {m(ListingMessages.shopMonthlySpecial)}
          </Link>
        </section>
      </div>
    </main>
  );
}
