import './payment.css';

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckoutMessages, formatCountdown, formatRupiah, paymentDeadline, QRIS_SECONDS } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { WithOrderDetails } from './NoOrderDetails';
import type { OrderDetails } from './order-details';
import { PaidBanner } from './PaidBanner';
import { paymentApi } from './payment-api';
import { PaymentLayout } from './PaymentLayout';
import { PaymentStatusLine } from './PaymentStatusLine';
import { QrCode } from './QrCode';
import { useCountdown } from './useCountdown';
import { usePaymentWatch } from './usePaymentWatch';

/** /checkout/qris: a real QRIS charge shown as a QR code for ten minutes, watched until paid. */
export default function QrisPage() {
  const m = useMessage();
  // Each round is one ten-minute showing of a code; 'Get a New QR Code' starts the next afresh.
  const [round, setRound] = useState(0);
  return (
    <WithOrderDetails missing={m(CheckoutMessages.noOrderDetailsPayment)}>
      {(order) => <Qris key={round} order={order} onRenew={() => setRound((n) => n + 1)} />}
    </WithOrderDetails>
  );
}

function Qris({ order, onRenew }: { order: OrderDetails; onRenew: () => void }) {
  const { t } = useTranslation('payment');
  const m = useMessage();
  const charge = useAsync(() => paymentApi.charge(order.orderId, { method: 'qris' }), [order.orderId]);
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  useEffect(() => {
    if (charge.status === 'done') setOpenedAt(Date.now());
  }, [charge.status]);
  const expiresAt = charge.data?.expires_at;
  const deadline = useMemo(() => paymentDeadline(openedAt, QRIS_SECONDS, expiresAt), [openedAt, expiresAt]);
  const left = useCountdown(charge.status === 'done' ? deadline : null);
  const expired = left === 0;
  const { standing } = usePaymentWatch(order.orderId, charge.status === 'done' && !expired);
  const paid = standing?.status === 'paid';

  return (
    <PaymentLayout title={t('QRIS')} order={order} total={formatRupiah(order.total)}>
      <section className="panel pay-qris" aria-labelledby="pay-qris-title">
        <h2 id="pay-qris-title" className="panel__title">
          {t('Scan to Pay')}
        </h2>
        {charge.status === 'loading' && <Loading text="Preparing your QR code..." />}
        {charge.status === 'error' && <ErrorLine text={charge.error.message} />}
        {charge.status === 'done' && !expired && !paid && (
          <QrCode value={charge.data.qr_string || charge.data.qr_url || ''} orderId={order.orderId} />
        )}
        {charge.status === 'done' && expired && !paid && (
          <div className="pay-expired" role="alert">
            <p>{m(CheckoutMessages.qrisExpired)}</p>
            <button type="button" className="button button--primary" onClick={onRenew}>
              {m(CheckoutMessages.newQrCode)}
            </button>
          </div>
        )}
        {charge.status === 'done' && (
          <dl className="pay-facts">
            <dt>{t('Status')}</dt>
            <dd>
              <PaymentStatusLine status={standing?.status} />
            </dd>
            {!paid && (
              <>
                <dt>{t('Pay within')}</dt>
                <dd className="pay-countdown">{formatCountdown(left ?? QRIS_SECONDS)}</dd>
              </>
            )}
            <dt>{t('Total')}</dt>
            <dd>{formatRupiah(order.total)}</dd>
          </dl>
        )}
        {paid && <PaidBanner orderId={order.orderId} />}
      </section>
    </PaymentLayout>
  );
}
