import './details.css';

import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { CartMessages, detailLines, materialTag, productPrice, runningCampaigns } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import type { Campaign, Product } from '../api/types';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { AddWithNote } from './AddWithNote';
import { loadProduct, productRecommendations } from './detail-loads';
import { DetailLayout } from './DetailLayout';
import { DetailPage } from './DetailPage';
import { DetailsSection } from './DetailsSection';
import { IncludedProducts } from './IncludedProducts';
import { useDetail } from './useDetail';

const JEWEL_SET_TEXTS = {
  success: CartMessages.jewelSetAdded,
  withMessage: CartMessages.jewelSetAddedWithMessage,
  failure: CartMessages.addFailed,
};

/** /products-jewelsets/{productId} (storefront seed §2 "jewel set detail"): a jewel set is a product. */
export default function JewelSetDetailPage() {
  const { productId = '' } = useParams();
  const { item, recommendations } = useDetail(productId, loadProduct, productRecommendations);
  return (
    <DetailPage item={item} recommendations={recommendations}>
      {([jewelSet, campaigns]) => <JewelSetDetail jewelSet={jewelSet} campaigns={campaigns} />}
    </DetailPage>
  );
}

function JewelSetDetail({ jewelSet, campaigns }: { jewelSet: Product; campaigns: Campaign[] }) {
  const included = jewelSet.jewel_set_products ?? [];
  return (
    <DetailLayout
      item={jewelSet}
      trail={[{ label: 'Jewel Sets', to: '/jewel-set' }]}
      pictures={jewelSet.images.map((image) => ({
        src: image.image_url,
        variants: image.image_variants,
        alt: image.alt_text,
      }))}
      tag={jewelSet.label ? materialTag(jewelSet.label) : undefined}
      price={productPrice(jewelSet, runningCampaigns(campaigns, new Date()))}
      aboveTags={
        jewelSet.rating > 0 && (
          <p className="detail__meta">
            <span className="detail__rating" role="img" aria-label={`Rated ${jewelSet.rating} out of 5`}>
              <span aria-hidden="true">★ {jewelSet.rating}</span>
            </span>
          </p>
        )
      }
      buttons={
        <AddWithNote
          label="Add to Cart"
          addition={{ product: jewelSet.id, charms: [], quantity: 1 }}
          texts={JEWEL_SET_TEXTS}
          soldOut={jewelSet.stock <= 0}
        />
      }
    >
      <DetailsSection titleId="jewel-set-details-title" lines={detailLines(jewelSet.details)}>
        {included.length > 0 && <JewelSetProducts ids={included} />}
      </DetailsSection>
    </DetailLayout>
  );
}

/**
 * Each product in the set, fetched in one call. Their rows' room is kept while they load, so
 * the Add to Cart button below stays where it was first drawn (a click on it never misses).
 */
function JewelSetProducts({ ids }: { ids: number[] }) {
  const { t } = useTranslation('catalogue');
  const idList = ids.join(',');
  const included = useAsync(() => catalogue.productDetails(idList.split(',').map(Number)), [idList]);
  return (
    <>
      <h3 className="detail__subtitle">{t('Included products')}</h3>
      <div className="detail__included-room" style={{ '--included-rows': ids.length } as CSSProperties}>
        {included.status === 'loading' && <Loading text="Loading..." />}
        {included.status === 'error' && <ErrorLine text={included.error.message} />}
        {included.status === 'done' && (
          <IncludedProducts
            items={included.data.map((product) => ({
              ...product,
              image: product.images[0]?.image_url,
              image_variants: product.images[0]?.image_variants,
            }))}
          />
        )}
      </div>
    </>
  );
}
