import './details.css';

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { CartMessages, catalogueDate, giftSetLabelName, giftSetPrice } from '@kilau/domain';

import type { GiftSet } from '../api/types';
import { AddWithNote } from './AddWithNote';
import { giftSetRecommendations, loadGiftSet } from './detail-loads';
import { DetailLayout } from './DetailLayout';
import { DetailPage } from './DetailPage';
import { DetailsSection } from './DetailsSection';
import { IncludedProducts } from './IncludedProducts';
import { useDetail } from './useDetail';

const GIFT_SET_TEXTS = {
  success: CartMessages.giftSetAdded,
  withMessage: CartMessages.giftSetAddedWithMessage,
  failure: CartMessages.addFailed,
};

/** /products-sets/{productId} (storefront seed §2 "Gift set detail"). */
export default function GiftSetDetailPage() {
  const { productId = '' } = useParams();
  const { item, recommendations } = useDetail(productId, loadGiftSet, giftSetRecommendations);
  return (
    <DetailPage item={item} recommendations={recommendations}>
      {(giftSet) => <GiftSetDetail giftSet={giftSet} />}
    </DetailPage>
  );
}

function giftSetPictures(giftSet: GiftSet) {
  const pictures = giftSet.images.map((image) => ({
    src: image.image_url,
    variants: image.image_variants,
    alt: image.alt_text,
  }));
  return pictures.length ? pictures : [{ src: giftSet.image_url || giftSet.image, alt: giftSet.name }];
}

function GiftSetDetail({ giftSet }: { giftSet: GiftSet }) {
  const { t } = useTranslation('catalogue');
  const included = giftSet.products_detail ?? [];
  return (
    <DetailLayout
      item={giftSet}
      trail={[{ label: 'Gift Sets', to: '/giftsets' }]}
      pictures={giftSetPictures(giftSet)}
      tag={giftSetLabelName(giftSet.label) || undefined}
      price={giftSetPrice(giftSet)}
      buttons={
        <AddWithNote
          label="Add to Cart"
          addition={{ gift_set: giftSet.id, charms: [], quantity: 1 }}
          texts={GIFT_SET_TEXTS}
          soldOut={giftSet.stock <= 0}
        />
      }
    >
      <DetailsSection
        titleId="gift-set-details-title"
        lines={[
          <>Created: {catalogueDate(giftSet.created_at)}</>,
          <>Number of products: {included.length || giftSet.products.length}</>,
          <>
            {t('Included products:')}
            <IncludedProducts items={included} />
          </>,
        ]}
      />
    </DetailLayout>
  );
}
