import { useTranslation } from 'react-i18next';

import {
  courierStatusInWords,
  formatRupiah,
  OrderMessages,
  statusBadge,
  timelineNewestFirst,
  trackingPaymentLine,
} from '@kilau/domain';

import type { Language } from '../i18n/language';
import { useLanguage, useMessage, useShopTime } from '../i18n/useLanguage';
import { CharmNames } from '../ui/CharmNames';
import type { Tracking } from './tracking-api';

/** The order's side of the tracking page: service, dates, payment, receiver and items. */
export function OrderFacts({ tracking }: { tracking: Tracking }) {
  const shopTime = useShopTime();
  const { t } = useTranslation('orders');
  const m = useMessage();
  const language = useLanguage();
  const { detail } = tracking;
  const payment = trackingPaymentLine({ status: tracking.status, paymentDate: detail?.payment_date });
  return (
    <section className="panel" aria-labelledby="track-order-title">
      <h2 id="track-order-title" className="panel__title">
        {m(OrderMessages.deliveryService)}
      </h2>
      <dl className="track-facts">
        <dt>{t('Shipped')}</dt>
        <dd>{detail?.shipped_date ? shopTime(detail.shipped_date) : m(OrderMessages.notShippedYet)}</dd>
        <dt>{t('Order ID')}</dt>
        <dd data-testid="order-id">{tracking.orderid}</dd>
        {tracking.waybill ? (
          <>
            <dt>{t('Waybill')}</dt>
            <dd data-testid="waybill">{tracking.waybill}</dd>
          </>
        ) : (
          // paid, and the shop's worker is still booking the courier: the page refreshes until it has
          tracking.status === 'awaiting_shipment' && (
            <>
              <dt>{t('Waybill')}</dt>
              <dd data-testid="waybill">{m(OrderMessages.waybillPending)}</dd>
            </>
          )
        )}
        <dt>{t('Payment')}</dt>
        <dd className={payment === OrderMessages.paymentSuccessful ? 'track-paid' : 'track-unpaid'}>{payment}</dd>
        <dt>{t('Latest status')}</dt>
        <dd>{latestStatus(tracking, language, m)}</dd>
        {detail && (
          <>
            <dt>{t('Order time')}</dt>
            <dd>{shopTime(detail.order_date)}</dd>
            <dt>{t('Payment time')}</dt>
            <dd>{shopTime(detail.payment_date)}</dd>
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
  const { t } = useTranslation('orders');
  const { receiver } = detail;
  return (
    <>
      <h3 className="track-subtitle">{t('Receiver')}</h3>
      <dl className="track-facts">
        <dt>{t('Name')}</dt>
        <dd>{receiver.name}</dd>
        <dt>{t('Phone')}</dt>
        <dd>+62 {receiver.phone}</dd>
        <dt>{t('Address')}</dt>
        <dd>{receiver.addr}</dd>
        <dt>{t('City')}</dt>
        <dd>{receiver.city}</dd>
        <dt>{t('Zipcode')}</dt>
        <dd>{receiver.zipcode}</dd>
      </dl>
      <h3 className="track-subtitle">{t('Items')}</h3>
      <dl className="track-facts">
        <dt>{t('Item')}</dt>
        <dd>{detail.itemname}</dd>
        <dt>{t('Quantity')}</dt>
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
        <span>{t('Total')}</span> <strong>{formatRupiah(detail.actual_amount ?? detail.total_price)}</strong>
      </p>
    </>
  );
}

/** The newest timeline entry in words, else the order's status badge. */
function latestStatus(tracking: Tracking, language: Language, m: (text: string) => string): string {
  const latest = timelineNewestFirst(tracking.history)[0];
  return latest ? courierStatusInWords(latest, language) : m(statusBadge(tracking.status));
}
