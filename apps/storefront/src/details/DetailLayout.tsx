import type { ReactNode } from 'react';

import { CartMessages, type ItemPrice } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Price } from '../ui/Price';
import { Breadcrumb } from './Breadcrumb';
import { Gallery, type GalleryPicture } from './Gallery';
import { StockTag } from './StockTag';

interface DetailLayoutProps {
  item: { id: number; name: string; stock: number; description: string };
  trail: { label: string; to: string }[];
  pictures: GalleryPicture[];
  /** The material or gift-set label beside the stock tag; none when undefined. */
  tag: string | undefined;
  price: Pick<ItemPrice, 'price' | 'originalPrice' | 'discountPercent'>;
  /** Lines of the item's own above and below its tags (the jewel set's rating, the charm's category). */
  aboveTags?: ReactNode;
  belowTags?: ReactNode;
  /** The item's details, between its description and its buttons. */
  children?: ReactNode;
  buttons: ReactNode;
  /** In the info column below the buttons (the product's FAQ). */
  belowButtons?: ReactNode;
  /** Below the whole item (the product's charm builder). */
  after?: ReactNode;
}

/**
 * What every detail page shows the same way (storefront seed §2): the breadcrumb, the gallery and
 * the info column with name, tags, price (with its percent-off badge), description and buttons.
 */
export function DetailLayout(props: DetailLayoutProps) {
  const m = useMessage();
  const { item, trail, pictures, tag, price, aboveTags, belowTags, children, buttons, belowButtons, after } = props;
  return (
    <>
      <Breadcrumb trail={trail} name={item.name} />
      <article className="detail">
        {/* keyed by the item, so another item's gallery starts again at its first picture */}
        <Gallery key={item.id} name={item.name} pictures={pictures} />
        <div className="detail__info">
          <h1 className="detail__name">{item.name}</h1>
          {aboveTags}
          <p className="detail__tags">
            {tag !== undefined && <span className="tag">{tag}</span>}
            <StockTag stock={item.stock} />
          </p>
          {belowTags}
          <p className="detail__price">
            <Price price={price.price} original={price.originalPrice} />
            {price.discountPercent > 0 && (
              <span className="detail__badge">{m(CartMessages.percentOff(price.discountPercent))}</span>
            )}
          </p>
          {item.description && <p className="detail__description">{item.description}</p>}
          {children}
          <div className="detail__buttons">{buttons}</div>
          {belowButtons}
        </div>
      </article>
      {after}
    </>
  );
}
