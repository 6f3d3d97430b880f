import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrderDetails } from './order-details';
import { OrderSummary } from './OrderSummary';

/**
 * The payment pages' frame: the title, the page's own part, and beside it the order's summary
 * with the total to pay (and what else the page puts there); `after` sits outside the columns
 * (a dialog).
 */
export function PaymentLayout({
  title,
  order,
  total,
  extra,
  side,
  after,
  children,
}: {
  title: string;
  order: OrderDetails;
  /** The total as the page shows it. */
  total: string;
  /** Lines added to the summary (an admin fee). */
  extra?: Array<[string, number]>;
  side?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('payment');
  return (
    <main className="page pay-page">
      <h1 className="section-title">{title}</h1>
      <div className="pay-layout">
        <div className="pay-main">{children}</div>
        <aside className="pay-side">
          <OrderSummary order={order} extra={extra} />
          <p className="pay-total">
            <span>{t('Total')}</span> <strong>{total}</strong>
          </p>
          {side}
        </aside>
      </div>
      {after}
    </main>
  );
}
