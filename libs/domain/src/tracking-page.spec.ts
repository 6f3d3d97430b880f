import { timelineNewestFirst, trackingPaymentLine } from './tracking-page.js';

describe('the payment line', () => {
  it.each([
    [{ status: 'pending', paymentDate: null }, 'Awaiting Payment'],
    [{ status: 'pending', paymentDate: '2026-11-22T20:11:04Z' }, 'Payment Successful'],
    [{ status: 'awaiting_shipment' }, 'Payment Successful'],
    [{ status: 'done' }, 'Payment Successful'],
    [{ status: 'cancelled' }, 'Payment not received'],
    [{ status: 'canceled' }, 'Payment not received'],
  ])('%p reads %s', (tracking, line) => {
    expect(trackingPaymentLine(tracking)).toBe(line);
  });
});

describe('the timeline', () => {
  it('puts the newest entry first', () => {
    const history = [
      { date_time: '2026-11-22T10:00:00Z', status: 'placed' },
      { date_time: '2026-11-22T12:00:00Z', status: 'paid' },
      { date_time: '2026-11-22T12:00:00Z', status: 'label' },
      { date_time: '2026-11-22T11:00:00Z', status: 'late entry' },
    ];
    expect(timelineNewestFirst(history).map((e) => e.status)).toEqual(['label', 'paid', 'late entry', 'placed']);
  });
});
