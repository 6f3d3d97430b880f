import {
  currentMonth,
  formatCountdown,
  isCardExpiryAllowed,
  paymentDeadline,
  paymentPageStatus,
  QRIS_SECONDS,
  secondsLeft,
  VIRTUAL_ACCOUNT_SECONDS,
  virtualAccountTotal,
} from './payment-pages.js';

describe('payment page countdowns', () => {
  it.each([
    [QRIS_SECONDS, '10:00'],
    [599, '09:59'],
    [61, '01:01'],
    [0, '00:00'],
    [-5, '00:00'],
    [VIRTUAL_ACCOUNT_SECONDS, '24:00:00'],
    [VIRTUAL_ACCOUNT_SECONDS - 1, '23:59:59'],
    [3600, '01:00:00'],
    [12.7, '00:12'],
  ])('%d seconds show as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it.each([
    [10_000, 0, 10],
    [10_001, 0, 11],
    [0, 5_000, 0],
  ])('deadline %d at %d leaves %d s', (deadline, now, left) => {
    expect(secondsLeft(deadline, now)).toBe(left);
  });
});

describe('payment deadlines', () => {
  const opened = Date.parse('2026-11-22T10:00:00Z');
  it.each([
    [undefined, opened + 600_000],
    [null, opened + 600_000],
    ['not a date', opened + 600_000],
    ['2026-11-22T10:05:00Z', opened + 300_000],
    ['2026-11-23T10:00:00Z', opened + 600_000],
  ])('a charge expiring %p ends the page at %d', (expiry, deadline) => {
    expect(paymentDeadline(opened, QRIS_SECONDS, expiry)).toBe(deadline);
  });
});

describe("the virtual account total: the order's total plus the seed's Rp 4.000 admin fee", () => {
  it.each([
    [100_000, 104_000],
    [369_300, 373_300],
  ])('%d with the admin fee is %d', (total, withFee) => {
    expect(virtualAccountTotal(total)).toBe(withFee);
  });
});

describe('the payment status line', () => {
  it.each([
    [undefined, 'Not Paid'],
    ['unpaid', 'Not Paid'],
    ['paid', 'Paid'],
    ['cancelled', 'Cancelled'],
  ])('%p shows as %s', (status, shown) => {
    expect(paymentPageStatus(status)).toBe(shown);
  });
});

describe('the card expiry', () => {
  const now = new Date(2026, 10, 22);
  it('starts at the current month', () => {
    expect(currentMonth(now)).toBe('2026-11');
    expect(currentMonth(new Date(2027, 0, 1))).toBe('2027-01');
  });
  it.each([
    ['2026-11', true],
    ['2026-12', true],
    ['2031-01', true],
    ['2026-10', false],
    ['2025-12', false],
    ['2026-13', false],
    ['', false],
    ['11/26', false],
  ])('%s is allowed: %p', (expiry, allowed) => {
    expect(isCardExpiryAllowed(expiry, now)).toBe(allowed);
  });
});
