import type { OrderStatus } from '@kilau/domain';

/**
 * Mails a finished order its one review link: the `review-link` job on the `customer-mail` queue,
 * which the order's delivery (status `done`) calls for.
 */
export class SendReviewLink {
  constructor(readonly orderId: number) {}
}

/** Mailed now; mailed before (a repeated job); refused, the order not being done; no such order. */
export type ReviewLinkOutcome =
  | { outcome: 'sent' }
  | { outcome: 'already_sent' }
  | { outcome: 'not_done'; status: OrderStatus }
  | { outcome: 'not_found' };
