import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { CheckoutMessages, type OrderTotals } from '@kilau/domain';

import { ApiError } from '../api/http';
import type { CartLine } from '../api/types';
import { paymentApi } from '../payment/payment-api';
import { loadSnap } from '../payment/snap';
import { checkoutApi } from './checkout-api';
import { type CheckoutAttempt, forgetAttempt, saveAttempt, withNewKey } from './checkout-attempt';
import { orderDetailsOf, type ShippingForm } from './checkout-lines';

/** How the shopper pays: Midtrans's popup (default), or the shop's card, bank transfer or QRIS page. */
export type PaymentMethod = 'popup' | 'card' | 'virtual-account' | 'qris';

/** The page each method other than the popup pays on (the card page is the seed's /checkout/payment). */
const METHOD_PAGES: Record<Exclude<PaymentMethod, 'popup'>, string> = {
  card: '/checkout/payment',
  'virtual-account': '/checkout/virtual-account',
  qris: '/checkout/qris',
};

/** idle -> confirm -> processing -> paying -> (success | pending | error | cancel). */
export type Phase = 'idle' | 'confirm' | 'processing' | 'paying' | 'pending' | 'cancel';

export interface OrderInputs {
  lines: CartLine[];
  form: ShippingForm;
  shippingFee: number;
  totals: OrderTotals;
  method: PaymentMethod;
}

/** The service's words for a refusal: its headline, and its precise reason when it has one. */
function explain(error: unknown, headline: string): string {
  if (!(error instanceof ApiError)) return headline;
  const reason = error.reason;
  return reason && reason !== error.message ? `${error.message}: ${reason}` : error.message || headline;
}

/** Whether the order is paid already; an unreadable standing counts as not yet. */
function isPaid(orderId: number): Promise<boolean> {
  return paymentApi.standing(orderId).then(
    (standing) => standing.status === 'paid',
    () => false,
  );
}

/**
 * Placing the order and paying for it (order-side seed §4 'Checkout flow'): the order is created
 * once and the payment token asked once, both kept in the attempt for a retry.
 */
export function usePlaceOrder(initial: CheckoutAttempt, onFeeRefused: () => void) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(initial);
  const current = useRef(initial);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const keep = useCallback((next: CheckoutAttempt) => {
    current.current = next;
    setAttempt(next);
    saveAttempt(next);
  }, []);

  const fail = useCallback((message: string) => {
    setError(message);
    setPhase('idle');
  }, []);

  // Paid: on to tracking by the order id. The shop's worker books the courier after the payment
  // settles, and the tracking page shows the waybill once it is made ('Waybill pending' until then).
  const finishPaid = useCallback(
    (orderId: number) => {
      forgetAttempt();
      navigate(`/track-order/${orderId}`, { state: { orderId, awbNumber: null, paymentStatus: 'success' } });
    },
    [navigate],
  );

  const placeOrder = useCallback(
    async (inputs: OrderInputs): Promise<CheckoutAttempt['order'] | undefined> => {
      const known = current.current;
      if (known.order) return known.order;
      try {
        const ids = inputs.lines.map((line) => line.id);
        const placed = await checkoutApi.placeOrder(ids, inputs.shippingFee, inputs.form, known.idempotencyKey);
        const order = {
          id: placed.order_id,
          totalPrice: placed.total_price,
          form: inputs.form,
          shippingFee: inputs.shippingFee,
        };
        keep({ ...known, order });
        return order;
      } catch (problem) {
        // A refusal is final for that request: the next try is a new one. A lost answer keeps the
        // key, so repeating it answers the order the service may have made.
        if (problem instanceof ApiError && problem.status >= 400 && problem.status < 500) keep(withNewKey(known));
        if (problem instanceof ApiError && problem.code?.startsWith('shipping_fee_')) onFeeRefused();
        fail(explain(problem, CheckoutMessages.createOrderFailed));
        return undefined;
      }
    },
    [keep, fail, onFeeRefused],
  );

  const pay = useCallback(
    async (orderId: number) => {
      let token = current.current.token;
      if (!token) {
        try {
          token = (await checkoutApi.paymentToken(orderId)).token;
          keep({ ...current.current, token });
        } catch (problem) {
          return fail(explain(problem, CheckoutMessages.paymentStartFailed));
        }
      }
      let snap;
      try {
        snap = await loadSnap();
      } catch {
        return fail(CheckoutMessages.gatewayFailedToLoad);
      }
      setPhase('paying');
      try {
        snap.pay(token, {
          onSuccess: () => finishPaid(orderId),
          onPending: () => setPhase('pending'),
          onError: () => {
            // The attempt ended: the next try asks the service, which opens a new one.
            keep({ ...current.current, token: undefined });
            fail(CheckoutMessages.paymentFailed);
          },
          onClose: () => setPhase('cancel'),
        });
      } catch {
        fail(CheckoutMessages.somethingWentWrong);
      }
    },
    [keep, fail, finishPaid],
  );

  /** 'Confirm Order': place the order (once), then pay in the popup or on the method's page. */
  const confirm = useCallback(
    async (inputs: OrderInputs) => {
      setError(null);
      setPhase('processing');
      const retry = current.current.order !== undefined;
      const order = await placeOrder(inputs);
      if (!order) return;
      // A retry after 'pending': the bank transfer may have been paid meanwhile.
      if (retry && (await isPaid(order.id))) return finishPaid(order.id);
      if (inputs.method === 'popup') return pay(order.id);
      const details = orderDetailsOf(order.id, inputs.lines, order.form, inputs.totals, order.totalPrice);
      navigate(METHOD_PAGES[inputs.method], { state: { order: details } });
    },
    [placeOrder, pay, navigate, finishPaid],
  );

  /** 'Yes, Cancel': leave the order unpaid (the shop cancels it at its payment deadline) and go home. */
  const abandon = useCallback(() => {
    forgetAttempt();
    navigate('/');
  }, [navigate]);

  return { attempt, phase, setPhase, error, confirm, abandon };
}
