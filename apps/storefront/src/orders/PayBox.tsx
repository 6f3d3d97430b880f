import './pay-box.css';

import { formatCountdown, MyOrdersMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { useCountdown } from '../payment/useCountdown';
import { usePayOrder } from './usePayOrder';

interface PayBoxProps {
  orderId: number;
  /** When the order stops taking payment (ms since the epoch). */
  deadline: number;
  /** The order was paid (or its payment is pending): the page reads it again. */
  onSettled: () => void;
  /** Focus the button when the page opens for paying (the mail's link). */
  focus?: boolean;
}

/** An unpaid order's way to pay after checkout: the time left, and Pay Now opening the payment popup. */
export function PayBox({ orderId, deadline, onSettled, focus }: PayBoxProps) {
  const m = useMessage();
  const left = useCountdown(deadline);
  const { pay, busy, error, message, phase } = usePayOrder(onSettled);
  if (phase === 'paid' || phase === 'pending' || phase === 'confirming') {
    return (
      <p className="pay-box__message" role="status">
        {message}
      </p>
    );
  }
  if (left === 0) return null;
  return (
    <div className="pay-box">
      <p className="pay-box__left">{m(MyOrdersMessages.payWithin(formatCountdown(left ?? 0)))}</p>
      <button
        type="button"
        className="button button--primary pay-box__button"
        disabled={busy}
        onClick={() => void pay(orderId)}
        autoFocus={focus}
        aria-label={`${m(MyOrdersMessages.payNow)} for order #${orderId}`}
      >
        {busy ? 'Opening payment...' : MyOrdersMessages.payNow}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
