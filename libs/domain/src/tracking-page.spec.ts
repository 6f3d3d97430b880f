import { formatWibDateTime, timelineNewestFirst, trackingPaymentLine } from './tracking-page.js';

describe('tracking times', () => {
  it.each([
    ['2026-11-22T20:11:04.297Z', '23 Nov 2026, 03:11 WIB'],
    ['2026-01-05T01:00:00Z', '05 Jan 2026, 08:00 WIB'],
    [null, '-'],
    ['', '-'],
    ['soon', '-'],
  ])('%p shows as %s', (iso, shown) => {
    expect(formatWibDateTime(iso)).toBe(shown);
  });
});

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
