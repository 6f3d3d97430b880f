import { useCallback, useEffect, useState } from 'react';

import { paymentApi, type PaymentStanding } from './payment-api';

/** How often the payment pages ask whether the money has arrived. */
export const PAYMENT_POLL_MS = 4000;

/**
 * Follows an order's payment while the page is open: asks every few seconds until it is paid or
 * cancelled, and on demand (the 'Check Payment Status' button). A failed poll keeps the last answer.
 */
export function usePaymentWatch(orderId: number | undefined, active: boolean) {
  const [standing, setStanding] = useState<PaymentStanding | null>(null);
  const check = useCallback(async () => {
    if (orderId === undefined) return null;
    const answer = await paymentApi.standing(orderId);
    setStanding(answer);
    return answer;
  }, [orderId]);
  const settled = standing?.status === 'paid' || standing?.status === 'cancelled';
  useEffect(() => {
    if (!active || settled || orderId === undefined) return;
    const timer = setInterval(() => void check().catch(() => undefined), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [active, settled, orderId, check]);
  return { standing, check };
}
