import './tracking.css';

import { useState } from 'react';
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
 * /track-order/:trackingNumber — an order's parcel by order id or waybill, refreshed every 30 s;
 * `#token=...` (the order mail's link) shows the whole order without a login.
 */
export default function TrackOrderPage() {
  const { t } = useTranslation('orders');
  const m = useMessage();
  const reference = useParams().trackingNumber ?? '';
  const [round, setRound] = useState(0);
  const state = useTracking(reference, tokenInFragment(useLocation().hash), round);
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
