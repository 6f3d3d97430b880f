import './payment-transit.css';

import { useLocation } from 'react-router';

import { CheckoutMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

/** /payment-processing (order-side seed §2): a holding screen while a payment is under way. */
export default function PaymentProcessingPage() {
  const m = useMessage();
  const orderId = (useLocation().state as { orderId?: number | string } | null)?.orderId;
  return (
    <main className="page payment-transit" aria-busy="true">
      <span className="spinner payment-transit__spinner" aria-hidden="true" />
      <h1>{m(CheckoutMessages.processingPaymentTitle)}</h1>
      <p role="status">{m(CheckoutMessages.processingPayment)}</p>
      {orderId !== undefined && orderId !== null && orderId !== '' && (
        <p className="payment-transit__order">Order ID: {String(orderId)}</p>
      )}
    </main>
  );
}
