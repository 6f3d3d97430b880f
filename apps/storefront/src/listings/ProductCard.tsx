import './listings.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListingMessages, materialTag, ratingText, starCount, StockMessages, stockState } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import type { CardItem } from './card-item';

export type { CardItem } from './card-item';
export { charmCardItem, giftSetCardItem, productCardItem } from './card-item';

interface ProductCardProps {
  item: CardItem;
  view?: 'grid' | 'rows';
  /** Without it the card has no add button. */
  onAdd?: () => void;
  addLabel?: string;
  /** New arrivals show how many are left when stock is low (storefront seed §2). */
  showStockCount?: boolean;
}

/**
 * The one catalogue card (storefront seed §2, §4): an in-stock card is a link to its detail page,
 * its add button a sibling of the link (never inside it); a sold-out card is greyed, cannot be
 * opened and has no add button; hovering shows the second picture when there is one.
 */
export function ProductCard({ item, view = 'grid', onAdd, addLabel, showStockCount }: ProductCardProps) {
  const m = useMessage();
  const state = stockState(item.stock);
  const soldOut = state === 'sold_out';
  const body = <CardBody item={item} showStockCount={showStockCount && state === 'low_stock'} />;
  return (
    <div className={`product-card product-card--${view}${soldOut ? ' product-card--sold-out' : ''}`}>
      {soldOut ? (
        <div className="product-card__link" aria-disabled="true">
          {body}
        </div>
      ) : (
        <Link className="product-card__link" to={item.href}>
          {body}
        </Link>
      )}
      {!soldOut && onAdd && (
        <button
          type="button"
          className="button button--small product-card__add"
          onClick={onAdd}
          aria-label={`${m(addLabel ?? ListingMessages.addToCart)}: ${item.name}`}
        >
          {addLabel ?? ListingMessages.addToCart}
        </button>
      )}
    </div>
  );
}

/** A card's width: four to a row on a wide screen, three on a tablet, two on a phone. */
const CARD_SIZES = '(min-width: 1100px) 280px, (min-width: 700px) 33vw, 50vw';

function CardBody({ item, showStockCount }: { item: CardItem; showStockCount?: boolean }) {
  const m = useMessage();
  const [first, second] = item.images;
  return (
    <>
      <span className="product-card__pictures">
        <Picture
          className="product-card__picture"
          src={first?.src}
          variants={first?.variants}
          sizes={CARD_SIZES}
          alt={item.name}
        />
        {second && (
          <Picture
            className="product-card__picture product-card__picture--hover"
            src={second.src}
            variants={second.variants}
            sizes={CARD_SIZES}
            alt=""
          />
        )}
        <StockTags stock={item.stock} label={item.label} />
      </span>
      <span className="product-card__text">
        <span className="product-card__name">{item.name}</span>
        {item.rating != null && (
          <Stars rating={item.rating} decimals={item.ratingDecimals ?? 0} reviews={item.reviewCount} />
        )}
        <Price price={item.price} original={item.originalPrice} />
        {showStockCount && <span className="product-card__left">{m(ListingMessages.onlyLeft(item.stock))}</span>}
      </span>
    </>
  );
}

function StockTags({ stock, label }: { stock: number; label?: string }) {
  const m = useMessage();
  const state = stockState(stock);
  const material = materialTag(label);
  return (
    <span className="product-card__tags">
      {state === 'sold_out' && <span className="tag tag--sold">{m(StockMessages.soldOutTag)}</span>}
      {state === 'low_stock' && <span className="tag tag--low">{m(StockMessages.lowStockTag)}</span>}
      {material && <span className="tag product-card__material">{m(material)}</span>}
    </span>
  );
}

/**
 * The rating as stars and its figure; with a review count, "(12 reviews)" beside it and read out
 * whole ("Rated 4.8 out of 5 from 12 reviews"), so the figure cannot pass for a count or a price.
 * The rating is the item's own (set by staff, seed field); with no review naming the item yet the
 * card says so rather than "0 reviews" beside five stars.
 */
function Stars({ rating, decimals, reviews }: { rating: number; decimals: 0 | 1; reviews?: number }) {
  const { t } = useTranslation('catalogue');
  const filled = starCount(rating);
  const text = ratingText(rating, decimals);
  const label =
    reviews == null
      ? t('Rated {{text}} out of 5', { text })
      : reviews === 0
        ? t('Rated {{text}} out of 5, no reviews yet', { text })
        : reviews === 1
          ? t('Rated {{text}} out of 5 from 1 review', { text })
          : t('Rated {{text}} out of 5 from {{reviews}} reviews', { text, reviews });
  return (
    <span className="product-card__stars" role="img" aria-label={label}>
      <span aria-hidden="true">
        <span className="product-card__star--on">{'★'.repeat(filled)}</span>
        <span className="product-card__star--off">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="product-card__rating" aria-hidden="true">
        {text}
      </span>
      {reviews != null && (
        <span className="product-card__reviews" aria-hidden="true">
          {reviews === 0
            ? t('(no reviews yet)')
            : reviews === 1
              ? t('(1 review)')
              : t('({{reviews}} reviews)', { reviews })}
        </span>
      )}
    </span>
  );
}
