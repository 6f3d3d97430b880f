import { CheckoutMessages } from './messages.js';

/**
 * How many placed orders one account may leave waiting for payment (ours: the seed sets no
 * limit). Each holds its units until its payment deadline, so without a cap one free account can
 * keep the whole catalogue sold out; ten is far above what a real shopper leaves unpaid.
 */
export const DEFAULT_MAX_OPEN_UNPAID_ORDERS = 10;

/** Whether an account with `open` orders waiting for payment may place another. */
export function unpaidOrdersProblem(open: number, max = DEFAULT_MAX_OPEN_UNPAID_ORDERS): string | undefined {
  return open >= max ? CheckoutMessages.tooManyUnpaidOrders(max) : undefined;
}
