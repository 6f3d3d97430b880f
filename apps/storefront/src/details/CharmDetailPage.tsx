import './details.css';

import { useParams } from 'react-router';

import { CartMessages, categoryName, charmPrice, materialTag } from '@kilau/domain';

import type { Charm } from '../api/types';
import { AddWithNote } from './AddWithNote';
import { charmRecommendations, loadCharm } from './detail-loads';
import { DetailLayout } from './DetailLayout';
import { DetailPage } from './DetailPage';
import { useDetail } from './useDetail';

const CHARM_TEXTS = {
  success: CartMessages.charmAdded,
  withMessage: CartMessages.charmAddedWithMessage,
  failure: CartMessages.addFailed,
};

/**
 * /products-charm/{charmId}. The seed does not show this page's layout; it has the product page's
 * shape: picture, name, category, material, price after the charm's own discount, description,
 * stock tags, Add to Cart (the charm alone, through the gift note) and other charms to like.
 */
export default function CharmDetailPage() {
  const { charmId = '' } = useParams();
  const { item, recommendations } = useDetail(charmId, loadCharm, charmRecommendations);
  return (
    <DetailPage item={item} recommendations={recommendations}>
      {(charm) => <CharmDetail charm={charm} />}
    </DetailPage>
  );
}

function CharmDetail({ charm }: { charm: Charm }) {
  return (
    <DetailLayout
      item={charm}
      trail={[{ label: 'Charms', to: '/charms' }]}
      pictures={[{ src: charm.image, variants: charm.image_variants, alt: charm.name }]}
      tag={charm.label ? materialTag(charm.label) : undefined}
      belowTags={<p className="detail__meta">Category: {categoryName(charm.category)}</p>}
      price={charmPrice(charm)}
      buttons={
        <AddWithNote
          label="Add to Cart"
          addition={{ charms: [charm.id], quantity: 1 }}
          texts={CHARM_TEXTS}
          soldOut={charm.stock <= 0}
        />
      }
    />
  );
}
