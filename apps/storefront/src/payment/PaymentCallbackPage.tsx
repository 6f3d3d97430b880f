import './payment-transit.css';

import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { CheckoutMessages, orderIdOfAttempt } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

/**
 * /payment-callback (order-side seed §2): where Midtrans sends the shopper back. It names the
 * payment attempt (`{orderId}-{n}`), so the attempt suffix is dropped before going to the order's
 * tracking page; without an order it goes home. History is replaced: Back never lands here.
 */
export default function PaymentCallbackPage() {
  const m = useMessage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = orderIdOfAttempt(params.get('order_id'));
  useEffect(() => {
    navigate(orderId ? `/track-order/${orderId}` : '/', { replace: true });
  }, [navigate, orderId]);
  return (
    <main className="page payment-transit" aria-busy="true">
      <span className="spinner payment-transit__spinner" aria-hidden="true" />
      <p role="status">{m(CheckoutMessages.processingPayment)}</p>
    </main>
  );
}
