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
