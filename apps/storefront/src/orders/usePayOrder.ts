import { useCallback, useState } from 'react';

import { CheckoutMessages, MyOrdersMessages } from '@kilau/domain';

import { ApiError } from '../api/http';
import { checkoutApi } from '../checkout/checkout-api';
import { paymentApi } from '../payment/payment-api';
import { loadSnap } from '../payment/snap';

/** idle -> starting -> paying -> (confirming -> paid) | pending | idle with an error. */
export type PayPhase = 'idle' | 'starting' | 'paying' | 'confirming' | 'paid' | 'pending';

const CONFIRM_TRIES = 30;
const CONFIRM_WAIT_MS = 1000;

/** Snap says success before the provider's notification reaches the shop: ask until the order reads paid. */
async function confirmedPaid(orderId: number): Promise<boolean> {
  for (let tries = 0; tries < CONFIRM_TRIES; tries++) {
    const standing = await paymentApi.standing(orderId).catch(() => undefined);
    if (standing?.status === 'paid') return true;
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_WAIT_MS));
  }
  return false;
}

/**
 * Paying an order after checkout (My Orders, the tracking page): the service hands out the
 * order's live Snap token again while it is valid, or starts a new attempt, and the popup opens
 * on it. `onSettled` runs once the order reads paid (or the popup says it is pending).
 */
export function usePayOrder(onSettled: () => void) {
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [error, setError] = useState<string | null>(null);

  const pay = useCallback(
    async (orderId: number) => {
      setError(null);
      setPhase('starting');
      let token: string;
      try {
        token = (await checkoutApi.paymentToken(orderId)).token;
      } catch (problem) {
        setPhase('idle');
        return setError(problem instanceof ApiError ? problem.reason : CheckoutMessages.paymentStartFailed);
      }
      let snap;
      try {
        snap = await loadSnap();
      } catch {
        setPhase('idle');
        return setError(CheckoutMessages.gatewayFailedToLoad);
      }
      setPhase('paying');
      snap.pay(token, {
        onSuccess: () => {
          setPhase('confirming');
          void confirmedPaid(orderId).then((paid) => {
            setPhase(paid ? 'paid' : 'pending');
            onSettled();
          });
        },
        onPending: () => {
          setPhase('pending');
          onSettled();
        },
        onError: () => {
          setPhase('idle');
          setError(CheckoutMessages.paymentFailed);
        },
        onClose: () => setPhase('idle'),
      });
    },
    [onSettled],
  );

  const message =
    phase === 'paid'
      ? MyOrdersMessages.paid
      : phase === 'pending' || phase === 'confirming'
        ? MyOrdersMessages.paymentPending
        : null;
  return { pay, phase, error, message, busy: phase === 'starting' || phase === 'paying' || phase === 'confirming' };
}
