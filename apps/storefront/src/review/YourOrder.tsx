import { useTranslation } from 'react-i18next';

import { formatRupiahWithCents, ReviewMessages } from '@kilau/domain';

import { useMessage, useShopTime } from '../i18n/useLanguage';
import type { ReviewOrder } from './review-api';

/** The right panel: the order being reviewed. */
export function YourOrder({ order }: { order: ReviewOrder }) {
  const { t } = useTranslation('review');
  const shopTime = useShopTime();
  const m = useMessage();
  return (
    <section className="panel" aria-labelledby="review-order-title">
      <h2 id="review-order-title" className="panel__title">
        {t('Your Order')}
      </h2>
      <dl className="review-facts">
        <dt>{t('Order Number')}</dt>
        <dd>#{order.id}</dd>
        <dt>{t('Date')}</dt>
        <dd>{shopTime(order.created_at)}</dd>
        <dt>{t('Fulfillment Status')}</dt>
        <dd>{order.fulfillment_status}</dd>
        <dt>{t('Payment Status')}</dt>
        <dd>{order.payment_status}</dd>
        {order.shipping_address && (
          <>
            <dt>{t('Shipping Address')}</dt>
            <dd>{order.shipping_address}</dd>
          </>
        )}
        <dt>{t('Total')}</dt>
        <dd>{formatRupiahWithCents(order.total_price)}</dd>
      </dl>
      <ul className="review-items">
        {order.items.map((item, index) => (
          <li key={index}>
            <strong>
              {item.product_name ?? item.gift_set_name ?? (item.charms.length ? ReviewMessages.customCharmSet : '')}
            </strong>
            {item.charms.length > 0 && (
              <span className="review-items__charms">
                {item.product_name || item.gift_set_name ? `${m(ReviewMessages.customCharmSet)}: ` : ''}
                {item.charms.map((c) => c.charm_name).join(', ')}
              </span>
            )}
            <span>Quantity: {item.quantity}</span>
            <span>Price: {formatRupiahWithCents(item.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
