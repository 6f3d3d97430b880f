import { type CartLinePrice, charmBundleBreakdown, formatRupiah } from '@kilau/domain';

import { Price } from '../ui/Price';

/**
 * The piece's price as the cart will show it (priceCartLine): base and charms after their own
 * discounts, less the charm bundle discount; with no base chosen, no price at all (not 'Rp 0').
 */
export function BuilderPrice(props: { price: CartLinePrice | null; charmCount: number }) {
  const { price, charmCount } = props;
  if (!price)
    return (
      <div className="builder-price" aria-live="polite">
        <p className="builder-price__total">
          <span>Total</span>
          <span className="builder-price__none">Choose a base to see the price</span>
        </p>
      </div>
    );
  return (
    <div className="builder-price" aria-live="polite">
      <p className="builder-price__total">
        <span>Total</span>
        <Price price={price.unitPrice} original={price.originalPrice} />
      </p>
      {price.discountLabel && <p className="builder-price__label">{price.discountLabel}</p>}
      {price.charmDiscount > 0 && (
        <p className="builder-price__bundle">
          Charm Discount: −{formatRupiah(price.charmDiscount)} ({charmCount} ×{' '}
          {formatRupiah(charmBundleBreakdown(charmCount).perCharm)})
        </p>
      )}
    </div>
  );
}
