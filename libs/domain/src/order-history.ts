import { formatShopDateTime } from './shop-time.js';

/**
 * The console's order history: each order's timeline and the payments that arrived after their
 * order was cancelled. The seed does not word these screens; the texts are ours, in its tone.
 */
export const OrderHistoryMessages = {
  timelineTitle: 'Order history',
  timelineLoadFailed: 'Failed to load the order history. Please try again.',
  latePaymentsTitle: 'Paid after cancellation',
  latePaymentNotFound: 'Late payment not found',
  alreadyRefunded: 'This payment is already marked refunded',
  markRefunded: 'Mark refunded',
  refunded: 'Refunded',
  notRefunded: 'Not refunded',
  refundNotePrompt: 'How was it refunded? (optional)',
  refundRecorded: 'Refund recorded',
  refundNoteTooLong: `note must be at most 500 characters`,
  queues: 'Queues',
  queuesOpenFailed: 'Failed to open the queue dashboard. Please try again.',
} as const;

/** The longest note staff may leave with a refund. */
export const REFUND_NOTE_MAX_LENGTH = 500;

/**
 * A timeline entry's time in the shop's zone, to the second (an order's events, notifications and
 * job attempts often fall within one minute): "23/11/2026 05:54:12 WIB"; unreadable is "-".
 */
export const formatTimelineTime = (iso: string | null | undefined) => formatShopDateTime(iso, { seconds: true });
