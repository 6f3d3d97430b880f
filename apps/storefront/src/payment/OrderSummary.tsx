import { useTranslation } from 'react-i18next';

import { formatRupiah } from '@kilau/domain';

import { Picture } from '../ui/Picture';
import type { OrderDetails } from './order-details';

/** The order a payment page is paying for: its lines and the totals the checkout showed. */
export function OrderSummary({ order, extra }: { order: OrderDetails; extra?: Array<[string, number]> }) {
  const { t } = useTranslation('payment');
  return (
    <section className="panel" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="panel__title">
        {t('Order Summary')}
      </h2>
      <ul className="pay-items">
        {order.items.map((item, index) => (
          <li key={index} className="pay-item">
            <Picture src={item.image} alt={item.name} className="pay-item__image" />
            <span className="pay-item__name">{item.name}</span>
            <span className="pay-item__quantity">x{item.quantity}</span>
            <span className="pay-item__price">{formatRupiah(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="pay-totals">
        <dt>{t('Subtotal')}</dt>
        <dd>{formatRupiah(order.subtotal)}</dd>
        <dt>{t('Discount')}</dt>
        <dd>{order.discount > 0 ? `- ${formatRupiah(order.discount)}` : formatRupiah(0)}</dd>
        <dt>{t('Shipping')}</dt>
        <dd>{formatRupiah(order.shippingCost)}</dd>
        {extra?.map(([label, amount]) => (
          <Row key={label} label={label} amount={amount} />
        ))}
      </dl>
    </section>
  );
}

function Row({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{formatRupiah(amount)}</dd>
    </>
  );
}
