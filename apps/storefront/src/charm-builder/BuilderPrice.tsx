import { useTranslation } from 'react-i18next';

import { type CartLinePrice, charmBundleBreakdown, formatRupiah } from '@kilau/domain';

import { Price } from '../ui/Price';

/**
 * The piece's price as the cart will show it (priceCartLine): base and charms after their own
 * discounts, less the charm bundle discount.
 */
export function BuilderPrice({ price, charmCount }: { price: CartLinePrice; charmCount: number }) {
  const { t } = useTranslation('builder');
  return (
    <div className="builder-price" aria-live="polite">
      <p className="builder-price__total">
        <span>{t('Total')}</span>
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
