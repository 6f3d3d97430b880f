import './payment.css';

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  CheckoutMessages,
  formatCountdown,
  formatRupiah,
  paymentDeadline,
  VIRTUAL_ACCOUNT_SECONDS,
  virtualAccountTotal,
} from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Dialog } from '../ui/Dialog';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { VA_BANKS } from './bank-guides';
import { WithOrderDetails } from './NoOrderDetails';
import type { OrderDetails } from './order-details';
import { PaidBanner } from './PaidBanner';
import { paymentApi, type VirtualAccountBank } from './payment-api';
import { PaymentGuides } from './PaymentGuides';
import { PaymentLayout } from './PaymentLayout';
import { PaymentStatusLine } from './PaymentStatusLine';
import { useCountdown } from './useCountdown';
import { usePaymentWatch } from './usePaymentWatch';

/** /checkout/virtual-account: a real virtual account at the chosen bank for the total plus Rp 4.000 admin fee, watched until paid. */
export default function VirtualAccountPage() {
  const m = useMessage();
  return (
    <WithOrderDetails missing={m(CheckoutMessages.noOrderDetailsPayment)}>
      {(order) => <VirtualAccount order={order} />}
    </WithOrderDetails>
  );
}

function VirtualAccount({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [bankCode, setBankCode] = useState<VirtualAccountBank>('bca');
  const bank = VA_BANKS.find((b) => b.code === bankCode) ?? VA_BANKS[0]!;
  const charge = useAsync(
    () => paymentApi.charge(order.orderId, { method: 'bank_transfer', bank: bankCode }),
    [order.orderId, bankCode],
  );
  const openedAt = useMemo(() => Date.now(), []);
  const expiresAt = charge.data?.expires_at;
  const deadline = useMemo(() => paymentDeadline(openedAt, VIRTUAL_ACCOUNT_SECONDS, expiresAt), [openedAt, expiresAt]);
  const left = useCountdown(deadline);
  const { standing, check } = usePaymentWatch(order.orderId, charge.status === 'done');
  const [dialog, setDialog] = useState<'closed' | 'checking' | 'open' | string>('closed');
  // the amount the account was opened for, once known: the order's total plus the admin fee
  const total = charge.data?.amount ?? virtualAccountTotal(order.total);
  const paid = standing?.status === 'paid';
  const track = () => navigate(`/track-order/${order.orderId}`);

  const checkStatus = () => {
    setDialog('checking');
    check().then(
      () => setDialog('open'),
      (error: Error) => setDialog(error.message),
    );
  };

  return (
    <PaymentLayout
      title={t('Virtual Account')}
      order={order}
      total={formatRupiah(total)}
      extra={[['Admin Fee', total - order.total]]}
      side={
        <button type="button" className="button button--primary pay-action" onClick={checkStatus}>
          {t('Check Payment Status')}
        </button>
      }
      after={
        <Dialog
          open={dialog !== 'closed'}
          title={t('Payment Status')}
          onClose={() => setDialog('closed')}
          actions={[
            { label: t('Close'), onClick: () => setDialog('closed') },
            { label: t('Track My Order'), onClick: track, primary: true },
          ]}
        >
          {dialog === 'checking' && <Loading text="Checking your payment..." />}
          {dialog === 'open' && (
            <dl className="pay-facts">
              <dt>{t('Order ID')}</dt>
              <dd>{order.orderId}</dd>
              <dt>{t('Status')}</dt>
              <dd>
                <PaymentStatusLine status={standing?.status} />
              </dd>
              <dt>{t('Total')}</dt>
              <dd>{formatRupiah(total)}</dd>
            </dl>
          )}
          {dialog !== 'closed' && dialog !== 'checking' && dialog !== 'open' && <ErrorLine text={dialog} />}
        </Dialog>
      }
    >
      <section className="panel" aria-labelledby="pay-va-title">
        <h2 id="pay-va-title" className="panel__title">
          {t('Bank Transfer')}
        </h2>
        <fieldset className="pay-banks">
          <legend>{t('Bank')}</legend>
          {VA_BANKS.map((b) => (
            <label key={b.code} className="pay-bank">
              <input
                type="radio"
                name="bank"
                value={b.code}
                checked={bankCode === b.code}
                disabled={paid}
                onChange={() => setBankCode(b.code)}
              />
              {b.name}
            </label>
          ))}
        </fieldset>
        {charge.status === 'loading' && <Loading text="Opening your virtual account..." />}
        {charge.status === 'error' && <ErrorLine text={charge.error.message} />}
        {charge.status === 'done' && (
          <dl className="pay-facts">
            <dt>Virtual Account Number ({bank.name})</dt>
            <dd className="pay-number" data-testid="va-number">
              {charge.data.va_number}
            </dd>
            <dt>{t('Status')}</dt>
            <dd>
              <PaymentStatusLine status={standing?.status} />
            </dd>
            <dt>{t('Pay within')}</dt>
            <dd className="pay-countdown" aria-live="off">
              {formatCountdown(left ?? VIRTUAL_ACCOUNT_SECONDS)}
            </dd>
          </dl>
        )}
        {paid && <PaidBanner orderId={order.orderId} />}
      </section>
      <PaymentGuides bank={bank} />
    </PaymentLayout>
  );
}
