import {
  formatShopDateTime,
  formatShopDay,
  formatWibDateTime,
  isoWib,
  parseShopInstant,
  wibInstant,
} from './shop-time.js';

describe("parseShopInstant: a zone-less time is the shop's clock (WIB), a zoned one as written", () => {
  it.each([
    // J&T's and Midtrans's WIB wall time: 14:03 in Jakarta is 07:03 UTC, whatever the machine's zone
    ['2026-11-25 14:03:00', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25T14:03:00', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25 14:03', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25 00:30:15', '2026-11-24T17:30:15.000Z'],
    ['2026-11-25 14:03:00.250', '2026-11-25T07:03:00.250Z'],
    [' 2026-11-25 14:03:00 ', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25', '2026-11-24T17:00:00.000Z'],
    // a time that names its zone is that instant
    ['2026-11-25T07:03:00Z', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25T07:03:00.000Z', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25T14:03:00+07:00', '2026-11-25T07:03:00.000Z'],
    ['2026-11-25T15:03:00+08:00', '2026-11-25T07:03:00.000Z'],
  ])('%p is %s', (text, instant) => {
    expect(new Date(parseShopInstant(text)).toISOString()).toBe(instant);
  });

  it.each([[''], ['  '], [null], [undefined], ['yesterday'], ['2026-13-45 99:99:99']])('%p is no time', (text) => {
    expect(parseShopInstant(text)).toBeNaN();
  });
});

describe('wibInstant: the time the shop stores, ISO 8601 with the WIB offset', () => {
  it.each([
    ['2026-11-25 14:03:00', '2026-11-25T14:03:00+07:00'],
    ['2026-11-25 23:59:59', '2026-11-25T23:59:59+07:00'],
    ['2026-11-25T07:03:00.000Z', '2026-11-25T14:03:00+07:00'],
    ['2026-11-25T17:30:00Z', '2026-11-26T00:30:00+07:00'],
    ['2026-11-25T14:03:00+07:00', '2026-11-25T14:03:00+07:00'],
    // unreadable text is kept as the courier wrote it
    ['kemarin', 'kemarin'],
    ['', ''],
  ])('%p -> %p', (text, stored) => {
    expect(wibInstant(text)).toBe(stored);
  });

  it('is the same instant read again (idempotent, so a replay may apply it twice)', () => {
    const once = wibInstant('2026-11-25 14:03:00');
    expect(wibInstant(once)).toBe(once);
    expect(parseShopInstant(once)).toBe(parseShopInstant('2026-11-25 14:03:00'));
  });
});

describe('formatWibDateTime', () => {
  it.each([
    ['2026-11-22T13:11:05Z', {}, '22 Nov 2026, 20:11 WIB'],
    ['2026-11-22T13:11:05Z', { seconds: true }, '22 Nov 2026, 20:11:05 WIB'],
    ['2026-11-22T13:11:05Z', { zone: false }, '22 Nov 2026, 20:11'],
    ['2026-11-22T17:30:00Z', {}, '23 Nov 2026, 00:30 WIB'],
    ['2026-01-05T01:00:00Z', {}, '05 Jan 2026, 08:00 WIB'],
    // a courier's zone-less WIB text shows as written, labelled WIB
    ['2026-11-25 14:03:00', {}, '25 Nov 2026, 14:03 WIB'],
    ['2026-11-25T14:03:00+07:00', {}, '25 Nov 2026, 14:03 WIB'],
    ['', {}, '-'],
    [null, {}, '-'],
    ['not a time', { seconds: true }, '-'],
  ])('%s %j -> %s', (iso, options, shown) => {
    expect(formatWibDateTime(iso, options)).toBe(shown);
  });
});

describe('formatShopDateTime: dd/mm/yyyy and HH:mm WIB (id-ID)', () => {
  it.each([
    ['2026-11-22T13:11:05Z', {}, '22/11/2026 20:11 WIB'],
    ['2026-11-22T13:11:05Z', { seconds: true }, '22/11/2026 20:11:05 WIB'],
    ['2026-11-22T13:11:05Z', { time: false }, '22/11/2026'],
    // past midnight in Jakarta: the next day, never the viewer's own zone
    ['2026-11-22T17:30:00Z', {}, '23/11/2026 00:30 WIB'],
    ['2026-12-31T17:00:00Z', { time: false }, '01/01/2027'],
    ['2026-01-05T01:00:00.000+07:00', {}, '05/01/2026 01:00 WIB'],
    ['2026-03-09T23:59:59+07:00', { seconds: true }, '09/03/2026 23:59:59 WIB'],
    ['2026-11-25 14:03:00', {}, '25/11/2026 14:03 WIB'],
    ['', {}, '-'],
    [null, {}, '-'],
    [undefined, { time: false }, '-'],
    ['not a time', { seconds: true }, '-'],
  ])('%s %j -> %s', (iso, options, shown) => {
    expect(formatShopDateTime(iso, options)).toBe(shown);
  });
});

describe('isoWib: ISO 8601 in WIB with its offset', () => {
  it.each([
    ['2026-11-22T13:11:05.123Z', '2026-11-22T20:11:05+07:00'],
    ['2026-11-22T17:30:00Z', '2026-11-23T00:30:00+07:00'],
    ['2026-01-05T08:00:00+07:00', '2026-01-05T08:00:00+07:00'],
    ['2026-01-05 08:00:00', '2026-01-05T08:00:00+07:00'],
    ['nonsense', ''],
  ])('%s -> %s', (iso, shown) => {
    expect(isoWib(iso)).toBe(shown);
    if (shown) expect(Date.parse(shown)).toBe(Math.floor(parseShopInstant(iso) / 1000) * 1000);
  });
});

describe("formatShopDay: a filter's day as dd/mm/yyyy", () => {
  it.each([
    ['2026-11-22', '22/11/2026'],
    ['2026-01-05', '05/01/2026'],
    [' 2026-12-31 ', '31/12/2026'],
    ['22/11/2026', '22/11/2026'],
    ['', ''],
  ])('%p -> %p', (day, shown) => {
    expect(formatShopDay(day)).toBe(shown);
  });
});
