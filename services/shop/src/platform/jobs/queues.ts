/**
 * The shop's queues, one per kind of work so each can be watched and scaled on its own:
 * `mail` sends mail; `login-mail` writes and sends login-code mails (whose job carries only the
 * code's id); `newsletter-mail` writes and sends the newsletter's confirmation and welcome mails
 * (whose job carries only the subscription's id); `customer-mail` writes the order mails; `payments` confirms the notifications
 * that may move money, expires payments and reconciles them with Midtrans; `payment-checks`
 * confirms the rest (pending and the like) at a bounded rate; `order-timeouts` applies the
 * unpaid-order rule; `shipping` asks J&T for waybills and cancels them; `tracking` refreshes the
 * parcels' courier histories.
 */
export const QUEUES = [
  'mail',
  'login-mail',
  'newsletter-mail',
  'customer-mail',
  'payments',
  'payment-checks',
  'order-timeouts',
  'shipping',
  'tracking',
] as const;
export type QueueName = (typeof QUEUES)[number];

/**
 * Queues whose jobs carry nothing in Redis: their processor reads the payload from the job's own
 * outbox row, in the statement that asks whether the row is done (which it makes anyway). A mail's
 * ~10 KB (a customer's name, address and order) then crosses Redis not twice but never, and stays
 * out of Redis' memory and the queue dashboard. The row outlives the job: it is pruned a week after
 * it is done.
 */
export const PAYLOAD_IN_OUTBOX: readonly QueueName[] = ['mail'];
