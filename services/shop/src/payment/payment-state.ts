import { type PaymentOutcome, paymentOutcome } from '@kilau/domain';

import type { PaymentAttemptStarted, PaymentEvent } from './events.js';

export interface Attempt {
  /** What the payer was given; before the provider answered, only what the reservation says. */
  started: PaymentAttemptStarted['data'];
  /** The bank of a virtual account, from the reservation on. */
  bank: string | null;
  /** When the attempt's id was taken (its start, for an attempt from before reservations). */
  reservedAt: string;
  /** Whether the provider's answer is recorded: until then the payer has nothing to pay with. */
  answered: boolean;
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
    case 'PaymentAttemptReserved': {
      const { reservedAt, bank, ...reserved } = event.data;
      attempts.set(event.data.attemptId, {
        started: { ...reserved, startedAt: reservedAt },
        ...{ bank, reservedAt, answered: false },
        ...{ outcome: 'unknown', transactionStatus: null, closed: false },
      });
      break;
    }
    case 'PaymentAttemptStarted':
      // a status confirmed or a closing recorded while the answer was on its way still holds
      attempts.set(event.data.attemptId, {
        outcome: 'unknown',
        transactionStatus: null,
        closed: false,
        reservedAt: event.data.startedAt,
        ...attempt,
        bank: event.data.bankTransfer?.bank ?? attempt?.bank ?? null,
        started: event.data,
        answered: true,
      });
      break;
    case 'PaymentStatusConfirmed':
      if (attempt) {
        const outcome = paymentOutcome(event.data.transactionStatus, event.data.fraudStatus);
        attempts.set(event.data.attemptId, { ...attempt, outcome, transactionStatus: event.data.transactionStatus });
      }
      break;
    case 'PaymentAttemptClosed':
    case 'PaymentAttemptAbandoned':
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
