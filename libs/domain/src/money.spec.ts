import { formatRupiah, formatRupiahWithCents, groupThousands, isRupiahAmount } from './money.js';

describe('rupiah display', () => {
  it.each([
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [5000, 'Rp 5.000'],
    [1250000, 'Rp 1.250.000'],
    [1234567890, 'Rp 1.234.567.890'],
    [149999.6, 'Rp 150.000'],
  ])('%d shows as %s', (amount, shown) => {
    expect(formatRupiah(amount)).toBe(shown);
  });

  it('keeps the sign of a negative amount', () => {
    expect(groupThousands(-30000)).toBe('-30.000');
  });
});

describe('rupiah amounts', () => {
  it.each([
    [0, true],
    [250000, true],
    [2_147_483_647, true],
    [2_147_483_648, false],
    [-1, false],
    [1.5, false],
    ['1000', false],
    [Number.NaN, false],
  ])('%p is a rupiah amount: %p', (value, ok) => {
    expect(isRupiahAmount(value)).toBe(ok);
  });
});

describe('review page money (order-side seed §2)', () => {
  it.each([
    [0, 'Rp. 0,00'],
    [5000, 'Rp. 5.000,00'],
    [1250000, 'Rp. 1.250.000,00'],
    [1234567.4, 'Rp. 1.234.567,00'],
  ])('%d shows as %s', (amount, shown) => {
    expect(formatRupiahWithCents(amount)).toBe(shown);
  });
});
