import type { OrderState } from '../ordering/order/state.js';
import type {
  PaymentAttemptAbandoned,
  PaymentAttemptReserved,
  PaymentAttemptStarted,
  PaymentEvent,
  PaymentWay,
} from './events.js';
import type { ChargeDetails, PaymentPage, ProviderTransaction } from './gateway/payment-gateway.js';
import { type Attempt, nextAttemptId, type PaymentState } from './payment-state.js';

type Placed = Exclude<OrderState, { status: 'none' }>;

/** A Snap token is handed out again while it has a minute left: a retried popup is the same payment. */
export const SNAP_REUSE_MARGIN_MS = 60_000;

/**
 * What a request to pay does next, given the order's attempts:
 * - `answer`: an attempt of this way is open and answered: the payer gets it again;
 * - `wait`: another request reserved one moments ago and is asking the provider: wait for its answer;
 * - `recover`: one was reserved longer ago than any call can take and has no answer: its answer
 *   was lost (or its process died), so ask the provider what became of it;
 * - `reserve`: none: take a new attempt's id (the event), then ask the provider.
 */
export type StartStep =
  | { kind: 'answer'; attempt: Attempt }
  | { kind: 'wait'; attempt: Attempt }
  | { kind: 'recover'; attempt: Attempt }
  | { kind: 'reserve'; reserved: PaymentAttemptReserved };

export interface StartContext {
  now: Date;
  /** How long a call to the provider can take: a reservation younger than this may still get its answer. */
  inFlightMs: number;
}

export function decideStart(
  order: Placed,
  payments: PaymentState,
  way: PaymentWay & { amount: number },
  { now, inFlightMs }: StartContext,
): StartStep {
  const mine = [...payments.attempts.values()].filter((attempt) => isOpen(attempt, way, now));
  // a card token pays one charge: each Pay Now with a new token is a new attempt, never the last one again
  const answered = way.method === 'credit_card' ? undefined : mine.find((attempt) => attempt.answered);
  if (answered) return { kind: 'answer', attempt: answered };
  const pending = mine.find((attempt) => !attempt.answered);
  if (pending) {
    const age = now.getTime() - new Date(pending.reservedAt).getTime();
    return { kind: age < inFlightMs ? 'wait' : 'recover', attempt: pending };
  }
  const reserved: PaymentAttemptReserved = {
    type: 'PaymentAttemptReserved',
    data: {
      ...{ orderId: order.orderId, attemptId: nextAttemptId(order.orderId, payments) },
      ...{ method: way.method, bank: way.bank ?? null, amount: way.amount },
      ...{ reservedAt: now.toISOString(), expiresAt: order.paymentDeadline },
    },
  };
  return { kind: 'reserve', reserved };
}

/** What the provider said to a reserved attempt, or what its status API said once the answer was lost. */
export type ProviderAnswer =
  | { kind: 'page'; page: PaymentPage }
  | { kind: 'charge'; details: ChargeDetails }
  | { kind: 'refused'; error: string }
  | { kind: 'lost'; error: string; transaction: ProviderTransaction | undefined; details?: ChargeDetails };

/**
 * The fact an answer makes of a reserved attempt. A page or charge starts it. A refusal abandons
 * it. A lost answer is adopted when the provider has the charge and says how to pay it;
 * otherwise (a Snap token, which the status API does not know until the payer picks a method, or
 * no transaction at all) it is abandoned as lost, and the payer's next try gets a new attempt.
 * Nothing for an attempt not reserved, or already answered or closed: another request got there first.
 */
export function decideAnswer(
  payments: PaymentState,
  attemptId: string,
  answer: ProviderAnswer,
  now: Date,
): PaymentEvent[] {
  const attempt = payments.attempts.get(attemptId);
  if (!attempt || attempt.answered || attempt.closed) return [];
  const { orderId, method, amount, expiresAt } = attempt.started;
  const started = (details: Partial<PaymentAttemptStarted['data']>): PaymentAttemptStarted => ({
    type: 'PaymentAttemptStarted',
    data: { orderId, attemptId, method, amount, startedAt: attempt.reservedAt, expiresAt, ...details },
  });
  const abandoned = (reason: PaymentAttemptAbandoned['data']['reason'], error: string, status: string | null) => ({
    type: 'PaymentAttemptAbandoned' as const,
    data: { orderId, attemptId, reason, providerStatus: status, error, at: now.toISOString() },
  });
  switch (answer.kind) {
    case 'page':
      return [started({ snap: answer.page })];
    case 'charge':
      return [started(detailsOf(answer.details))];
    case 'refused':
      return [abandoned('refused', answer.error, null)];
    case 'lost':
      if (answer.transaction && answer.details) return [started(detailsOf(answer.details))];
      return [abandoned('answer_lost', answer.error, answer.transaction?.transaction_status ?? null)];
  }
}

function detailsOf(details: ChargeDetails): Partial<PaymentAttemptStarted['data']> {
  switch (details.method) {
    case 'qris':
      return { qris: { qrUrl: details.qrUrl, qrString: details.qrString } };
    case 'bank_transfer':
      return { bankTransfer: { bank: details.bank, vaNumber: details.vaNumber } };
    case 'credit_card':
      return { card: { redirectUrl: details.redirectUrl } };
  }
}

/** An attempt of this way the payer may still pay (a Snap token only with a minute to spare). */
function isOpen(attempt: Attempt, way: PaymentWay, now: Date): boolean {
  const { started } = attempt;
  const sameWay = started.method === way.method && (way.method !== 'bank_transfer' || attempt.bank === way.bank);
  const open = (attempt.outcome === 'unknown' || attempt.outcome === 'waiting') && !attempt.closed;
  const margin = way.method === 'snap' ? SNAP_REUSE_MARGIN_MS : 0;
  return sameWay && open && new Date(started.expiresAt).getTime() - now.getTime() > margin;
}
