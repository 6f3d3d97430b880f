import './details.css';

import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { CartMessages, detailLines, materialTag, productPrice, runningCampaigns, StockMessages } from '@kilau/domain';

import type { Campaign, Product } from '../api/types';
import { Loading } from '../ui/Status';
import { AddWithNote } from './AddWithNote';
import { loadProduct, productRecommendations } from './detail-loads';
import { categoryPage } from './detail-rules';
import { DetailLayout } from './DetailLayout';
import { DetailPage } from './DetailPage';
import { DetailsSection } from './DetailsSection';
import { InfoFaq } from './InfoFaq';
import { useDetail } from './useDetail';

/** The charm builder for this base, its own chunk, loaded only for products that take charms. */
const CharmBuilder = lazy(() => import('../charm-builder/CharmBuilder').then((m) => ({ default: m.CharmBuilder })));

const ITEM_TEXTS = {
  success: CartMessages.itemAdded,
  withMessage: CartMessages.itemAddedWithMessage,
  failure: CartMessages.addFailed,
};

/** /products/{productId} (storefront seed §2 "Product detail"). */
export default function ProductDetailPage() {
  const { productId = '' } = useParams();
  const { item, recommendations } = useDetail(productId, loadProduct, productRecommendations);
  return (
    <DetailPage item={item} recommendations={recommendations}>
      {([product, campaigns]) => <ProductDetail product={product} campaigns={campaigns} />}
    </DetailPage>
  );
}

function ProductDetail({ product, campaigns }: { product: Product; campaigns: Campaign[] }) {
  const { t } = useTranslation('catalogue');
  const soldOut = product.stock <= 0;
  const listing = categoryPage(product.category);
  const lines = detailLines(product.details);
  const addition = { product: product.id, charms: [], quantity: 1 };
  return (
    <DetailLayout
      item={product}
      trail={listing ? [listing] : []}
      pictures={product.images.map((image) => ({
        src: image.image_url,
        variants: image.image_variants,
        alt: image.alt_text,
      }))}
      tag={product.label ? materialTag(product.label) : undefined}
      price={productPrice(product, runningCampaigns(campaigns, new Date()))}
      buttons={
        product.charms ? (
          <>
            <button
              type="button"
              className="button button--primary detail__button"
              disabled={soldOut}
              onClick={scrollToCustomize}
            >
              {soldOut ? t(StockMessages.outOfStockButton) : t('Customize')}
            </button>
            <AddWithNote
              label="Add to Cart (Chain Only)"
              addition={addition}
              texts={ITEM_TEXTS}
              soldOut={soldOut}
              primary={false}
            />
          </>
        ) : (
          <AddWithNote label="Add to Cart" addition={addition} texts={ITEM_TEXTS} soldOut={soldOut} />
        )
      }
      belowButtons={<InfoFaq />}
      after={
        product.charms && (
          <section id="customize" className="detail-customize" aria-label={t('Customize')}>
            <Suspense fallback={<Loading text="Loading..." />}>
              <CharmBuilder fixedBase={product} />
              <ScrollWhenAsked />
            </Suspense>
          </section>
        )
      }
    >
      {lines.length > 0 && <DetailsSection titleId="detail-lines-title" lines={lines} />}
    </DetailLayout>
  );
}

function scrollToCustomize() {
  document.getElementById('customize')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A link to /products/{id}#customize lands on the charm builder; rendered inside the builder's
 * Suspense, so it scrolls only once the builder is drawn and the page no longer grows above it.
 */
function ScrollWhenAsked() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#customize') return;
    const timer = setTimeout(scrollToCustomize, 50);
    return () => clearTimeout(timer);
  }, [hash]);
  return null;
}
