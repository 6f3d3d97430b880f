import { orderJobFailed } from './job-failed-fact.js';

const end = (queue: string, name: string) => ({ queue, name, jobId: 'j-1', attempts: 5, error: 'timeout' });

describe('the fact a job that failed for good leaves on its order', () => {
  it.each([
    ['a mail about an order', 'mail', 'send', { orderId: 7 }, 'order-7'],
    ['a payment check other than confirming', 'payment-checks', 'check-status', { orderId: 8 }, 'order-8'],
    ['a job about no order', 'mail', 'send', { to: 'a@example.com' }, undefined],
    ['an order id that is not a number', 'mail', 'send', { orderId: '7' }, undefined],
    ['confirming a payment (records its own failure)', 'payments', 'confirm-payment', { orderId: 7 }, undefined],
    ['expiring payments (records its own failure)', 'payments', 'expire-payments', { orderId: 7 }, undefined],
    [
      'confirming from a check (records its own failure)',
      'payment-checks',
      'confirm-payment',
      { orderId: 7 },
      undefined,
    ],
    ['creating a waybill (records its own failure)', 'shipping', 'create-waybill', { orderId: 7 }, undefined],
  ])('%s', (_case, queue, name, payload, stream) => {
    const fact = orderJobFailed(end(queue, name), payload, new Date('2026-11-26T05:00:00.000Z'));
    expect(fact?.streamId).toBe(stream);
    if (fact)
      expect(fact.event).toMatchObject({
        type: 'JobFailed',
        data: { queue, job: name, jobId: 'j-1', attempts: 5, at: '2026-11-26T05:00:00.000Z' },
      });
  });
});
