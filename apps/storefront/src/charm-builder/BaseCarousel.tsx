import { type CampaignRule, materialTag, productPrice, stockState } from '@kilau/domain';

import type { Product } from '../api/types';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import { Carousel } from './Carousel';

/** One kind of base (necklaces or bracelets) to build on; a sold-out base cannot be chosen. */
export function BaseCarousel(props: {
  title: string;
  bases: Product[];
  chosenId: number | undefined;
  running: readonly CampaignRule[];
  onChoose(base: Product): void;
}) {
  if (props.bases.length === 0) return null;
  return (
    <section className="builder-bases">
      <h3 className="builder__subtitle">{props.title}</h3>
      <Carousel label={props.title}>
        {props.bases.map((base) => {
          const soldOut = stockState(base.stock) === 'sold_out';
          const price = productPrice(base, props.running);
          return (
            <li key={base.id} className="carousel__item">
              <button
                type="button"
                className="base-card"
                aria-pressed={base.id === props.chosenId}
                disabled={soldOut}
                onClick={() => props.onChoose(base)}
              >
                <Picture src={base.images[0]?.image_url} alt={base.images[0]?.alt_text || base.name} />
                <span className="base-card__name">{base.name}</span>
                <span className="tag">{soldOut ? 'SOLD OUT' : materialTag(base.label)}</span>
                <Price price={price.price} original={price.originalPrice} />
              </button>
            </li>
          );
        })}
      </Carousel>
    </section>
  );
}
