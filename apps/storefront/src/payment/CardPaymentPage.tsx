import './payment.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CheckoutMessages, currentMonth, formatRupiahWithCents, isCardExpiryAllowed } from '@kilau/domain';

import { api } from '../api/http';
import { useMessage } from '../i18n/useLanguage';
import { ErrorLine } from '../ui/Status';
import { type CardForm, cardFormComplete, CardFormFields, EMPTY_CARD } from './CardFormFields';
import { WithOrderDetails } from './NoOrderDetails';
import type { OrderDetails } from './order-details';
import { PaymentLayout } from './PaymentLayout';
import { loadSnap } from './snap';

/**
 * /checkout/payment, the seed's legacy card page. The shop never takes card numbers itself:
 * 'Pay Now' checks the form, then hands the payment to Midtrans's Snap popup for this order (where
 * the card is entered at the provider), and the form's card fields are forgotten.
 */
export default function CardPaymentPage() {
  const m = useMessage();
  return (
    <WithOrderDetails missing={m(CheckoutMessages.noOrderDetails)}>
      {(order) => <CardPayment order={order} />}
    </WithOrderDetails>
  );
}

function CardPayment({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('payment');
  const m = useMessage();
  const navigate = useNavigate();
  const [form, setForm] = useState<CardForm>(EMPTY_CARD);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const track = (paymentStatus: string) =>
    navigate(`/track-order/${order.orderId}`, { state: { orderId: order.orderId, paymentStatus } });

  const payNow = async () => {
    if (!cardFormComplete(form) || !isCardExpiryAllowed(form.expiry, now)) {
      setProblem(CheckoutMessages.cardDetailsRequired);
      return;
    }
    setProblem('');
    setBusy(true);
    setForm(EMPTY_CARD_KEEPING(form));
    try {
      const [snap, { token }] = await Promise.all([
        loadSnap(),
        api<{ token: string }>('/midtrans/token/', {
          method: 'POST',
          auth: 'required',
          body: { order_id: order.orderId },
          failure: CheckoutMessages.legacyPaymentFailed,
        }),
      ]);
      snap.pay(token, {
        onSuccess: () => track('success'),
        onPending: () => track('pending'),
        onError: () => setProblem(CheckoutMessages.legacyPaymentFailed),
        onClose: () => setBusy(false),
      });
    } catch (error) {
      setProblem((error as Error).message || CheckoutMessages.legacyPaymentFailed);
      setBusy(false);
    }
  };

  return (
    <PaymentLayout
      title={t('Payment')}
      order={order}
      total={formatRupiahWithCents(order.total)}
      side={
        <section className="panel" aria-labelledby="pay-ship-title">
          <h2 id="pay-ship-title" className="panel__title">
            {t('Shipping Information')}
          </h2>
          <address className="pay-address">
            {order.shipping.name}
            <br />
            {order.shipping.phone}
            <br />
            {order.shipping.address}
            <br />
            {order.shipping.city}, {order.shipping.province} {order.shipping.postalCode}
            <br />
            {order.email}
          </address>
          <p className="pay-estimate">{m(CheckoutMessages.legacyEstimatedDelivery)}</p>
        </section>
      }
    >
      <section className="panel" aria-labelledby="pay-card-title">
        <h2 id="pay-card-title" className="panel__title">
          {t('Card Details')}
        </h2>
        <form
          className="pay-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void payNow();
          }}
        >
          <CardFormFields form={form} onChange={setForm} minMonth={currentMonth(now)} disabled={busy} />
          {problem && <ErrorLine text={problem} />}
          <button type="submit" className="button button--primary pay-action" disabled={busy}>
            {t('Pay Now')}
          </button>
        </form>
      </section>
    </PaymentLayout>
  );
}

/** The card's own numbers are dropped before Snap opens: the provider asks for them itself. */
function EMPTY_CARD_KEEPING(form: CardForm): CardForm {
  return {
    ...EMPTY_CARD,
    name: form.name,
    expiry: form.expiry,
    billing: form.billing,
    billingAddress: form.billingAddress,
  };
}
