import { codeSecondsLeft, countdownTo, minutesSeconds, offerCampaign, twoDigits } from './countdown.js';

const now = new Date('2025-02-10T12:00:00Z');
const item = { product: 7, discount_type: 'percent' as const, discount_value: 10 };

describe('the Special Offer countdown', () => {
  it.each<[string, string | Date | null, [number, number, number, number, boolean]]>([
    ['one second left', '2025-02-10T12:00:01Z', [0, 0, 0, 1, false]],
    ['a day, two hours, three minutes and four seconds', '2025-02-11T14:03:04Z', [1, 2, 3, 4, false]],
    ['part of a second left (shown as whole seconds down)', '2025-02-10T12:00:00.900Z', [0, 0, 0, 0, true]],
    ['ends exactly now', now, [0, 0, 0, 0, true]],
    ['ended yesterday: zeros, not negatives', '2025-02-09T12:00:00Z', [0, 0, 0, 0, true]],
    ['no end at all', null, [0, 0, 0, 0, true]],
    ['an unreadable end', 'soon', [0, 0, 0, 0, true]],
    ['ten days away', '2025-02-20T12:00:00Z', [10, 0, 0, 0, false]],
  ])('given %s, shows days, hours, minutes, seconds, ended = %p', (_, end, [days, hours, minutes, seconds, ended]) => {
    expect(countdownTo(end, now)).toEqual({ days, hours, minutes, seconds, ended });
  });

  it.each<
    [string, { id: number; start_time?: string; end_time: string; items: (typeof item)[] }[], number | undefined]
  >([
    ['none at all', [], undefined],
    [
      'the first is over, the second runs',
      [
        { id: 1, end_time: '2025-02-01T00:00:00Z', items: [item] },
        { id: 2, end_time: '2025-03-01T00:00:00Z', items: [item] },
      ],
      2,
    ],
    [
      'the first has no items',
      [
        { id: 1, end_time: '2025-03-01T00:00:00Z', items: [] },
        { id: 2, end_time: '2025-02-15T00:00:00Z', items: [item] },
      ],
      2,
    ],
    [
      'two run: the first served wins, not the soonest ending',
      [
        { id: 1, end_time: '2025-03-01T00:00:00Z', items: [item] },
        { id: 2, end_time: '2025-02-11T00:00:00Z', items: [item] },
      ],
      1,
    ],
    [
      'the first has not started yet',
      [
        { id: 1, start_time: '2025-02-11T00:00:00Z', end_time: '2025-03-01T00:00:00Z', items: [item] },
        { id: 2, end_time: '2025-02-11T00:00:00Z', items: [item] },
      ],
      2,
    ],
    ['all are over', [{ id: 1, end_time: '2025-02-01T00:00:00Z', items: [item] }], undefined],
  ])('picks the campaign to show when %s', (_, campaigns, expected) => {
    expect(offerCampaign(campaigns, now)?.id).toBe(expected);
  });
});

describe('the login code countdown, as mm:ss (storefront seed /verify)', () => {
  it.each<[number, string]>([
    [300, '05:00'],
    [299, '04:59'],
    [61, '01:01'],
    [60, '01:00'],
    [9, '00:09'],
    [0, '00:00'],
    [-5, '00:00'],
    [12.7, '00:12'],
    [Number.NaN, '00:00'],
    [3600, '60:00'],
  ])('shows %p seconds as %p', (seconds, text) => {
    expect(minutesSeconds(seconds)).toBe(text);
  });

  it.each<[number, number]>([
    [0, 300],
    [999, 300],
    [1000, 299],
    [299_999, 1],
    [300_000, 0],
    [900_000, 0],
  ])('a code sent %p ms ago has %p seconds left', (elapsed, left) => {
    expect(codeSecondsLeft(1_000_000, 1_000_000 + elapsed)).toBe(left);
  });

  it.each<[number, string]>([
    [0, '00'],
    [7, '07'],
    [42, '42'],
    [123, '123'],
  ])('pads %p as %p', (value, text) => {
    expect(twoDigits(value)).toBe(text);
  });
});
