import { useTranslation } from 'react-i18next';

import { charmBundleTable, CheckoutMessages, formatRupiah, type OrderTotals } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import type { CharmDiscountNote } from './checkout-lines';

/** The summary of 'Your Orders' (order-side seed §2): Subtotal, discounts, Shipping, Total. */
export function OrderSummary({ totals, notes }: { totals: OrderTotals; notes: CharmDiscountNote[] }) {
  const { t } = useTranslation('checkout');
  const m = useMessage();
  return (
    <dl className="order-summary">
      <div className="order-summary__row">
        <dt>{t('Subtotal')}</dt>
        <dd>{formatRupiah(totals.subtotal)}</dd>
      </div>
      <div className="order-summary__row">
        <dt>{t('Product Discount')}</dt>
        <dd>{totals.productDiscount > 0 ? `- ${formatRupiah(totals.productDiscount)}` : formatRupiah(0)}</dd>
      </div>
      <div className="order-summary__row">
        <dt>{t('Charm Discount')}</dt>
        <dd>{totals.charmDiscount > 0 ? `- ${formatRupiah(totals.charmDiscount)}` : formatRupiah(0)}</dd>
      </div>
      {notes.length > 0 && (
        <div className="order-summary__explain">
          <dt className="visually-hidden">{t('Charm Discount explained')}</dt>
          <dd>
            <p>{m(CheckoutMessages.charmDiscountExplained)}</p>
            <ul aria-label={t('Charm Discount by charm count')}>
              {charmBundleTable().map((row) => (
                <li key={row.charmCount}>
                  {m(
                    CheckoutMessages.charmDiscountRow(
                      row.charmCount,
                      formatRupiah(row.perCharm),
                      formatRupiah(row.total),
                    ),
                  )}
                </li>
              ))}
            </ul>
            <p>{m(CheckoutMessages.charmDiscountYours)}</p>
            <ul aria-label={t("Your pieces' Charm Discount")}>
              {notes.map((note) => (
                <li key={note.lineId}>
                  {m(
                    CheckoutMessages.charmDiscountNote(
                      note.name,
                      note.charmCount,
                      formatRupiah(note.perCharm),
                      note.quantity,
                    ),
                  )}
                  <strong> - {formatRupiah(note.total)}</strong>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className="order-summary__row">
        <dt>{t('Shipping')}</dt>
        <dd>{totals.shipping > 0 ? formatRupiah(totals.shipping) : m(CheckoutMessages.shippingNotCalculated)}</dd>
      </div>
      <div className="order-summary__row order-summary__row--total">
        <dt>{t('Total')}</dt>
        <dd>{formatRupiah(totals.total)}</dd>
      </div>
    </dl>
  );
}
