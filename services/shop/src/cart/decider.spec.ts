import type { CatalogueFacts } from '../catalogue/items/item-facts.js';
import { decider } from '../platform/shared/decider-specification.js';
import { Refused } from '../platform/shared/refused.js';
import { decide, emptyCart, evolve } from './decider.js';
import type { CartEvent, CartLineContent } from './events.js';

const facts: CatalogueFacts = {
  products: new Map([
    [
      1,
      {
        id: 1,
        name: 'Kalung Bintang',
        price: 200_000,
        discount: 0,
        stock: 10,
        category: 'necklace',
        image: '',
        weight_grams: 25,
        description: '',
        charms: true,
        is_charm_max3: false,
      },
    ],
    [
      2,
      {
        id: 2,
        name: 'Gelang Mungil',
        price: 150_000,
        discount: 0,
        stock: 3,
        category: 'bracelet',
        image: '',
        weight_grams: 25,
        description: '',
        charms: true,
        is_charm_max3: true,
      },
    ],
    [
      3,
      {
        id: 3,
        name: 'Anting Habis',
        price: 90_000,
        discount: 0,
        stock: 0,
        category: 'earring',
        image: '',
        weight_grams: 25,
        description: '',
        charms: false,
        is_charm_max3: false,
      },
    ],
  ]),
  charms: new Map([
    [
      7,
      {
        id: 7,
        name: 'Huruf A',
        price: 25_000,
        discount: 0,
        stock: 4,
        category: 'alphabet',
        image: '',
        weight_grams: 3,
        description: '',
      },
    ],
  ]),
  giftSets: new Map([
    [
      5,
      {
        id: 5,
        name: 'Paket Cinta',
        price: 350_000,
        stock: 2,
        image: '',
        weight_grams: 250,
        description: '',
        products: [],
      },
    ],
  ]),
  campaigns: [],
  now: new Date('2026-11-22T08:00:00Z'),
};

const line = (content: Partial<CartLineContent>): CartLineContent => ({
  product: null,
  giftSet: null,
  charms: [],
  message: '',
  ...content,
});
const added = (itemId: number, content: Partial<CartLineContent>, quantity = 1): CartEvent => ({
  type: 'CartItemAdded',
  data: { itemId, ...line(content), quantity },
});
const cart = decider({ decide, evolve, initialState: emptyCart });
const refusal = (outcome: { error?: Error }) => {
  const error = outcome.error as Refused;
  return [error.kind, error.code, error.message];
};

describe('cart decider', () => {
  it('given an empty cart, when a piece with charms is added, then a line is added', () => {
    const outcome = cart
      .given([])
      .when({ type: 'AddCartItem', newItemId: 11, line: line({ product: 1, charms: [7, 7] }), quantity: 2, facts });
    expect(outcome.events).toEqual([added(11, { product: 1, charms: [7, 7] }, 2)]);
  });

  it('given the same piece with the same charms and note, when added again, then its quantity rises', () => {
    const outcome = cart.given([added(11, { product: 1, charms: [7], message: 'Untuk Ibu' })]).when({
      type: 'AddCartItem',
      newItemId: 12,
      line: line({ product: 1, charms: [7], message: 'Untuk Ibu' }),
      quantity: 1,
      facts,
    });
    expect(outcome.events).toEqual([{ type: 'CartItemQuantityChanged', data: { itemId: 11, quantity: 2 } }]);
  });

  it.each([
    ['another note', { product: 1, charms: [7], message: 'Untuk Kakak' }],
    ['the charms in other slots', { product: 1, charms: [7, 7], message: 'Untuk Ibu' }],
    ['no charms', { product: 1, message: 'Untuk Ibu' }],
  ])('given a piece, when the same base comes with %s, then it is a new line', (_what, content) => {
    const outcome = cart
      .given([added(11, { product: 1, charms: [7], message: 'Untuk Ibu' })])
      .when({ type: 'AddCartItem', newItemId: 12, line: line(content), quantity: 1, facts });
    expect(outcome.events?.[0]?.type).toBe('CartItemAdded');
  });

  it('given a full cart, when another line would be added, then it is refused, while an existing line still grows', () => {
    const full = Array.from({ length: 50 }, (_, n) => added(100 + n, { product: 1, message: `note ${n}` }));
    const another = cart.given(full).when({
      type: 'AddCartItem',
      newItemId: 12,
      line: line({ product: 1, message: 'one more' }),
      quantity: 1,
      facts,
    });
    expect(refusal(another)).toEqual([
      'conflict',
      'cart_full',
      'Your cart is full: it holds at most 50 different items. Check out or remove some before adding more.',
    ]);
    const same = cart
      .given(full)
      .when({ type: 'AddCartItem', newItemId: 12, line: line({ product: 1, message: 'note 3' }), quantity: 1, facts });
    expect(same.events).toEqual([{ type: 'CartItemQuantityChanged', data: { itemId: 103, quantity: 2 } }]);
  });

  it.each([
    ['nothing named', line({}), 1, ['invalid', 'nothing_specified', 'No product, gift_set, or charms specified']],
    ['a sold-out product', line({ product: 3 }), 1, ['conflict', 'sold_out', 'Anting Habis is sold out']],
    ['more than the stock', line({ giftSet: 5 }), 3, ['conflict', 'not_enough_stock', 'Only 2 left of Paket Cinta']],
    [
      'a charm hung more often than its stock',
      line({ product: 1, charms: [7, 7, 7] }),
      2,
      ['conflict', 'not_enough_stock', 'Only 4 left of Huruf A'],
    ],
    [
      'four charms on a max-3 base',
      line({ product: 2, charms: [7, 7, 7, 7] }),
      1,
      ['invalid', 'too_many_charms', 'Choose from 0 to 3 charms for this piece'],
    ],
    [
      'charms on a gift set',
      line({ giftSet: 5, charms: [7] }),
      1,
      ['invalid', 'charms_on_gift_set', expect.any(String)],
    ],
    ['an unknown product', line({ product: 99 }), 1, ['not_found', 'product_not_found', 'Product not found']],
    [
      'a 66-character note',
      line({ giftSet: 5, message: 'x'.repeat(66) }),
      1,
      ['invalid', 'message_too_long', 'Message must be at most 65 characters'],
    ],
    ['a quantity of 100', line({ product: 1 }), 100, ['invalid', 'bad_quantity', 'Quantity must be between 1 and 99']],
  ])('given an empty cart, when %s is added, then it is refused', (_what, content, quantity, expected) => {
    const outcome = cart.given([]).when({ type: 'AddCartItem', newItemId: 1, line: content, quantity, facts });
    expect(outcome.error).toBeInstanceOf(Refused);
    expect(refusal(outcome)).toEqual(expected);
  });

  it('given a line, when its quantity is set to what it is, then nothing is decided', () => {
    const outcome = cart
      .given([added(11, { product: 1 }, 2)])
      .when({ type: 'ChangeCartItem', itemId: 11, line: line({ product: 1 }), quantity: 2, facts });
    expect(outcome.events).toEqual([]);
  });

  it('given a line, when it is rewritten with other charms, then the line changes whole', () => {
    const outcome = cart
      .given([added(11, { product: 1 }, 2)])
      .when({ type: 'ChangeCartItem', itemId: 11, line: line({ product: 1, charms: [7] }), quantity: 1, facts });
    expect(outcome.events).toEqual([
      { type: 'CartItemChanged', data: { itemId: 11, ...line({ product: 1, charms: [7] }), quantity: 1 } },
    ]);
  });

  it('given a removed line, when it is changed or removed again, then it is not in the cart', () => {
    const history: CartEvent[] = [added(11, { product: 1 }), { type: 'CartItemRemoved', data: { itemId: 11 } }];
    expect(refusal(cart.given(history).when({ type: 'RemoveCartItem', itemId: 11 }))).toEqual([
      'not_found',
      'item_not_in_cart',
      'Item not found in cart',
    ]);
    expect(
      cart.given(history).when({ type: 'ChangeCartItem', itemId: 11, line: line({ product: 1 }), quantity: 3, facts })
        .error,
    ).toBeInstanceOf(Refused);
  });

  it('given lines, when some are checked out, then they leave and the rest stay', () => {
    const history = [added(11, { product: 1 }), added(12, { giftSet: 5 }), added(13, { charms: [7] })];
    const outcome = cart.given(history).when({ type: 'CheckOutCartItems', itemIds: [11, 13], orderId: 900 });
    expect(outcome.events).toEqual([{ type: 'CartItemsCheckedOut', data: { itemIds: [11, 13], orderId: 900 } }]);
    const after = [...history, ...outcome.events!].reduce(evolve, emptyCart);
    expect(after.items.map((item) => item.id)).toEqual([12]);
    expect(
      cart.given([...history, ...outcome.events!]).when({ type: 'CheckOutCartItems', itemIds: [11], orderId: 901 })
        .error,
    ).toBeInstanceOf(Refused);
  });
});
