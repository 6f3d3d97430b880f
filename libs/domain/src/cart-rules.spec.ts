import {
  cartFullProblem,
  charmCountProblem,
  giftNoteCounter,
  giftNoteProblem,
  isSameCartLine,
  MAX_CART_LINES,
  maxCharmsFor,
  normalizeGiftNote,
  quantityChange,
} from './cart-rules.js';
import { CartMessages } from './messages.js';

describe('gift note: at most 65 characters (storefront seed §5)', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['Happy anniversary, sayang!', undefined],
    ['a'.repeat(65), undefined],
    ['a'.repeat(66), 'Message must be at most 65 characters'],
    ['💖'.repeat(65), undefined],
    ['💖'.repeat(66), CartMessages.noteTooLong],
  ])('%p gives %p', (note, problem) => {
    expect(giftNoteProblem(note)).toBe(problem);
  });

  it.each([
    [undefined, '0/65'],
    ['Selamat ulang tahun', '19/65'],
    ['💖💖', '2/65'],
  ])('%p counts as %s', (note, counter) => {
    expect(giftNoteCounter(note)).toBe(counter);
  });

  it.each([
    [null, ''],
    ['   ', ''],
    ['  With love ', 'With love'],
  ])('%p is stored as %p', (note, stored) => {
    expect(normalizeGiftNote(note)).toBe(stored);
  });
});

describe('charms per piece: 0 to 3 on max-3 bases, otherwise 0 to 5 (storefront seed §4, §5)', () => {
  it.each([
    [{}, 5],
    [{ is_charm_max3: false }, 5],
    [{ is_charm_max3: true }, 3],
  ])('a base %p takes at most %d', (base, max) => {
    expect(maxCharmsFor(base)).toBe(max);
  });

  it.each<[number, { is_charm_max3?: boolean } | null, string | undefined]>([
    [0, { is_charm_max3: true }, undefined],
    [3, { is_charm_max3: true }, undefined],
    [4, { is_charm_max3: true }, 'Choose from 0 to 3 charms for this piece'],
    [5, {}, undefined],
    [6, {}, 'Choose from 0 to 5 charms for this piece'],
    [-1, {}, 'Choose from 0 to 5 charms for this piece'],
    [1.5, {}, 'Choose from 0 to 5 charms for this piece'],
    [1, null, undefined],
    [6, null, 'Choose from 0 to 5 charms for this piece'],
  ])('%d charms on %p: %p', (count, base, problem) => {
    expect(charmCountProblem(count, base)).toBe(problem);
  });
});

describe('quantity plus and minus (storefront seed §4)', () => {
  it.each([
    [2, 1, { kind: 'set', quantity: 3 }],
    [2, -1, { kind: 'set', quantity: 1 }],
    [1, -1, { kind: 'confirm_removal' }],
    [0, -1, { kind: 'ignore' }],
  ])('given %d, a change of %d gives %p', (current, delta, outcome) => {
    expect(quantityChange(current, delta)).toEqual(outcome);
  });
});

describe('adding merges into the same line (storefront seed §4)', () => {
  const piece = { product: 1, charms: [11, 12], message: 'With love' };

  it.each([
    ['the same piece and message', { ...piece }, true],
    ['the same message with blanks around it', { ...piece, message: ' With love ' }, true],
    ['another message', { ...piece, message: 'Hi' }, false],
    ['no message', { ...piece, message: null }, false],
    ['the same charms in other slots', { ...piece, charms: [12, 11] }, false],
    ['one charm fewer', { ...piece, charms: [11] }, false],
    ['another product', { ...piece, product: 2 }, false],
    ['a gift set instead', { gift_set: 1, charms: [11, 12], message: 'With love' }, false],
  ])('given %s, it is the same line: %p', (_, other, same) => {
    expect(isSameCartLine(piece, other)).toBe(same);
  });

  it('treats a missing and a blank message alike', () => {
    expect(isSameCartLine({ gift_set: 4, charms: [] }, { gift_set: 4, charms: [], message: '' })).toBe(true);
  });
});

describe('a cart holds at most 50 different lines', () => {
  it.each<[number, number | undefined, string | undefined]>([
    [0, undefined, undefined],
    [49, undefined, undefined],
    [
      50,
      undefined,
      'Your cart is full: it holds at most 50 different items. Check out or remove some before adding more.',
    ],
    [51, undefined, CartMessages.cartFull(50)],
    [1, 2, undefined],
    [2, 2, CartMessages.cartFull(2)],
  ])('%p lines (cap %p) gives %p', (lines, max, problem) => {
    expect(cartFullProblem(lines, max)).toBe(problem);
  });

  it('is 50', () => {
    expect(MAX_CART_LINES).toBe(50);
  });
});
