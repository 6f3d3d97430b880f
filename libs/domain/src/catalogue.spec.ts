import { giftSetLabelFrom, isOneOf, PRODUCT_CATEGORIES, stockState } from './catalogue.js';

describe('stock state', () => {
  it.each([
    [0, 'sold_out'],
    [-2, 'sold_out'],
    [1, 'low_stock'],
    [9, 'low_stock'],
    [10, 'in_stock'],
    [250, 'in_stock'],
  ])('stock %d is %s', (stock, state) => {
    expect(stockState(stock)).toBe(state);
  });
});

describe('gift set labels', () => {
  it.each([
    ['forher', 'forHer'],
    ['FORHIM', 'forHim'],
    [' forUs ', 'forUs'],
    ['monthlyspecial', 'monthlySpecial'],
    ['for-her', undefined],
    ['', undefined],
  ])('%p reads as %p', (text, label) => {
    expect(giftSetLabelFrom(text)).toBe(label);
  });
});

describe('vocabulary guard', () => {
  it('accepts only listed values', () => {
    expect(isOneOf(PRODUCT_CATEGORIES, 'ring')).toBe(true);
    expect(isOneOf(PRODUCT_CATEGORIES, 'rings')).toBe(false);
    expect(isOneOf(PRODUCT_CATEGORIES, 3)).toBe(false);
  });
});
