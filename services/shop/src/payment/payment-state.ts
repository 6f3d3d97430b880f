import { type PaymentOutcome, paymentOutcome } from '@kilau/domain';

import type { PaymentAttemptStarted, PaymentEvent } from './events.js';

export interface Attempt {
  started: PaymentAttemptStarted['data'];
  /** The latest status the provider confirmed; 'unknown' before any. */
  outcome: PaymentOutcome;
  transactionStatus: string | null;
  closed: boolean;
}

/** An order's payment attempts, folded from its `payment-{orderId}` stream. */
export interface PaymentState {
  attempts: ReadonlyMap<string, Attempt>;
}

export const noPayments: PaymentState = { attempts: new Map() };

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  const attempts = new Map(state.attempts);
  const attempt = attempts.get(event.data.attemptId);
  switch (event.type) {
    case 'PaymentAttemptStarted':
      attempts.set(event.data.attemptId, {
        started: event.data,
        outcome: 'unknown',
        transactionStatus: null,
        closed: false,
      });
      break;
    case 'PaymentStatusConfirmed':
      if (attempt) {
        const outcome = paymentOutcome(event.data.transactionStatus, event.data.fraudStatus);
        attempts.set(event.data.attemptId, { ...attempt, outcome, transactionStatus: event.data.transactionStatus });
      }
      break;
    case 'PaymentAttemptClosed':
      if (attempt) attempts.set(event.data.attemptId, { ...attempt, closed: true });
      break;
    case 'PaymentConfirmationFailed':
    case 'PaymentClosingFailed':
      break;
    default:
      return assertNever(event);
  }
  return { attempts };
}

/** The next attempt's id: the order's id and a running number. */
export function nextAttemptId(orderId: number, state: PaymentState): string {
  return `${orderId}-${state.attempts.size + 1}`;
}

function assertNever(value: never): never {
  throw new Error(`unhandled: ${JSON.stringify(value)}`);
}
