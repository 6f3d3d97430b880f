/**
 * Staff refunded a payment that arrived after its order was cancelled (a
 * `PaymentReceivedForCancelledOrder`). The refund is made outside the shop (at Midtrans's
 * dashboard or by transfer); this records that it was, by whom, with their note.
 */
export interface LatePaymentRefunded {
  type: 'LatePaymentRefunded';
  data: {
    orderId: number;
    /** The payment attempt that paid late (`42-1`). */
    attemptId: string;
    amount: number;
    transactionId: string;
    refundedBy: { id: number; email: string };
    note: string;
    at: string;
  };
}

/**
 * One stream per late payment, `refund-{attemptId}`, beside the order's: the order stream's status
 * machine has no say in refunds, and a stream of its own makes "refunded once" its version (0 or 1).
 */
export const refundStreamId = (attemptId: string) => `refund-${attemptId}`;
