/** How a payment attempt is made: the Snap popup, a bank transfer to a virtual account, QRIS, or a tokenised card. */
export type PaymentMethod = 'snap' | 'bank_transfer' | 'qris' | 'credit_card';

/** Where the payer is sent: the Snap popup, a bank's virtual account, QRIS. */
export interface PaymentWay {
  method: PaymentMethod;
  /** The bank of a virtual account. */
  bank?: string;
}

/**
 * An attempt's id taken before the provider is asked, and committed, so the call runs with no
 * lock held: whatever the provider answers (or if its answer is lost) the id is never asked for
 * again. Two tabs at once find this and wait for its answer instead of opening another.
 */
export interface PaymentAttemptReserved {
  type: 'PaymentAttemptReserved';
  data: {
    orderId: number;
    attemptId: string;
    method: PaymentMethod;
    bank: string | null;
    amount: number;
    reservedAt: string;
    expiresAt: string;
  };
}

/**
 * A reserved attempt that will never be the payer's: the provider refused it, or its answer was
 * lost and the provider has no transaction the shop could hand out. Closed; the next try opens a
 * new attempt with a new id. Money that still arrives for it is recorded like any other attempt's.
 */
export interface PaymentAttemptAbandoned {
  type: 'PaymentAttemptAbandoned';
  data: {
    orderId: number;
    attemptId: string;
    reason: 'refused' | 'answer_lost';
    /** What the status API said of it when the answer was lost: null for "no such transaction". */
    providerStatus: string | null;
    error: string;
    at: string;
  };
}

/** One try at paying an order, with what the payer needs: a Snap token, an account number, a QR code. */
export interface PaymentAttemptStarted {
  type: 'PaymentAttemptStarted';
  data: {
    orderId: number;
    /** The provider's order id: `{orderId}-{n}`, one per attempt, never reused. */
    attemptId: string;
    method: PaymentMethod;
    amount: number;
    startedAt: string;
    /** The provider stops taking money then: the order's own payment deadline. */
    expiresAt: string;
    snap?: { token: string; redirectUrl: string };
    bankTransfer?: { bank: string; vaNumber: string };
    qris?: { qrUrl: string; qrString: string | null };
    /** A card charge's 3-D Secure page; the card itself (number, CVV, even its token) is never kept. */
    card?: { redirectUrl: string };
  };
}

/** What the provider confirmed an attempt's transaction to be, checked with its status API. */
export interface PaymentStatusConfirmed {
  type: 'PaymentStatusConfirmed';
  data: {
    orderId: number;
    attemptId: string;
    transactionId: string;
    transactionStatus: string;
    fraudStatus: string | null;
    statusCode: string;
    paymentType: string;
    grossAmount: string | null;
    settlementTime: string | null;
    /** The notification that prompted the check, if one did. */
    notificationId: string | null;
    confirmedAt: string;
  };
}

/** Checking a notification with the provider failed for good; staff see it on the order's timeline. */
export interface PaymentConfirmationFailed {
  type: 'PaymentConfirmationFailed';
  data: {
    orderId: number;
    attemptId: string;
    notificationId: string | null;
    error: string;
    attempts: number;
    at: string;
  };
}

/** An open attempt of a cancelled order was closed at the provider, so nobody can pay it any more. */
export interface PaymentAttemptClosed {
  type: 'PaymentAttemptClosed';
  data: { orderId: number; attemptId: string; result: 'expired' | 'not_found'; at: string };
}

/** Closing an attempt at the provider failed for good. */
export interface PaymentClosingFailed {
  type: 'PaymentClosingFailed';
  data: { orderId: number; attemptId: string; error: string; attempts: number; at: string };
}

/** Every fact of a `payment-{orderId}` stream: the provider detail behind the order's payment facts. */
export type PaymentEvent =
  | PaymentAttemptReserved
  | PaymentAttemptStarted
  | PaymentAttemptAbandoned
  | PaymentStatusConfirmed
  | PaymentConfirmationFailed
  | PaymentAttemptClosed
  | PaymentClosingFailed;

export const paymentStreamId = (orderId: number) => `payment-${orderId}`;

/** The order an attempt belongs to: `42-3` is order 42's third attempt. */
export function orderIdOfAttempt(attemptId: string): number | undefined {
  const match = /^(\d{1,18})-\d{1,6}$/.exec(attemptId);
  return match ? Number(match[1]) : undefined;
}
