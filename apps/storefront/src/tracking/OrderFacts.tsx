import {
  courierStatusInWords,
  formatRupiah,
  formatWibDateTime,
  OrderMessages,
  statusBadge,
  timelineNewestFirst,
  trackingPaymentLine,
} from '@kilau/domain';

import { CharmNames } from '../ui/CharmNames';
import { type Tracking, TRACKING_LANGUAGE } from './tracking-api';

/** The order's side of the tracking page: service, dates, payment, receiver and items. */
export function OrderFacts({ tracking }: { tracking: Tracking }) {
  const { detail } = tracking;
  const payment = trackingPaymentLine({ status: tracking.status, paymentDate: detail?.payment_date });
  return (
    <section className="panel" aria-labelledby="track-order-title">
      <h2 id="track-order-title" className="panel__title">
        {OrderMessages.deliveryService}
      </h2>
      <dl className="track-facts">
        <dt>Shipped</dt>
        <dd>{detail?.shipped_date ? formatWibDateTime(detail.shipped_date) : OrderMessages.notShippedYet}</dd>
        <dt>Order ID</dt>
        <dd data-testid="order-id">{tracking.orderid}</dd>
        {tracking.waybill ? (
          <>
            <dt>Waybill</dt>
            <dd data-testid="waybill">{tracking.waybill}</dd>
          </>
        ) : (
          // paid, and the shop's worker is still booking the courier: the page refreshes until it has
          tracking.status === 'awaiting_shipment' && (
            <>
              <dt>Waybill</dt>
              <dd data-testid="waybill">{OrderMessages.waybillPending}</dd>
            </>
          )
        )}
        <dt>Payment</dt>
        <dd className={payment === OrderMessages.paymentSuccessful ? 'track-paid' : 'track-unpaid'}>{payment}</dd>
        <dt>Latest status</dt>
        <dd>{latestStatus(tracking)}</dd>
        {detail && (
          <>
            <dt>Order time</dt>
            <dd>{formatWibDateTime(detail.order_date)}</dd>
            <dt>Payment time</dt>
            <dd>{formatWibDateTime(detail.payment_date)}</dd>
          </>
        )}
      </dl>
      {detail ? (
        <Details detail={detail} />
      ) : (
        <p className="status">{tracking.detail_message ?? OrderMessages.detailsNeedAuthentication}</p>
      )}
    </section>
  );
}

function Details({ detail }: { detail: NonNullable<Tracking['detail']> }) {
  const { receiver } = detail;
  return (
    <>
      <h3 className="track-subtitle">Receiver</h3>
      <dl className="track-facts">
        <dt>Name</dt>
        <dd>{receiver.name}</dd>
        <dt>Phone</dt>
        <dd>+62 {receiver.phone}</dd>
        <dt>Address</dt>
        <dd>{receiver.addr}</dd>
        <dt>City</dt>
        <dd>{receiver.city}</dd>
        <dt>Zipcode</dt>
        <dd>{receiver.zipcode}</dd>
      </dl>
      <h3 className="track-subtitle">Items</h3>
      <dl className="track-facts">
        <dt>Item</dt>
        <dd>{detail.itemname}</dd>
        <dt>Quantity</dt>
        <dd>{detail.qty}</dd>
      </dl>
      <ul className="track-items">
        {detail.items.map((item, index) => (
          <li key={index}>
            <span className="track-items__name">
              {item.name} x{item.quantity}
            </span>
            <CharmNames piece={item.name} names={item.charms ?? []} />
            <span className="track-items__note">{item.note || OrderMessages.noNote}</span>
          </li>
        ))}
      </ul>
      <p className="track-total">
        <span>Total</span> <strong>{formatRupiah(detail.actual_amount ?? detail.total_price)}</strong>
      </p>
    </>
  );
}

/** The newest timeline entry in words, else the order's status badge. */
function latestStatus(tracking: Tracking): string {
  const latest = timelineNewestFirst(tracking.history)[0];
  return latest ? courierStatusInWords(latest, TRACKING_LANGUAGE) : statusBadge(tracking.status);
}
