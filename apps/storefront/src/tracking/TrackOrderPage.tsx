import './tracking.css';

import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import { OrderMessages } from '@kilau/domain';

import { ErrorLine, Loading } from '../ui/Status';
import { OrderFacts } from './OrderFacts';
import { Timeline } from './Timeline';
import { tokenInFragment } from './tracking-api';
import { TrackingPayment } from './TrackingPayment';
import { useTracking } from './useTracking';

/** While the waybill is being made (the worker books the courier after payment), the page asks this often. */
const WAYBILL_PENDING_REFRESH_MS = 2_000;

/**
 * /track-order/:trackingNumber — an order's parcel by order id or waybill, refreshed every 30 s;
 * `#token=...` (the order mail's link) shows the whole order without a login.
 */
export default function TrackOrderPage() {
  const reference = useParams().trackingNumber ?? '';
  const [round, setRound] = useState(0);
  const state = useTracking(reference, tokenInFragment(useLocation().hash), round);
  const waybillPending =
    state.status === 'done' && !state.tracking.waybill && state.tracking.status === 'awaiting_shipment';
  useEffect(() => {
    if (!waybillPending) return;
    const timer = setTimeout(() => setRound((n) => n + 1), WAYBILL_PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waybillPending, state]);
  return (
    <main className="page track-page">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/checkout">Checkout</Link>
          </li>
          <li>Payment</li>
          <li aria-current="page">Track my order</li>
        </ol>
      </nav>
      <h1 className="section-title">My Order</h1>
      {state.status === 'loading' && <Loading text={OrderMessages.loadingDetails} />}
      {state.status === 'error' && <ErrorLine text={OrderMessages.trackingError(state.message)} />}
      {state.status === 'missing' && <ErrorLine text={OrderMessages.noTrackingData(reference)} />}
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
