import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import type { OrderState } from './state.js';

/**
 * A job about the order gave up for good: noted on its timeline, each time one does. A job that
 * names an order the shop does not have notes nothing (and refuses nothing: the failure is
 * recorded with its outbox row, which must not fail with it).
 */
export function recordJobFailure(
  command: Extract<OrderCommand, { type: 'RecordJobFailure' }>,
  order: OrderState,
  now: Date,
): OrderEvent[] {
  if (order.status === 'none') return [];
  const { queue, job, jobId, attempts, error } = command;
  const data = { orderId: order.orderId, queue, job, jobId, attempts, error, at: now.toISOString() };
  return [{ type: 'JobFailed', data }];
}
