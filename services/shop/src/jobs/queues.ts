/**
 * The shop's queues, one per kind of work so each can be watched and scaled on its own:
 * `mail` sends mail; `customer-mail` writes the order mails; `payments` confirms and expires
 * payments with Midtrans; `order-timeouts` applies the unpaid-order rule.
 */
export const QUEUES = ['mail', 'customer-mail', 'payments', 'order-timeouts'] as const;
export type QueueName = (typeof QUEUES)[number];
