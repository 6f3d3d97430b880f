import type { OrderEvent } from '../events.js';
import { evolve } from '../order/evolve.js';
import { noOrder, type OrderState } from '../order/state.js';
import { orderJobFailure } from './job-failure-command.js';

const end = (queue: string, name: string) => ({ queue, name, jobId: 'j-1', attempts: 5, error: 'timeout' });
const now = new Date('2026-11-26T05:00:00.000Z');
const placed = (orderId: number) =>
  evolve(noOrder, { type: 'OrderPlaced', data: { orderId } } as unknown as OrderEvent) as OrderState;

describe('what the order decides when a job about it failed for good', () => {
  it.each([
    ['a mail about an order', 'mail', 'send', { orderId: 7 }, 'order-7'],
    ['a payment check other than confirming', 'payment-checks', 'check-status', { orderId: 8 }, 'order-8'],
  ])('%s: JobFailed on its order, stamped at the time given', (_case, queue, name, payload, stream) => {
    const command = orderJobFailure(end(queue, name), payload, now)!;
    expect(command.stream.id).toBe(stream);
    expect(command.decide(placed(payload.orderId))).toEqual([
      {
        type: 'JobFailed',
        data: {
          orderId: payload.orderId,
          queue,
          job: name,
          jobId: 'j-1',
          attempts: 5,
          error: 'timeout',
          at: now.toISOString(),
        },
      },
    ]);
  });

  it.each([
    ['a job about no order', 'mail', 'send', { to: 'a@example.com' }],
    ['an order id that is not a number', 'mail', 'send', { orderId: '7' }],
    ['confirming a payment (records its own failure)', 'payments', 'confirm-payment', { orderId: 7 }],
    ['expiring payments (records its own failure)', 'payments', 'expire-payments', { orderId: 7 }],
    ['confirming from a check (records its own failure)', 'payment-checks', 'confirm-payment', { orderId: 7 }],
    ['creating a waybill (records its own failure)', 'shipping', 'create-waybill', { orderId: 7 }],
  ])('%s: no command', (_case, queue, name, payload) => {
    expect(orderJobFailure(end(queue, name), payload, now)).toBeUndefined();
  });
});
