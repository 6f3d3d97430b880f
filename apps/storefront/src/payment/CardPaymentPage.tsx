import './payment.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CheckoutMessages, currentMonth, formatRupiahWithCents, isCardExpiryAllowed } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { ErrorLine } from '../ui/Status';
import { authenticate, chargeCard, tokenise } from './card-payment';
import { loadCardScript } from './card-script';
import { type CardForm, cardFormComplete, CardFormFields, EMPTY_CARD } from './CardFormFields';
import { WithOrderDetails } from './NoOrderDetails';
import type { OrderDetails } from './order-details';
import { PaymentLayout } from './PaymentLayout';
import { ThreeDsDialog } from './ThreeDsDialog';

/**
 * /checkout/payment, the seed's legacy card page, paying as Midtrans's Core API takes cards:
 * 'Pay Now' checks the form, has Midtrans's card script turn the card into a token in this
 * browser (the number and CVV go to Midtrans only), charges the order with that token, and frames
 * the bank's 3-D Secure page; a captured card goes to tracking, a refused one says so here.
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
  const [bankPage, setBankPage] = useState<string | null>(null);
  const now = new Date();
  const track = (paymentStatus: string) =>
    navigate(`/track-order/${order.orderId}`, { state: { orderId: order.orderId, paymentStatus } });
  const fail = (message: string) => {
    setBankPage(null);
    setProblem(message);
    setBusy(false);
  };

  const payNow = async () => {
    if (!cardFormComplete(form) || !isCardExpiryAllowed(form.expiry, now)) {
      setProblem(CheckoutMessages.cardDetailsRequired);
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      const midtrans = await loadCardScript();
      const tokenId = await tokenise(midtrans, form);
      // the card's own numbers are forgotten as soon as Midtrans holds them
      setForm(withoutCardNumbers(form));
      const redirectUrl = await chargeCard(order.orderId, tokenId);
      const verdict = await authenticate(midtrans, redirectUrl, setBankPage);
      if (verdict === 'refused') return fail(CheckoutMessages.legacyPaymentFailed);
      setBankPage(null);
      void track(verdict === 'paid' ? 'success' : 'pending');
    } catch (error) {
      const message = (error as Error).message;
      fail(message === CheckoutMessages.gatewayFailedToLoad ? message : CheckoutMessages.legacyPaymentFailed);
    }
  };

  return (
    <PaymentLayout
      title={t('Payment')}
      order={order}
      total={formatRupiahWithCents(order.total)}
      after={<ThreeDsDialog url={bankPage} onClose={() => fail(CheckoutMessages.legacyPaymentFailed)} />}
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

/** The form once Midtrans holds the card: the name, expiry and billing stay for a retry. */
function withoutCardNumbers(form: CardForm): CardForm {
  return { ...form, number: '', cvv: '' };
}
