import './tracking.css';

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';

import { OrderMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { ErrorLine, Loading } from '../ui/Status';
import { OrderFacts } from './OrderFacts';
import { Timeline } from './Timeline';
import { tokenInFragment } from './tracking-api';
import { TrackingPayment } from './TrackingPayment';
import { useTracking } from './useTracking';

/**
 * While the page waits on the shop's work, it asks this often: the payment the popup reported
 * (Midtrans's notification reaches the shop a moment after the popup's success) and the waybill the
 * worker books after it. At most FAST_ROUNDS times, then the usual 30 s refresh.
 */
const WAITING_REFRESH_MS = 2_000;
const FAST_ROUNDS = 60;

/**
 * /track-order/:trackingNumber — an order's parcel by order id or waybill, refreshed every 30 s;
 * `#token=...` (the order mail's link) shows the whole order without a login.
 */
export default function TrackOrderPage() {
  const { t } = useTranslation('orders');
  const m = useMessage();
  const reference = useParams().trackingNumber ?? '';
  const [round, setRound] = useState(0);
  const location = useLocation();
  const state = useTracking(reference, tokenInFragment(location.hash), round);
  const justPaid = (location.state as { paymentStatus?: string } | null)?.paymentStatus === 'success';
  const waiting =
    state.status === 'done' &&
    ((justPaid && state.tracking.status === 'pending') ||
      (!state.tracking.waybill && state.tracking.status === 'awaiting_shipment'));
  useEffect(() => {
    if (!waiting || round >= FAST_ROUNDS) return;
    const timer = setTimeout(() => setRound((n) => n + 1), WAITING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, round, state]);
  return (
    <main className="page track-page">
      <nav className="breadcrumb" aria-label={t('Breadcrumb')}>
        <ol>
          <li>
            <Link to="/checkout">{t('Checkout')}</Link>
          </li>
          <li>{t('Payment')}</li>
          <li aria-current="page">{t('Track my order')}</li>
        </ol>
      </nav>
      <h1 className="section-title">{t('My Order')}</h1>
      {state.status === 'loading' && <Loading text={m(OrderMessages.loadingDetails)} />}
      {state.status === 'error' && <ErrorLine text={m(OrderMessages.trackingError(state.message))} />}
      {state.status === 'missing' && <ErrorLine text={m(OrderMessages.noTrackingData(reference))} />}
      {state.status === 'done' && (
        <TrackingPayment tracking={state.tracking} onSettled={() => setRound((n) => n + 1)} />
      )}
      {state.status === 'done' && (
        <div className="track-layout">
          <OrderFacts tracking={state.tracking} />
          <Timeline history={state.tracking.history} />
        </div>
      )}
    </main>
  );
}
