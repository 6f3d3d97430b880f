import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { MyOrdersMessages, payableUntil } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { loginPathFor } from '../login/after-login';
import { PayBox } from '../orders/PayBox';
import { paymentApi } from '../payment/payment-api';
import { useSession } from '../session/useSession';
import type { Tracking } from './tracking-api';

/**
 * An unpaid order's way back to paying, on its tracking page (the order mail links here with
 * `?pay=now`): its owner gets the time left and Pay Now (staff do not); a visitor not logged in is offered the
 * login, which comes back here. The deadline is the payment's own (GET /api/payments/{id}/).
 */
export function TrackingPayment({ tracking, onSettled }: { tracking: Tracking; onSettled: () => void }) {
  const { t } = useTranslation('orders');
  const m = useMessage();
  const { loggedIn, isStaff } = useSession();
  const location = useLocation();
  const focus = new URLSearchParams(location.search).get('pay') === 'now';
  const orderId = Number(tracking.orderid);
  // the details come to the owner and to staff; staff read this page for others' orders, which only their owner pays
  const owner = tracking.detail !== null && loggedIn && !isStaff;
  const [deadline, setDeadline] = useState<number | undefined>();

  useEffect(() => {
    if (!owner || tracking.status !== 'pending') return setDeadline(undefined);
    const controller = new AbortController();
    paymentApi.standing(orderId, controller.signal).then(
      (standing) =>
        setDeadline(
          payableUntil(
            {
              fulfillment_status: standing.fulfillment_status,
              payment_status: standing.status,
              payment_deadline: standing.payment_deadline,
            },
            Date.now(),
          ),
        ),
      () => undefined,
    );
    return () => controller.abort();
  }, [owner, orderId, tracking.status]);

  if (tracking.status !== 'pending') return null;
  if (!loggedIn) {
    return (
      <p className="track-pay">
        <Link className="button button--primary" to={loginPathFor(`${location.pathname}?pay=now`)}>
          {m(MyOrdersMessages.logInToPay)}
        </Link>
      </p>
    );
  }
  if (deadline === undefined) return null;
  return (
    <section className="track-pay" aria-label={t('Payment')}>
      <PayBox orderId={orderId} deadline={deadline} onSettled={onSettled} focus={focus} />
    </section>
  );
}
