/**
 * Midtrans's transaction statuses (PROVIDERS.md 1.4): what each means to the shop. Paid is
 * settlement or capture with the fraud status absent or accept; deny, cancel, expire and failure
 * end an attempt unpaid; refunds and chargebacks come after a payment.
 */
export type PaymentOutcome = 'paid' | 'waiting' | 'failed' | 'expired' | 'refunded' | 'unknown';

export function paymentOutcome(transactionStatus: string, fraudStatus?: string | null): PaymentOutcome {
  const status = transactionStatus.toLowerCase();
  const fraud = (fraudStatus ?? '').toLowerCase();
  if (status === 'settlement' || status === 'capture') {
    if (!fraud || fraud === 'accept') return 'paid';
    return fraud === 'deny' ? 'failed' : 'waiting';
  }
  if (status === 'pending' || status === 'authorize') return 'waiting';
  if (status === 'deny' || status === 'cancel' || status === 'failure') return 'failed';
  if (status === 'expire') return 'expired';
  if (
    status === 'refund' ||
    status === 'partial_refund' ||
    status === 'chargeback' ||
    status === 'partial_chargeback'
  ) {
    return 'refunded';
  }
  return 'unknown';
}

/**
 * How far an attempt has gone: a report that would move it back (a late pending after the
 * settlement, an expire after the payment) is history, not news.
 */
export function paymentOutcomeRank(outcome: PaymentOutcome): number {
  return { unknown: 0, waiting: 1, failed: 2, expired: 2, paid: 3, refunded: 4 }[outcome];
}

/**
 * Whether a notification may move money (paid, failed, expired, refunded). A waiting or unknown
 * status never changes an order: its check can wait behind those that may, so a flood of pending
 * notifications never holds back an order's payment.
 */
export function mayMoveMoney(transactionStatus: string, fraudStatus?: string | null): boolean {
  const outcome = paymentOutcome(transactionStatus, fraudStatus);
  return outcome !== 'waiting' && outcome !== 'unknown';
}

/** Midtrans writes amounts as "150000.00"; the shop counts whole rupiah. Undefined when it is not a whole amount. */
export function rupiahFromProvider(amount: string | number): number | undefined {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) && Number.isInteger(value) && value >= 0 ? value : undefined;
}
