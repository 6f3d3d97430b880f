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

describe('the timeline in any viewer zone', () => {
  it("reads a courier's zone-less WIB entries as WIB among zoned entries", () => {
    const history = [
      { date_time: '2026-11-25T06:00:00.000Z', status: 'placed' }, // 13:00 WIB
      { date_time: '2026-11-25T06:30:00.000Z', status: 'paid' }, // 13:30 WIB
      { date_time: '2026-11-25 14:03:00', status: 'picked up' }, // J&T, old event: 14:03 WIB
      { date_time: '2026-11-25T13:45:00+07:00', status: 'label' },
    ];
    expect(timelineNewestFirst(history).map((e) => e.status)).toEqual(['picked up', 'label', 'paid', 'placed']);
  });
});
