/**
 * An order's `payment_status` as read models show it: 'unpaid' until an attempt settles ('paid');
 * an attempt that ended unpaid shows until another one pays; money due back shows as 'refund_due'.
 */
export const UNPAID_ATTEMPT_STATUS = {
  PaymentFailed: 'failed',
  PaymentExpired: 'expired',
  PaymentAmountMismatched: 'amount_mismatch',
} as const;
