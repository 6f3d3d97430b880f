import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { type OrderDetails, orderDetailsFrom } from './order-details';

/** What a payment page shows when it was opened without the order (a reload, a typed address). */
export function NoOrderDetails({ text }: { text: string }) {
  const { t } = useTranslation('payment');
  return (
    <main className="page pay-page pay-page--empty">
      <p className="status status--error" role="alert">
        {text}
      </p>
      <Link className="button button--primary" to="/">
        {t('Return to Home')}
      </Link>
    </main>
  );
}

/** A payment page's guard: the order handed over by the checkout, or the page's `missing` line. */
export function WithOrderDetails({
  missing,
  children,
}: {
  missing: string;
  children: (order: OrderDetails) => ReactNode;
}) {
  const order = orderDetailsFrom(useLocation().state);
  return order ? children(order) : <NoOrderDetails text={missing} />;
}
