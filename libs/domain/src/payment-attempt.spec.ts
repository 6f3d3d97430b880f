import { orderIdOfAttempt } from './payment-attempt.js';

describe('the order behind a Midtrans attempt id (README "Payments")', () => {
  it.each([
    ['123', '123'],
    ['123-1', '123'],
    ['123-12', '123'],
    [' 42-3 ', '42'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['abc', undefined],
    ['12-ab', undefined],
    ['1-2-3', undefined],
    ['-1', undefined],
  ])('%p is order %p', (reference, orderId) => {
    expect(orderIdOfAttempt(reference)).toBe(orderId);
  });
});
