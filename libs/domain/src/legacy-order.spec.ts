import { legacyOrderPieces, MAX_LEGACY_ORDER_PIECES } from './legacy-order.js';

const NO_VALID = { problem: 'No valid product IDs found in order' };

describe("the legacy order's products (order-side seed §3, §5)", () => {
  it.each([
    [[7], { pieces: [{ product: 7, quantity: 1 }] }],
    [
      ['7', 9],
      {
        pieces: [
          { product: 7, quantity: 1 },
          { product: 9, quantity: 1 },
        ],
      },
    ],
    [
      [9, 7, 9],
      {
        pieces: [
          { product: 9, quantity: 2 },
          { product: 7, quantity: 1 },
        ],
      },
    ],
    [Array(MAX_LEGACY_ORDER_PIECES).fill(3), { pieces: [{ product: 3, quantity: MAX_LEGACY_ORDER_PIECES }] }],
  ])('%p gives %p', (products, expected) => {
    expect(legacyOrderPieces(products)).toEqual(expected);
  });

  it.each([
    ['missing', undefined],
    ['not a list', '7'],
    ['empty', []],
    ['a word', ['ring']],
    ['zero', [0]],
    ['negative', [-4]],
    ['a fraction', [1.5]],
    ['a number too large for an id', [2_147_483_648]],
    ['an object', [{ id: 7 }]],
    ['one bad among good ones', [7, 'x']],
    ['too many pieces', Array(MAX_LEGACY_ORDER_PIECES + 1).fill(3)],
  ])("%s is refused with the seed's words", (_, products) => {
    expect(legacyOrderPieces(products)).toEqual(NO_VALID);
  });
});
