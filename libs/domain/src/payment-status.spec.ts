import { mayMoveMoney, paymentOutcome, paymentOutcomeRank, rupiahFromProvider } from './payment-status.js';

describe('what a Midtrans status means to the shop', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'waiting'],
    ['capture', 'deny', 'failed'],
    ['settlement', 'accept', 'paid'],
    ['pending', undefined, 'waiting'],
    ['PENDING', undefined, 'waiting'],
    ['deny', undefined, 'failed'],
    ['cancel', undefined, 'failed'],
    ['failure', undefined, 'failed'],
    ['expire', undefined, 'expired'],
    ['refund', undefined, 'refunded'],
    ['partial_chargeback', undefined, 'refunded'],
    ['something_new', undefined, 'unknown'],
  ])('%s with fraud status %p is %s', (status, fraud, outcome) => {
    expect(paymentOutcome(status, fraud)).toBe(outcome);
  });

  it('never ranks a late pending or expire above a payment', () => {
    expect(paymentOutcomeRank('paid')).toBeGreaterThan(paymentOutcomeRank('waiting'));
    expect(paymentOutcomeRank('paid')).toBeGreaterThan(paymentOutcomeRank('expired'));
    expect(paymentOutcomeRank('refunded')).toBeGreaterThan(paymentOutcomeRank('paid'));
  });

  it.each([
    ['150000.00', 150_000],
    ['150000', 150_000],
    [150000, 150_000],
    ['150000.50', undefined],
    ['abc', undefined],
    ['-5.00', undefined],
  ])('reads the amount %p as %p', (amount, rupiah) => {
    expect(rupiahFromProvider(amount)).toBe(rupiah);
  });

  it.each([
    ['settlement', undefined, true],
    ['capture', 'accept', true],
    ['capture', 'challenge', false],
    ['deny', undefined, true],
    ['expire', undefined, true],
    ['refund', undefined, true],
    ['pending', undefined, false],
    ['something_new', undefined, false],
  ])('a %s notification (fraud status %p) may move money: %p', (status, fraud, moves) => {
    expect(mayMoveMoney(status, fraud)).toBe(moves);
  });
});
